import { OpenAIEmbeddingModel } from '@ai-sdk/openai/internal';
import type { Embedder } from '../../memory';
import type { Settings } from '../../settings';
import { remoteEmbeddingModelId } from './embedding-model-id';
import { keyGuardedFetch, remoteApiKey, remoteBaseURL, type FetchFunction } from './create-remote-model';

/**
 * The configured server's embeddings endpoint (`POST /embeddings`, as OpenAI,
 * Ollama's `nomic-embed-text` or LM Studio serve it) through the AI SDK's
 * OpenAI embedding model, with
 * the same key guard as the chat model: the key goes only to its own origin.
 * Undefined when no embedding model or no server is set.
 */
export function createRemoteEmbedder(settings: Settings, fetchImpl?: FetchFunction): Embedder | undefined {
  const name = settings.memory.embeddingModel;
  if (!name || !settings.remote.baseURL) return undefined;
  const baseURL = remoteBaseURL(settings);
  const model = new OpenAIEmbeddingModel(name, {
    provider: 'remote.embedding',
    url: ({ path }) => `${baseURL}${path}`,
    headers: () => ({ Authorization: `Bearer ${remoteApiKey(settings, baseURL)}` }),
    fetch: keyGuardedFetch(settings, fetchImpl ?? ((input, init) => globalThis.fetch(input, init))),
  });
  return {
    model: remoteEmbeddingModelId(name),
    async embed(texts, signal) {
      // The model's own call (what embedMany makes): batches stay small here, and the background keeps its size budget.
      const { embeddings } = await model.doEmbed({ values: [...texts], ...(signal ? { abortSignal: signal } : {}) });
      return embeddings;
    },
  };
}
