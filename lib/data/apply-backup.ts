import type { TodoDatabase } from '../db';
import { applyImport, type ImportMode, type ImportProgress } from './apply-import';
import { applyingBackup, backupImportedNotice, type DataNotice } from './data-notice';
import type { ExportFile } from './export-format';
import { describeImportProgress } from './import-progress';
import { adoptSettings, settingsBeforeImport } from './replace-settings';

const isDone = (progress: ImportProgress) =>
  (Object.keys(progress.total) as Array<keyof ImportProgress['total']>).every((table) => progress.written[table] >= progress.total[table]);

export interface ApplyBackupOptions {
  now: Date;
  /** The progress line ("Replacing… messages: 40,000 of 98,461 (60,300 of 210,300 rows in all)"), told after chunks of the one transaction, at most every PROGRESS_EVERY_MS. */
  onProgress?: (line: string) => void;
  /** Called once the rows are written, before preferences are saved: the caller tells the rest of the extension. */
  afterWrite?: () => void;
  /** Milliseconds for spacing the progress lines (performance.now by default; tests pass their own). */
  clock?: () => number;
}

/** At most four progress lines a second: a screen reader's status and the panel's rendering keep up. */
export const PROGRESS_EVERY_MS = 250;

/** The lines of `say` spaced at least PROGRESS_EVERY_MS apart, except the first and the one that ends the writing. */
function spaced(say: (line: string) => void, clock: () => number): (line: string, last: boolean) => void {
  let shownAt: number | undefined;
  return (line, last) => {
    const now = clock();
    if (!last && shownAt !== undefined && now - shownAt < PROGRESS_EVERY_MS) return;
    shownAt = now;
    say(line);
  };
}

/**
 * The person chose Merge or Replace on a previewed backup: writes it (one
 * transaction, with the preferences a Replace overwrites kept for Undo import),
 * then, for a Replace, takes the file's preferences, and says what happened.
 */
export async function applyBackup(db: TodoDatabase, file: ExportFile, mode: ImportMode, options: ApplyBackupOptions): Promise<DataNotice> {
  const { now, onProgress, afterWrite, clock = () => performance.now() } = options;
  const settingsBefore = await settingsBeforeImport(mode, file);
  const show = onProgress ? spaced(onProgress, clock) : undefined;
  const result = await applyImport(db, file, mode, now, {
    ...(settingsBefore ? { settingsBefore } : {}),
    ...(show ? { onProgress: (progress) => show(`${applyingBackup(mode)} ${describeImportProgress(progress)}`, isDone(progress)) } : {}),
  });
  afterWrite?.();
  const tookSettings = mode === 'replace' && file.settings !== undefined;
  if (tookSettings && file.settings) await adoptSettings(file.settings);
  return backupImportedNotice(result, mode, tookSettings);
}
