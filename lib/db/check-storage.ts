import type { TodoDatabase } from './database';
import { storageNoticeText, storageProblemOf, type StorageProblem } from './storage-problem';
import { namedErrorMessage } from '../util';

export type StorageCheck = { ok: true } | { ok: false; problem: StorageProblem; message: string; detail: string };

/**
 * Opens the database the panel reads and writes; when the browser refuses
 * (a Firefox private window, storage disabled, disk full), says why and what
 * to do instead of leaving the panel to fail piece by piece.
 */
export async function checkStorage(db: TodoDatabase, context: { privateWindow?: boolean } = {}): Promise<StorageCheck> {
  try {
    await db.open();
    return { ok: true };
  } catch (error) {
    const problem = storageProblemOf(error, { ...context, opening: true }) ?? 'unavailable';
    const detail = namedErrorMessage(error);
    return { ok: false, problem, message: storageNoticeText(problem), detail };
  }
}
