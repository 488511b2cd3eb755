import type { Embedder } from '../memory';
import type { Settings } from '../settings';
import { createRemoteEmbedder } from './remote';

/**
 * The embedding model for these settings, in tiers like the chat models: the
 * remote server's embedding model when one is set; otherwise none (lexical
 * search still works). Never throws: an unusable setting means no embeddings.
 */
export function selectEmbedder(settings: Settings): Embedder | undefined {
  if (!settings.memory.enabled) return undefined;
  try {
    return createRemoteEmbedder(settings);
  } catch {
    return undefined;
  }
}
