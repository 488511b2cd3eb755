import type { MLCEngine } from '@mlc-ai/web-llm';
import { modelForGpu } from '../model-catalog';
import { preloadWebLlmWasm } from './preload-webllm-wasm';
import { checkWebGpu } from '../webgpu-availability';
import { toWebLlmError, webLlmError, type WebLlmError } from '../webllm-error';
import type { HostProgress } from './webllm-host';
import { createLogger } from '../../../util';

const log = createLogger('webllm');

/** One WebLLM engine and the model loaded on it: each step below works on one slot. */
export interface Slot {
  engine?: MLCEngine;
  loaded?: string;
}

/** WebLLM's module, with its wasm fetched first (see preload-webllm-wasm). */
export async function loadWebLlm() {
  await preloadWebLlmWasm();
  return import('@mlc-ai/web-llm');
}

/** The build of a model this GPU runs (16- or 32-bit shaders); an error when WebGPU is missing. */
export async function resolveForGpu(modelId: string): Promise<string> {
  const gpu = await checkWebGpu();
  if (!gpu.available) throw webLlmError(/adapter/.test(gpu.reason) ? 'no-adapter' : 'no-webgpu');
  return modelForGpu(modelId, gpu.shaderF16);
}

/** The slot's engine, made on first use. */
export async function getEngine(slot: Slot): Promise<MLCEngine> {
  if (!slot.engine) {
    const { MLCEngine } = await loadWebLlm();
    slot.engine = new MLCEngine();
  }
  return slot.engine;
}

/** Forget a broken engine (device lost): the next call starts afresh. */
export function resetSlot(slot: Slot) {
  const old = slot.engine;
  slot.engine = undefined;
  slot.loaded = undefined;
  // Freeing the old engine is best effort: the next load starts a fresh one either way.
  void old?.unload().catch((error: unknown) => log.debug('could not unload the previous engine', error));
}

/** Puts a build (as `resolveForGpu` chose it) on the slot's GPU engine, downloading it if it is not cached. */
export async function loadInto(slot: Slot, resolvedId: string, onProgress?: (p: HostProgress) => void, signal?: AbortSignal): Promise<void> {
  if (slot.loaded === resolvedId) return;
  const e = await getEngine(slot);
  e.setInitProgressCallback((report) => onProgress?.(report));
  const abort = () => void e.unload().catch((error: unknown) => log.debug('could not unload a cancelled download', error));
  signal?.addEventListener('abort', abort, { once: true });
  try {
    await e.reload(resolvedId);
    if (signal?.aborted) throw webLlmError('download-cancelled');
    slot.loaded = resolvedId;
  } catch (error) {
    resetSlot(slot);
    throw signal?.aborted ? webLlmError('download-cancelled') : toWebLlmError(error);
  } finally {
    signal?.removeEventListener('abort', abort);
    e.setInitProgressCallback(() => {});
  }
}

/** Loads a downloaded model (never downloads: only the Download button does). */
export async function loadCachedInto(slot: Slot, resolvedId: string): Promise<MLCEngine> {
  const { hasModelInCache } = await loadWebLlm();
  if (slot.loaded !== resolvedId && !(await hasModelInCache(resolvedId))) throw webLlmError('not-downloaded');
  await loadInto(slot, resolvedId);
  return getEngine(slot);
}

/** A lost device or a full GPU leaves the engine unusable: start afresh next time. */
export function failedIn(slot: Slot, error: unknown): WebLlmError {
  const clear = toWebLlmError(error);
  if (clear.kind === 'device-lost' || clear.kind === 'out-of-memory') resetSlot(slot);
  return clear;
}
