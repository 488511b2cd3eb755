import type { MLCEngine } from '@mlc-ai/web-llm';
import type { EngineChunk, EngineRequest } from '../../local-tools/engine';
import { hasThinkingMode, isEmbeddingModel, modelForGpu } from '../model-catalog';
import { preloadWebLlmWasm } from './preload-webllm-wasm';
import { pushedIterable } from './pushed-iterable';
import { checkWebGpu } from '../webgpu-availability';
import { toWebLlmError, webLlmError, WebLlmError } from '../webllm-error';
import type { HostProgress, WebLlmHost } from './webllm-host';
import { createLogger } from '../../../util';

const log = createLogger('webllm');

/** One engine and the model on it. */
interface Slot {
  engine?: MLCEngine;
  loaded?: string;
}

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

  const lib = async () => {
    await preloadWebLlmWasm();
    return import('@mlc-ai/web-llm');
  };

  async function resolve(modelId: string): Promise<string> {
    const gpu = await checkWebGpu();
    if (!gpu.available) throw webLlmError(/adapter/.test(gpu.reason) ? 'no-adapter' : 'no-webgpu');
    return modelForGpu(modelId, gpu.shaderF16);
  }

  async function getEngine(slot: Slot): Promise<MLCEngine> {
    if (!slot.engine) {
      const { MLCEngine } = await lib();
      slot.engine = new MLCEngine();
    }
    return slot.engine;
  }

  /** Forget a broken engine (device lost): the next call starts afresh. */
  function reset(slot: Slot) {
    const old = slot.engine;
    slot.engine = undefined;
    slot.loaded = undefined;
    // Freeing the old engine is best effort: the next load starts a fresh one either way.
    void old?.unload().catch((error: unknown) => log.debug('could not unload the previous engine', error));
  }

  /** Puts a build (as `resolve` chose it) on the GPU, downloading it if it is not cached. */
  async function load(resolvedId: string, onProgress?: (p: HostProgress) => void, signal?: AbortSignal): Promise<void> {
    const slot = slotFor(resolvedId);
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
      reset(slot);
      throw signal?.aborted ? webLlmError('download-cancelled') : toWebLlmError(error);
    } finally {
      signal?.removeEventListener('abort', abort);
      e.setInitProgressCallback(() => {});
    }
  }

  /** Loads a downloaded model (never downloads: only the Download button does). */
  async function loadCached(resolvedId: string): Promise<MLCEngine> {
    const { hasModelInCache } = await lib();
    if (slotFor(resolvedId).loaded !== resolvedId && !(await hasModelInCache(resolvedId))) throw webLlmError('not-downloaded');
    await load(resolvedId);
    return getEngine(slotFor(resolvedId));
  }

  /** A lost device or a full GPU leaves the engine unusable: start afresh next time. */
  function failed(slot: Slot, error: unknown): WebLlmError {
    const clear = toWebLlmError(error);
    if (clear.kind === 'device-lost' || clear.kind === 'out-of-memory') reset(slot);
    return clear;
  }

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
      const resolvedId = await resolve(request.model);
      const e = await loadCached(resolvedId);
      const onAbort = () => void e.interruptGenerate();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const stream = await e.chat.completions.create({
          stream: true,
          stream_options: { include_usage: true },
          messages: request.messages,
          ...(request.jsonSchema ? { response_format: { type: 'json_object', schema: request.jsonSchema } } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(request.topP !== undefined ? { top_p: request.topP } : {}),
          ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
          ...(request.stop ? { stop: request.stop } : {}),
          // Qwen3: WebLLM 0.2.86 reads extra_body.enable_thinking and, when false,
          // starts the answer with an empty <think></think> block, so the model answers at once.
          ...(hasThinkingMode(resolvedId) ? { extra_body: { enable_thinking: false } } : {}),
        });
        let reason: 'stop' | 'length' | 'abort' = 'stop';
        let sentFinish = false;
        for await (const chunk of stream) {
          const choice = chunk.choices[0];
          const text = choice?.delta.content;
          if (text) push({ type: 'delta', text });
          if (choice?.finish_reason === 'length') reason = 'length';
          if (choice?.finish_reason === 'abort') reason = 'abort';
          if (chunk.usage && !sentFinish) {
            sentFinish = true;
            push({ type: 'finish', reason, inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens });
          }
        }
        if (!sentFinish) push({ type: 'finish', reason });
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    } catch (error) {
      throw failed(chat, error);
    }
  }

  /** Vectors of the texts, in their order, from the embedding engine. */
  async function embedTexts(modelId: string, texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    if (texts.length === 0) return [];
    const stopped = () => new WebLlmError('download-cancelled', 'The in-browser embedding was stopped.');
    // A turn waits briefly for its query's vector: one that gave up while queued behind an answer costs nothing.
    if (signal?.aborted) throw stopped();
    try {
      const e = await loadCached(await resolve(modelId));
      if (signal?.aborted) throw stopped();
      const reply = await e.embeddings.create({ input: [...texts] });
      return [...reply.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
    } catch (error) {
      throw failed(embedding, error);
    }
  }

  return {
    generate(request: EngineRequest, signal?: AbortSignal): AsyncIterable<EngineChunk> {
      return pushedIterable<EngineChunk>((push) => exclusive(() => answer(request, signal, push)));
    },

    download(modelId, onProgress, signal) {
      return exclusive(async () => {
        const resolvedId = await resolve(modelId);
        await load(resolvedId, onProgress, signal);
        return { resolvedId };
      });
    },

    embed(modelId, texts, signal) {
      return exclusive(() => embedTexts(modelId, texts, signal));
    },

    deleteModel(modelId) {
      return exclusive(async () => {
        const { deleteModelAllInfoInCache } = await lib();
        const gpu = await checkWebGpu();
        const ids = new Set([modelId, modelForGpu(modelId, false)]);
        for (const slot of [chat, embedding]) if (gpu.available && slot.loaded && ids.has(slot.loaded)) reset(slot);
        for (const id of ids) await deleteModelAllInfoInCache(id);
      });
    },

    async isCached(modelId) {
      const { hasModelInCache } = await lib();
      const gpu = await checkWebGpu();
      const resolvedId = gpu.available ? modelForGpu(modelId, gpu.shaderF16) : modelId;
      return hasModelInCache(resolvedId);
    },
  };
}
