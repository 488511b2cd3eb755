import type { TodoDatabase } from '../db';
import { warmMemoryIndexes } from '../memory';
import { selectEmbedder } from '../models';
import { loadSettings } from '../settings';
import { createLogger, errorMessage } from '../util';

const log = createLogger('agent-memory');

/**
 * Starts building the memory indexes when the worker starts, so a turn soon
 * after finds them ready instead of building them itself (seconds at 10,000
 * memories). A turn that comes first waits only briefly (see
 * retrieveMemories). Never throws.
 */
export async function warmMemory(db: TodoDatabase): Promise<void> {
  try {
    const settings = await loadSettings();
    if (!settings.memory.enabled) return;
    const started = performance.now();
    await warmMemoryIndexes(db, (await selectEmbedder(settings))?.model);
    log.debug(`memory indexes ready in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    log.warn('could not prepare the memory indexes; turns will build them', errorMessage(error));
  }
}
