import { latestUserText } from '../conversations';
import { memoryPromptSection, retrieveMemories } from '../memory';
import { selectEmbedder } from '../models';
import type { Settings } from '../settings';
import { createLogger, errorMessage } from '../util';
import type { AgentDeps } from './types';

const log = createLogger('agent-memory');

/**
 * The memories' section of this turn's system prompt: the conversation's own
 * summary and the best matches for the user's newest message, within the
 * memory budget. Empty when memory is off or nothing matches; a failure
 * never stops the turn (the model answers without memories).
 */
export async function memorySectionForTurn(deps: AgentDeps, settings: Settings, conversationId: string, signal?: AbortSignal): Promise<string> {
  if (!settings.memory.enabled) return '';
  try {
    const query = await latestUserText(deps.db, conversationId);
    const embedder = await (deps.embedder ?? selectEmbedder)(settings);
    const retrieved = await retrieveMemories(deps.db, { query, conversationId, ...(embedder ? { embedder } : {}), ...(signal ? { signal } : {}) });
    return memoryPromptSection(retrieved, settings.memory.promptTokens);
  } catch (error) {
    log.warn('could not read memories for this turn', errorMessage(error));
    return '';
  }
}
