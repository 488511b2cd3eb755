import { offlineAnswersFirst, warmOfflineBrain } from '../models';
import type { Settings } from '../settings';
import { createLogger, errorMessage } from '../util';
import { turnUnderWay } from './in-turn';

const log = createLogger('agent-offline');

/**
 * The panel says a person is about to type (the message box got focus, the
 * panel opened): when the offline assistant is the tier that answers, load
 * and warm its script now, off the turn's path, so the first offline turn of
 * this worker's life does not pay for it. A model tier costs nothing here.
 * Never throws; a turn meanwhile waits on the same load, and the warm-up reads
 * nothing while a turn is under way (a request pasted and sent as the box gets
 * focus reads what it needs itself).
 */
export async function warmOffline(settings: () => Promise<Settings>): Promise<void> {
  try {
    if (!(await offlineAnswersFirst(await settings()))) return;
    await warmOfflineBrain(turnUnderWay);
  } catch (error) {
    log.debug('could not warm the offline assistant; its first turn will load it', errorMessage(error));
  }
}
