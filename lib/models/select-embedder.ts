import type { Embedder } from '../memory';
import type { Settings } from '../settings';
import { chooseEmbedding } from './embedding-choice';
import { createRemoteEmbedder } from './remote';
import { createWebLlmEmbeddingModel, webLlmEmbeddingsDownloaded, type ReadinessDeps } from './webllm';

export interface SelectEmbedderDeps extends ReadinessDeps {
  /** WebLLM's embedding model (default: on the engine host). Tests inject a fake. */
  webLlmEmbedder?: () => Embedder;
}

async function downloaded(settings: Settings, deps: SelectEmbedderDeps): Promise<boolean> {
  // Asked only when the WebLLM tier could be the one: the cheap settings check first.
  if (!settings.memory.enabled || !settings.memory.webllmEmbeddings) return false;
  try {
    return await webLlmEmbeddingsDownloaded(deps);
  } catch {
    return false;
  }
}

/**
 * The embedding model for these settings, in tiers like the chat models: the
 * remote server's embedding model when one is set; otherwise WebLLM's
 * embedding model when switched on and downloaded; otherwise none (lexical
 * search still works). Never throws: an unusable setting means no embeddings.
 */
export async function selectEmbedder(settings: Settings, deps: SelectEmbedderDeps = {}): Promise<Embedder | undefined> {
  const choice = chooseEmbedding(settings, await downloaded(settings, deps));
  try {
    if (choice?.tier === 'remote') return createRemoteEmbedder(settings);
    if (choice?.tier === 'webllm') return (deps.webLlmEmbedder ?? createWebLlmEmbeddingModel)();
  } catch {
    // An unusable remote setting (a bad URL): no embeddings, words still find memories.
  }
  return undefined;
}
