import type { EngineChunk, EngineRequest } from '../../local-tools/engine';
import { isEmbeddingModel, modelForGpu } from '../model-catalog';
import { completionRequest, pushCompletion } from './webllm-completion';
import { failedIn, loadCachedInto, loadInto, loadWebLlm, resetSlot, resolveForGpu, type Slot } from './engine-slot';
import { pushedIterable } from './pushed-iterable';
import { checkWebGpu } from '../webgpu-availability';
import { WebLlmError } from '../webllm-error';
import type { HostProgress, WebLlmHost } from './webllm-host';

/**
 * The real WebLLM engine. This module is only ever reached through import()
 * from the offscreen document (Chrome) or the Firefox background, so
 * WebLLM's megabytes load only when the local tier is used.
 */
export function createWebLlmRuntime(): WebLlmHost {
  // Two engines: the chat model and the embedding model each stay loaded, so
  // embedding a memory never pushes the chat model off the GPU (or back).
  const chat: Slot = {};
  const embedding: Slot = {};
  const slotFor = (resolvedId: string): Slot => (isEmbeddingModel(resolvedId) ? embedding : chat);
  let busy: Promise<unknown> = Promise.resolve();

  const load = (resolvedId: string, onProgress?: (p: HostProgress) => void, signal?: AbortSignal) => loadInto(slotFor(resolvedId), resolvedId, onProgress, signal);
  const loadCached = (resolvedId: string) => loadCachedInto(slotFor(resolvedId), resolvedId);

  /** One operation at a time: WebLLM's engine is not re-entrant. */
  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = busy.then(run, run);
    // The caller gets the failure from `next`; the queue only waits for it to settle.
    busy = next.catch(() => undefined);
    return next;
  }

  /** One answer of the loaded model, pushed chunk by chunk. */
  async function answer(request: EngineRequest, signal: AbortSignal | undefined, push: (chunk: EngineChunk) => void): Promise<void> {
    try {
      const resolvedId = await resolveForGpu(request.model);
      const e = await loadCached(resolvedId);
      const onAbort = () => void e.interruptGenerate();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        await pushCompletion(await e.chat.completions.create(completionRequest(request, resolvedId)), push);
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    } catch (error) {
      throw failedIn(chat, error);
    }
  }

  /** Vectors of the texts, in their order, from the embedding engine. */
  async function embedTexts(modelId: string, texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    if (texts.length === 0) return [];
    const stopped = () => new WebLlmError('download-cancelled', 'The in-browser embedding was stopped.');
    // A turn waits briefly for its query's vector: one that gave up while queued behind an answer costs nothing.
    if (signal?.aborted) throw stopped();
    try {
      const e = await loadCached(await resolveForGpu(modelId));
      if (signal?.aborted) throw stopped();
      const reply = await e.embeddings.create({ input: [...texts] });
      return [...reply.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    } catch (error) {
      throw failedIn(embedding, error);
    }
  }

  return {
    generate(request: EngineRequest, signal?: AbortSignal): AsyncIterable<EngineChunk> {
      return pushedIterable<EngineChunk>((push) => exclusive(() => answer(request, signal, push)));
    },

    download(modelId, onProgress, signal) {
      return exclusive(async () => {
        const resolvedId = await resolveForGpu(modelId);
        await load(resolvedId, onProgress, signal);
        return { resolvedId };
      });
    },

    embed(modelId, texts, signal) {
      return exclusive(() => embedTexts(modelId, texts, signal));
    },

    deleteModel(modelId) {
      return exclusive(async () => {
        const { deleteModelAllInfoInCache } = await loadWebLlm();
        const gpu = await checkWebGpu();
        const ids = new Set([modelId, modelForGpu(modelId, false)]);
        for (const slot of [chat, embedding]) if (gpu.available && slot.loaded && ids.has(slot.loaded)) resetSlot(slot);
        for (const id of ids) await deleteModelAllInfoInCache(id);
      });
    },

    async isCached(modelId) {
      const { hasModelInCache } = await loadWebLlm();
      const gpu = await checkWebGpu();
      const resolvedId = gpu.available ? modelForGpu(modelId, gpu.shaderF16) : modelId;
      return hasModelInCache(resolvedId);
    },
  };
}
