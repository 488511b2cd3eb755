import type { Settings } from '../settings';
import { remoteEmbeddingModelId } from './remote/embedding-model-id';
import { WEBLLM_EMBEDDING_MODEL } from './webllm/model-catalog';
import { webLlmEmbeddingModelId } from './webllm/webllm-embedding-id';

/** Which embedding model memory search uses: the tier, and the id stored with each vector. */
export interface EmbeddingChoice {
  tier: 'remote' | 'webllm';
  /** Stored with each vector ("remote:nomic-embed-text", "webllm:snowflake-…"): vectors of two ids are never compared. */
  id: string;
  /** The model's name, for the user. */
  label: string;
}

/**
 * The embedding tiers, like the chat models': the remote server's embedding
 * model when one is set (with a server); otherwise WebLLM's embedding model
 * when it is switched on and downloaded; otherwise none (search by words
 * only). Pure, so the panel shows the same choice the background makes.
 */
export function chooseEmbedding(settings: Settings, webLlmEmbeddingsDownloaded: boolean): EmbeddingChoice | undefined {
  if (!settings.memory.enabled) return undefined;
  const name = settings.memory.embeddingModel;
  if (name && settings.remote.baseURL) return { tier: 'remote', id: remoteEmbeddingModelId(name), label: name };
  if (settings.memory.webllmEmbeddings && webLlmEmbeddingsDownloaded) {
    return { tier: 'webllm', id: webLlmEmbeddingModelId(WEBLLM_EMBEDDING_MODEL.id), label: `${WEBLLM_EMBEDDING_MODEL.label} (in the browser)` };
  }
  return undefined;
}
