import { useCallback, useState } from 'react';
import type { ExportFile, ImportMode, ImportPreview, ImportProblem, TodoistSummary, TodoistTask } from '../data';
import { db, storageReasonOf } from '../db';
import { loadSettings, saveSettings } from '../settings';
import { notifyTasksChanged } from '../tools';
import { defaultTimeZone } from '../time/zoned-time';
import { createLogger, errorMessage, whenIdle } from '../util';
import { downloadFile } from './download-file';
import { undoImportEverywhere } from './undo-import-everywhere';

const log = createLogger('data');

/** The export and import code (papaparse, the schemas) loads when first used, not with the panel. */
const loadData = () => import('../data');

/** What the data section says: one sentence, a next step, details on request. */
export interface DataNotice {
  kind: 'success' | 'error';
  message: string;
  next?: string;
  details?: string;
  /** The import just made, which "Undo import" beside this message takes back. */
  undoAuditId?: number;
}

export type DataStep =
  | { kind: 'idle' }
  | { kind: 'busy'; what: string }
  | { kind: 'backup'; file: ExportFile; preview: ImportPreview; lines: string[]; fileName: string }
  | { kind: 'todoist'; tasks: TodoistTask[]; summary: TodoistSummary; lines: string[]; fileName: string };

const failed = (message: string, error: unknown): DataNotice => {
  // A full disk (or storage otherwise refused) is named in the sentence itself, with what to do.
  const storage = storageReasonOf(error);
  if (storage) return { kind: 'error', message: `${message.replace(/\.$/, '')}: ${storage.reason}.`, next: `${storage.fix}, then try again.`, details: errorMessage(error) };
  return { kind: 'error', message, next: 'Nothing was changed. Try again; if it keeps failing, the details say why.', details: errorMessage(error) };
};

const problemNotice = (problem: ImportProblem): DataNotice => ({ kind: 'error', ...problem });

/**
 * Export, import (a backup or a Todoist project) and clearing history, for
 * the Settings view. A chosen file is read and validated, then previewed;
 * nothing is written until the person picks Merge, Replace (confirmed) or Add.
 */
