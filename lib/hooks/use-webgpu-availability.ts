import { useEffect, useState } from 'react';
import { checkWebGpu, type WebGpuAvailability } from '../models/webllm/webgpu-availability';

/** Whether the in-browser model can run here and, if not, why; undefined while checking. */
export function useWebGpuAvailability(): WebGpuAvailability | undefined {
  const [availability, setAvailability] = useState<WebGpuAvailability>();
  useEffect(() => {
    let live = true;
    void checkWebGpu().then((result) => {
      if (live) setAvailability(result);
    });
    return () => {
      live = false;
    };
  }, []);
  return availability;
}
