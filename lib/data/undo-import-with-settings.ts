import type { TodoDatabase } from '../db';
import { adoptSettings } from './replace-settings';
import { undoImport } from './undo-import';

/**
 * "Undo import", from Activity or from the import's own message: takes the
 * import back and puts back the preferences a Replace took from its file
 * (never the provider, server or key, which it never changed).
 */
export async function undoImportWithSettings(db: TodoDatabase, auditId: number): Promise<{ ok: boolean; message: string }> {
  const outcome = await undoImport(db, auditId);
  if (!outcome.ok) return outcome;
  if (outcome.settingsBefore) await adoptSettings(outcome.settingsBefore);
  return { ok: true, message: outcome.message };
}