export function useDataTransfer() {
  const [step, setStep] = useState<DataStep>({ kind: 'idle' });
  const [notice, setNotice] = useState<DataNotice>();

  const run = useCallback(async (what: string, work: () => Promise<DataNotice | undefined>, onError: string) => {
    setStep({ kind: 'busy', what });
    setNotice(undefined);
    try {
      const result = await work();
      if (result) setNotice(result);
      setStep((current) => (current.kind === 'busy' ? { kind: 'idle' } : current));
    } catch (error) {
      log.warn(onError, error);
      setNotice(failed(onError, error));
      setStep({ kind: 'idle' });
    }
  }, []);

  const exportAll = useCallback(
    () =>
      run(
        'Exporting…',
        async () => {
          const { buildExport, describeCounts, exportFileName, exportText } = await loadData();
          const now = new Date();
          const file = await buildExport(db, await loadSettings(), now);
          downloadFile(exportFileName(now, 'json'), exportText(file), 'application/json');
          return {
            kind: 'success',
            message: `Exported ${describeCounts({ tasks: file.tasks.length, conversations: file.conversations.length, messages: file.messages.length, audit: file.audit.length, memories: file.memories.length })}.`,
            next: 'Keep the file somewhere safe; the API key is not in it.',
          };
        },
        'The export could not be made.',
      ),
    [run],
  );

  const exportTasksCsv = useCallback(
    () =>
      run(
        'Exporting tasks…',
        async () => {
          const { describeCounts, exportFileName, tasksCsv } = await loadData();
          const now = new Date();
          const tasks = await db.todos.toArray();
          downloadFile(exportFileName(now, 'csv', 'tasks'), tasksCsv(tasks), 'text/csv');
          return { kind: 'success', message: `Exported ${describeCounts({ tasks: tasks.length })} as CSV.`, next: 'Open it in a spreadsheet, or import it elsewhere.' };
        },
        'The tasks could not be exported.',
      ),
    [run],
  );

  const chooseBackup = useCallback(
    (chosen: File) =>
      run(
        'Reading the file…',
        async () => {
          const { describeImportPreview, LIMITS, previewImport, readExportFile, tooLargeMessage } = await loadData();
          if (chosen.size > LIMITS.fileBytes)
            return { kind: 'error', message: tooLargeMessage(chosen.size, LIMITS.fileBytes), next: 'Nothing was changed: choose a file exported by Todo Assistant.' };
          const read = readExportFile(await chosen.text());
          if (!read.ok) return problemNotice(read.problem);
          const preview = await previewImport(db, read.file, read.upgradedFrom);
          setStep({ kind: 'backup', file: read.file, preview, lines: describeImportPreview(preview), fileName: chosen.name });
          return undefined;
        },
        'The file could not be read.',
      ),
    [run],
  );

  const importBackup = useCallback(
    (mode: ImportMode) => {
      if (step.kind !== 'backup') return Promise.resolve();
      const { file } = step;
      return run(
        mode === 'replace' ? 'Replacing…' : 'Merging…',
        async () => {
          const { applyImport, describeImportProgress, exportableSettings, importedSettings } = await loadData();
          const doing = mode === 'replace' ? 'Replacing…' : 'Merging…';
          // A Replace takes the file's preferences: the ones here are kept so Undo import can put them back.
          const settingsBefore = mode === 'replace' && file.settings ? exportableSettings(await loadSettings()) : undefined;
          const result = await applyImport(db, file, mode, new Date(), {
            ...(settingsBefore ? { settingsBefore } : {}),
            // The progress line (rows per table) while the one transaction writes, chunk by chunk.
            onProgress: (progress) => setStep({ kind: 'busy', what: `${doing} ${describeImportProgress(progress)}` }),
          });
          // Imported tasks get their reminders and count in the badge soon, not at the next sync, but once
          // the panel is idle: the planning reads the new tasks and must not compete with the first click or turn.
          whenIdle(notifyTasksChanged);
          let next = mode === 'replace' ? 'Your earlier data was replaced; the Activity log records the import.' : 'The Activity log records the import.';
          if (mode === 'replace' && file.settings) {
            await saveSettings(importedSettings(file.settings, await loadSettings()));
            next = 'Preferences came from the file too; your model server, API key and provider stayed as they were.';
          }
          return { kind: 'success', message: `${result.message}.`, next, ...(result.undoAuditId !== undefined ? { undoAuditId: result.undoAuditId } : {}) };
        },
        'The import failed, and nothing was changed.',
      );
    },
    [run, step],
  );

  const chooseTodoist = useCallback(
    (chosen: File) =>
      run(
        'Reading the file…',
        async () => {
          const { countSameTitles, describeTodoistPreview, parseTodoistCsv, TODOIST_LIMITS, tooLargeMessage } = await loadData();
          if (chosen.size > TODOIST_LIMITS.fileChars)
            return { kind: 'error', message: tooLargeMessage(chosen.size, TODOIST_LIMITS.fileChars), next: 'Nothing was imported: choose one Todoist project’s CSV export.' };
          const parsed = parseTodoistCsv(await chosen.text(), { now: new Date(), timeZone: defaultTimeZone() });
          if (!parsed.ok) return problemNotice(parsed.problem);
          if (parsed.tasks.length === 0)
            return {
              kind: 'error',
              message: 'The file holds no tasks to import.',
              next: 'Choose a Todoist project’s CSV export (Todoist: project menu → Export as a template → CSV).',
            };
          const sameTitles = await countSameTitles(db, parsed.tasks);
          setStep({ kind: 'todoist', tasks: parsed.tasks, summary: parsed.summary, lines: describeTodoistPreview(parsed.summary, sameTitles), fileName: chosen.name });
          return undefined;
        },
        'The file could not be read.',
      ),
    [run],
  );

  const importTodoist = useCallback(() => {
    if (step.kind !== 'todoist') return Promise.resolve();
    const { tasks } = step;
    return run(
      'Importing…',
      async () => {
        const { describeCounts, importTodoistTasks } = await loadData();
        const { auditId } = await importTodoistTasks(db, tasks);
        notifyTasksChanged();
        return { kind: 'success', message: `Imported ${describeCounts({ tasks: tasks.length })} from Todoist.`, next: 'Find them in the Tasks tab.', undoAuditId: auditId };
      },
      'The Todoist import failed, and nothing was changed.',
    );
  }, [run, step]);

  const clearAllHistory = useCallback(
    () =>
      run(
        'Clearing…',
        async () => {
          const { clearHistory, describeCounts } = await loadData();
          const deleted = await clearHistory(db);
          return {
            kind: 'success',
            message: `Deleted ${describeCounts({ conversations: deleted.conversations, messages: deleted.messages })}.`,
            next: 'Your tasks stay; the Activity log records that history was cleared.',
          };
        },
        'The history could not be cleared.',
      ),
    [run],
  );

  /** The one Import…: reads what the file is, then previews it as a backup or a Todoist project, or says it is neither. */
  const chooseFile = useCallback(
    async (chosen: File) => {
      const { detectImportKind } = await loadData();
      const kind = detectImportKind(await chosen.slice(0, 4096).text());
      if (kind.kind === 'export') return chooseBackup(chosen);
      if (kind.kind === 'todoist') return chooseTodoist(chosen);
      setStep({ kind: 'idle' });
      setNotice({ kind: 'error', message: kind.message, next: kind.next });
      return undefined;
    },
    [chooseBackup, chooseTodoist],
  );

  const cancel = useCallback(() => setStep({ kind: 'idle' }), []);

  /** "Undo import" in the import's success message. */
  const undoLastImport = useCallback(
    (auditId: number) =>
      run(
        'Undoing the import…',
        async () => {
          const outcome = await undoImportEverywhere(db, auditId);
          return outcome.ok
            ? { kind: 'success', message: outcome.message, next: 'The Activity log records the undo.' }
            : { kind: 'error', message: outcome.message, next: 'Activity lists the import and what happened to it.' };
        },
        'The import could not be undone, and nothing was changed.',
      ),
    [run],
  );

  return { step, notice, exportAll, exportTasksCsv, chooseFile, chooseBackup, importBackup, chooseTodoist, importTodoist, clearAllHistory, cancel, undoLastImport };
}
