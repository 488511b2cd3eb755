import { errorMessage } from '../../util';
/** The part of `navigator.gpu` we use (no @webgpu/types dependency). */
export interface GpuLike {
  requestAdapter(): Promise<{ features: { has(feature: string): boolean }; info?: { vendor?: string; architecture?: string; description?: string } } | null>;
}

export type WebGpuAvailability = { available: true; shaderF16: boolean; adapter: string } | { available: false; reason: string };

/** Whether WebGPU can run a model here and, if not, why, in words a user can act on. */
export async function checkWebGpu(gpu: GpuLike | undefined = readNavigatorGpu()): Promise<WebGpuAvailability> {
  if (!gpu) {
    return {
      available: false,
      reason: 'This browser does not offer WebGPU here (no navigator.gpu). Use a recent Chrome, or Firefox on a platform where WebGPU is enabled.',
    };
  }
  let adapter: Awaited<ReturnType<GpuLike['requestAdapter']>>;
  try {
    adapter = await gpu.requestAdapter();
  } catch (error) {
    return { available: false, reason: `WebGPU failed to start: ${errorMessage(error)}.` };
  }
  if (!adapter) {
    return {
      available: false,
      reason: 'WebGPU found no usable graphics adapter (the GPU may be blocked or disabled). Check chrome://gpu, or enable hardware acceleration in the browser settings.',
    };
  }
  const info = adapter.info;
  const name = [info?.vendor, info?.architecture, info?.description].filter(Boolean).join(' ').trim();
  return { available: true, shaderF16: adapter.features.has('shader-f16'), adapter: name || 'unknown adapter' };
}

function readNavigatorGpu(): GpuLike | undefined {
  const nav = (globalThis as { navigator?: { gpu?: GpuLike } }).navigator;
  return nav?.gpu ?? undefined;
}
