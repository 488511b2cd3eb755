import type { TodoDatabase } from '../db';
import { previewImport, type ImportPreview } from './apply-import';
import { problemNotice, type DataNotice } from './data-notice';
import { describeImportPreview, describeTodoistPreview } from './describe-preview';
import { detectImportKind } from './detect-import';
import type { ExportFile } from './export-format';
import { countSameTitles } from './import-todoist';
import { LIMITS } from './export-format';
import { readExportFileInSlices, tooLargeMessage } from './read-export-file';
import { parseTodoistCsv, TODOIST_LIMITS, type TodoistSummary, type TodoistTask } from './todoist-csv';

/** A file the person chose: the browser's `File` has these. */
export interface ChosenFile {
  name: string;
  size: number;
  text(): Promise<string>;
  slice(start?: number, end?: number): { text(): Promise<string> };
}

/** A chosen file read and checked, waiting for Merge, Replace or Add. Nothing is written yet. */
export type ImportReady =
  | { kind: 'backup'; file: ExportFile; preview: ImportPreview; lines: string[]; fileName: string }
  | { kind: 'todoist'; tasks: TodoistTask[]; summary: TodoistSummary; lines: string[]; fileName: string };

/** What reading a chosen file gives: its preview, or the sentence that says why it cannot be imported. */
export type ChosenFileResult = ImportReady | { kind: 'refused'; notice: DataNotice };

const refused = (notice: DataNotice): ChosenFileResult => ({ kind: 'refused', notice });

/** A Todo Assistant export: size, then the reader (validation and upgrade), then what a merge or replace would do here. */
export async function previewBackupFile(db: TodoDatabase, chosen: ChosenFile): Promise<ChosenFileResult> {
  if (chosen.size > LIMITS.fileBytes)
    return refused({ kind: 'error', message: tooLargeMessage(chosen.size, LIMITS.fileBytes), next: 'Nothing was changed: choose a file exported by Todo Assistant.' });
  const read = await readExportFileInSlices(await chosen.text());
  if (!read.ok) return refused(problemNotice(read.problem));
  const preview = await previewImport(db, read.file, read.upgradedFrom);
  return { kind: 'backup', file: read.file, preview, lines: describeImportPreview(preview), fileName: chosen.name };
}

/** A Todoist project's CSV: size, then the parser, then how many titles are already in the list. */
export async function previewTodoistFile(db: TodoDatabase, chosen: ChosenFile, options: { now: Date; timeZone: string }): Promise<ChosenFileResult> {
  if (chosen.size > TODOIST_LIMITS.fileChars)
    return refused({ kind: 'error', message: tooLargeMessage(chosen.size, TODOIST_LIMITS.fileChars), next: 'Nothing was imported: choose one Todoist project’s CSV export.' });
  const parsed = parseTodoistCsv(await chosen.text(), options);
  if (!parsed.ok) return refused(problemNotice(parsed.problem));
  if (parsed.tasks.length === 0)
    return refused({
      kind: 'error',
      message: 'The file holds no tasks to import.',
      next: 'Choose a Todoist project’s CSV export (Todoist: project menu → Export as a template → CSV).',
    });
  const sameTitles = await countSameTitles(db, parsed.tasks);
  return { kind: 'todoist', tasks: parsed.tasks, summary: parsed.summary, lines: describeTodoistPreview(parsed.summary, sameTitles), fileName: chosen.name };
}

/** The one Import…: reads what the file is from its first characters, then previews it as a backup or a Todoist project, or says it is neither. */
export async function previewChosenFile(db: TodoDatabase, chosen: ChosenFile, options: { now: Date; timeZone: string }): Promise<ChosenFileResult> {
  const kind = detectImportKind(await chosen.slice(0, 4096).text());
  if (kind.kind === 'export') return previewBackupFile(db, chosen);
  if (kind.kind === 'todoist') return previewTodoistFile(db, chosen, options);
  return refused({ kind: 'error', message: kind.message, next: kind.next });
}
