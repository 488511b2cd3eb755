import type { TodoDatabase } from '../db';
import { applyImport, type ImportMode } from './apply-import';
import { applyingBackup, backupImportedNotice, type DataNotice } from './data-notice';
import type { ExportFile } from './export-format';
import { describeImportProgress } from './import-progress';
import { adoptSettings, settingsBeforeImport } from './replace-settings';

export interface ApplyBackupOptions {
  now: Date;
  /** The progress line ("Merging… 1,000 of 5,000 tasks"), told after each chunk of the one transaction. */
  onProgress?: (line: string) => void;
  /** Called once the rows are written, before preferences are saved: the caller tells the rest of the extension. */
  afterWrite?: () => void;
}

/**
 * The person chose Merge or Replace on a previewed backup: writes it (one
 * transaction, with the preferences a Replace overwrites kept for Undo import),
 * then, for a Replace, takes the file's preferences, and says what happened.
 */
export async function applyBackup(db: TodoDatabase, file: ExportFile, mode: ImportMode, options: ApplyBackupOptions): Promise<DataNotice> {
  const { now, onProgress, afterWrite } = options;
  const settingsBefore = await settingsBeforeImport(mode, file);
  const result = await applyImport(db, file, mode, now, {
    ...(settingsBefore ? { settingsBefore } : {}),
    ...(onProgress ? { onProgress: (progress) => onProgress(`${applyingBackup(mode)} ${describeImportProgress(progress)}`) } : {}),
  });
  afterWrite?.();
  const tookSettings = mode === 'replace' && file.settings !== undefined;
  if (tookSettings && file.settings) await adoptSettings(file.settings);
  return backupImportedNotice(result, mode, tookSettings);
}
