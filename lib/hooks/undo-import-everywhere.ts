import type { TodoDatabase } from '../db';
import { loadSettings, saveSettings } from '../settings';
import { notifyTasksChanged } from '../tools';

/**
 * "Undo import", from Activity or from the import's own message: takes the
 * import back (lib/data), puts back the preferences a Replace took from its
 * file (never the provider, server or key, which it never changed), and tells
 * the background that tasks changed (reminders, badge).
 */
export async function undoImportEverywhere(db: TodoDatabase, auditId: number): Promise<{ ok: boolean; message: string }> {
  const { importedSettings, undoImport } = await import('../data');
  const outcome = await undoImport(db, auditId);
  if (!outcome.ok) return outcome;
  if (outcome.settingsBefore) await saveSettings(importedSettings(outcome.settingsBefore, await loadSettings()));
  notifyTasksChanged();
  return { ok: true, message: outcome.message };
}
