import { loadSettings, saveSettings } from '../settings';
import { exportableSettings, importedSettings } from './export-settings';
import type { ExportFile } from './export-format';
import type { ImportMode } from './apply-import';

/**
 * A Replace takes the file's preferences: the ones here are read first and
 * kept in the import's undo record, so Undo import can put them back.
 * Undefined when this import takes no preferences (a merge, or a file without any).
 */
export async function settingsBeforeImport(mode: ImportMode, file: ExportFile): Promise<Record<string, unknown> | undefined> {
  return mode === 'replace' && file.settings ? exportableSettings(await loadSettings()) : undefined;
}

/** Saves preferences from a file (or those an undo puts back), keeping where data goes as this browser has it (see importedSettings). */
export async function adoptSettings(fromFile: Record<string, unknown>): Promise<void> {
  await saveSettings(importedSettings(fromFile, await loadSettings()));
}
