import { useCallback, useState } from 'react';
import type { FileToSave, ImportMode, ImportReady } from '../data';
import { applyingBackup, failedNotice, importUndoneNotice, type DataNotice } from '../data/data-notice';
import { db } from '../db';
import { notifyTasksChanged } from '../tools';
import { defaultTimeZone } from '../time/zoned-time';
import { createLogger, whenIdle } from '../util';
import { downloadFile } from './download-file';
import { undoImportEverywhere } from './undo-import-everywhere';

export type { DataNotice };

const log = createLogger('data');

/** The export and import code (papaparse, the schemas) loads when first used, not with the panel. */
const loadData = () => import('../data');

export type DataStep = { kind: 'idle' } | { kind: 'busy'; what: string } | ImportReady;

const save = ({ fileName, text, type, notice }: FileToSave): DataNotice => {
  downloadFile(fileName, text, type);
  return notice;
};

/**
 * Export, import (a backup or a Todoist project) and clearing history, for
 * the Settings view: the step and the notice on show. The workflow and its
 * sentences are lib/data's; a chosen file is previewed there, and nothing is
 * written until the person picks Merge, Replace (confirmed) or Add.
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
      setNotice(failedNotice(onError, error));
      setStep({ kind: 'idle' });
    }
  }, []);

  const exportAll = useCallback(() => run('Exporting…', async () => save(await (await loadData()).backupToSave(db, new Date())), 'The export could not be made.'), [run]);

  const exportTasksCsv = useCallback(
    () => run('Exporting tasks…', async () => save(await (await loadData()).tasksCsvToSave(db, new Date())), 'The tasks could not be exported.'),
    [run],
  );

  /** The one Import…: a backup or a Todoist project is previewed; anything else is refused in words. */
  const chooseFile = useCallback(
    (chosen: File) =>
      run(
        'Reading the file…',
        async () => {
          const { previewChosenFile } = await loadData();
          const read = await previewChosenFile(db, chosen, { now: new Date(), timeZone: defaultTimeZone() });
          if (read.kind === 'refused') return read.notice;
          setStep(read);
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
        applyingBackup(mode),
        async () =>
          (await loadData()).applyBackup(db, file, mode, {
            now: new Date(),
            onProgress: (what) => setStep({ kind: 'busy', what }),
            // Imported tasks get their reminders and count in the badge soon, not at the next sync, but once
            // the panel is idle: the planning reads the new tasks and must not compete with the first click or turn.
            afterWrite: () => whenIdle(notifyTasksChanged),
          }),
        'The import failed, and nothing was changed.',
      );
    },
    [run, step],
  );

  const importTodoist = useCallback(() => {
    if (step.kind !== 'todoist') return Promise.resolve();
    const { tasks } = step;
    return run(
      'Importing…',
      async () => {
        const { importTodoistTasks, todoistImportedNotice } = await loadData();
        const { auditId } = await importTodoistTasks(db, tasks);
        notifyTasksChanged();
        return todoistImportedNotice(tasks.length, auditId);
      },
      'The Todoist import failed, and nothing was changed.',
    );
  }, [run, step]);

  const clearAllHistory = useCallback(
    () =>
      run(
        'Clearing…',
        async () => {
          const { clearHistory, historyClearedNotice } = await loadData();
          return historyClearedNotice(await clearHistory(db));
        },
        'The history could not be cleared.',
      ),
    [run],
  );

  const cancel = useCallback(() => setStep({ kind: 'idle' }), []);

  /** "Undo import" in the import's success message. */
  const undoLastImport = useCallback(
    (auditId: number) =>
      run('Undoing the import…', async () => importUndoneNotice(await undoImportEverywhere(db, auditId)), 'The import could not be undone, and nothing was changed.'),
    [run],
  );

  return { step, notice, exportAll, exportTasksCsv, chooseFile, importBackup, importTodoist, clearAllHistory, cancel, undoLastImport };
}
