import type { TodoDatabase } from '../db';
import { notifyTasksChanged } from '../tools';

/**
 * "Undo import", from Activity or from the import's own message: takes the
 * import back with the preferences a Replace took (lib/data), and tells the
 * background that tasks changed (reminders, badge).
 */
export async function undoImportEverywhere(db: TodoDatabase, auditId: number): Promise<{ ok: boolean; message: string }> {
  const { undoImportWithSettings } = await import('../data');
  const outcome = await undoImportWithSettings(db, auditId);
  if (outcome.ok) notifyTasksChanged();
  return outcome;
}
