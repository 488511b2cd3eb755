import type { WebGpuAvailability } from '@/lib/models/webllm/webgpu-availability';
import { WEBLLM_CANNOT_RUN } from '@/lib/models/cannot-run-here';

/**
 * One line: whether WebGPU can run the in-browser model here and, if not, why
 * in words (the browser's own reason folded under it, for whoever fixes it).
 * An error only when the in-browser model is the chosen assistant; otherwise a plain hint.
 */
export function WebGpuStatus({ availability, chosen = true }: { availability: WebGpuAvailability | undefined; chosen?: boolean }) {
  if (!availability) return <p className="hint">Checking WebGPU…</p>;
  if (!availability.available) {
    return (
      <div className={chosen ? 'notice-error' : 'hint'} data-testid="webgpu-status">
        <p>The in-browser model cannot run here. {WEBLLM_CANNOT_RUN}</p>
        <details>
          <summary>What the browser says</summary>
          <p>{availability.reason}</p>
        </details>
      </div>
    );
  }
  return (
    <p className="notice-success" data-testid="webgpu-status">
      WebGPU is available ({availability.adapter}).
      {availability.shaderF16 ? null : ' This GPU lacks 16-bit shaders (shader-f16), so the 32-bit build of the model is used; it is a little larger.'}
    </p>
  );
}
