import type { Embedder } from '../../memory';
import type { WebLlmHost } from './host/webllm-host';
import { WEBLLM_EMBEDDING_MODEL } from './model-catalog';
import { webLlmEmbeddingModelId } from './webllm-embedding-id';

/** Texts per request to the engine host (its protocol takes at most 256). */
const TEXTS_PER_REQUEST = 64;

/**
 * WebLLM's embedding model as an Embedder, through the same engine host as
 * the chat model (the offscreen document in Chrome, the event page in
 * Firefox). It never downloads: a model that is not downloaded fails with a
 * WebLlmError, and memory search falls back to words.
 */
export function createWebLlmEmbedder(host: () => WebLlmHost, modelId: string = WEBLLM_EMBEDDING_MODEL.id): Embedder {
  return {
    model: webLlmEmbeddingModelId(modelId),
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += TEXTS_PER_REQUEST) {
        vectors.push(...(await host().embed(modelId, texts.slice(start, start + TEXTS_PER_REQUEST), signal)));
      }
      return vectors;
    },
  };
}
