import type { WebGpuAvailability } from '@/lib/models/webllm/webgpu-availability';

/**
 * One line: whether WebGPU can run the in-browser model here and, if not, why.
 * An error only when the in-browser model is the chosen assistant; otherwise a plain hint.
 */
export function WebGpuStatus({ availability, chosen = true }: { availability: WebGpuAvailability | undefined; chosen?: boolean }) {
  if (!availability) return <p className="hint">Checking WebGPU…</p>;
  if (!availability.available) {
    return (
      <p className={chosen ? 'notice-error' : 'hint'} data-testid="webgpu-status">
        The in-browser model is unavailable: {availability.reason}
      </p>
    );
  }
  return (
    <p className="notice-success" data-testid="webgpu-status">
      WebGPU is available ({availability.adapter}).
      {availability.shaderF16 ? null : ' This GPU lacks 16-bit shaders (shader-f16), so the 32-bit build of the model is used; it is a little larger.'}
    </p>
  );
}
