import { checkWebGpu, type WebGpuAvailability } from '../models/webllm/webgpu-availability';
import { useLoaded } from './use-loaded';

/** Whether the in-browser model can run here and, if not, why; undefined while checking. */
export function useWebGpuAvailability(): WebGpuAvailability | undefined {
  return useLoaded(checkWebGpu);
}
