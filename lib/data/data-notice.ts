import { storageReasonOf } from '../db';
import { errorMessage } from '../util';
import { describeCounts } from './count-rows';
import type { DeletedHistory } from './delete-history';
import type { ImportProblem } from './import-problem';

/**
 * What the data section says: one sentence, a next step, details on request.
 * This file holds every sentence of export, import, undo and clearing, so the
 * hook that shows them holds none. It loads with the panel (the failure sentence
 * is needed when the import code itself fails to load), so it stays small.
 */
export interface DataNotice {
  kind: 'success' | 'error';
  message: string;
  next?: string;
  details?: string;
  /** The import just made, which "Undo import" beside this message takes back. */
  undoAuditId?: number;
}

/** What the section says while a backup is written: "Replacing…" or "Merging…". */
export const applyingBackup = (mode: 'merge' | 'replace'): string => (mode === 'replace' ? 'Replacing…' : 'Merging…');

/** A step that threw: a full disk (or storage otherwise refused) is named in the sentence itself, with what to do. */
export function failedNotice(message: string, error: unknown): DataNotice {
  const storage = storageReasonOf(error);
  if (storage) return { kind: 'error', message: `${message.replace(/\.$/, '')}: ${storage.reason}.`, next: `${storage.fix}, then try again.`, details: errorMessage(error) };
  return { kind: 'error', message, next: 'Nothing was changed. Try again; if it keeps failing, the details say why.', details: errorMessage(error) };
}

/** A file the readers refused. */
export const problemNotice = (problem: ImportProblem): DataNotice => ({ kind: 'error', ...problem });

export const backupExportedNotice = (counts: { tasks: number; conversations: number; messages: number; audit: number; memories: number }): DataNotice => ({
  kind: 'success',
  message: `Exported ${describeCounts(counts)}.`,
  next: 'Keep the file somewhere safe; the API key is not in it.',
});

export const tasksExportedNotice = (tasks: number): DataNotice => ({
  kind: 'success',
  message: `Exported ${describeCounts({ tasks })} as CSV.`,
  next: 'Open it in a spreadsheet, or import it elsewhere.',
});

/** A merge or a replace that wrote: `message` is the import's own sentence (also the audit log's). */
export function backupImportedNotice(imported: { message: string; undoAuditId?: number }, mode: 'merge' | 'replace', tookSettings: boolean): DataNotice {
  const next = tookSettings
    ? 'Preferences came from the file too; your model server, API key and provider stayed as they were.'
    : mode === 'replace'
      ? 'Your earlier data was replaced; the Activity log records the import.'
      : 'The Activity log records the import.';
  return { kind: 'success', message: `${imported.message}.`, next, ...(imported.undoAuditId !== undefined ? { undoAuditId: imported.undoAuditId } : {}) };
}

export const todoistImportedNotice = (tasks: number, auditId: number): DataNotice => ({
  kind: 'success',
  message: `Imported ${describeCounts({ tasks })} from Todoist.`,
  next: 'Find them in the Tasks tab.',
  undoAuditId: auditId,
});

export const historyClearedNotice = (deleted: DeletedHistory): DataNotice => ({
  kind: 'success',
  message: `Deleted ${describeCounts({ conversations: deleted.conversations, messages: deleted.messages })}.`,
  next: 'Your tasks stay; the Activity log records that history was cleared.',
});

export const importUndoneNotice = (outcome: { ok: boolean; message: string }): DataNotice =>
  outcome.ok
    ? { kind: 'success', message: outcome.message, next: 'The Activity log records the undo.' }
    : { kind: 'error', message: outcome.message, next: 'Activity lists the import and what happened to it.' };
