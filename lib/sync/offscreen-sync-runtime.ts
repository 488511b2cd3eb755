import { db } from '../db';
import { onTasksChanged } from '../tools';
import type { SyncHost } from './sync-host';
import { createSyncRuntime } from './sync-runtime';

/**
 * The engine as Chrome's offscreen document starts it, in one module that
 * the document import()s: `onChanged` is told when a sync changed tasks (the
 * document asks the background to re-plan reminders and the badge).
 * One module, not import()s of the lib/db and lib/tools barrels: an
 * import()ed barrel keeps every export, and its chunk would be shared with
 * the panel's first scripts (+21 kB gzipped there).
 */
export function startSyncRuntime(onChanged: () => void): SyncHost {
  onTasksChanged(onChanged);
  return createSyncRuntime(db);
}
