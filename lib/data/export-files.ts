import type { TodoDatabase } from '../db';
import { loadSettings } from '../settings';
import { buildExport, exportFileName, exportText } from './build-export';
import { backupExportedNotice, tasksExportedNotice, type DataNotice } from './data-notice';
import { tasksCsv } from './tasks-csv';

/** A file ready for the browser to save, and what the section says once it is handed over. */
export interface FileToSave {
  fileName: string;
  text: string;
  type: string;
  notice: DataNotice;
}

/** Everything (tasks, conversations, Activity, memories, preferences without the API key) as one JSON file. */
export async function backupToSave(db: TodoDatabase, now: Date): Promise<FileToSave> {
  const file = await buildExport(db, await loadSettings(), now);
  const counts = { tasks: file.tasks.length, conversations: file.conversations.length, messages: file.messages.length, audit: file.audit.length, memories: file.memories.length };
  return { fileName: exportFileName(now, 'json'), text: exportText(file), type: 'application/json', notice: backupExportedNotice(counts) };
}

/** The tasks alone, as CSV for a spreadsheet or another app. */
export async function tasksCsvToSave(db: TodoDatabase, now: Date): Promise<FileToSave> {
  const tasks = await db.todos.toArray();
  return { fileName: exportFileName(now, 'csv', 'tasks'), text: tasksCsv(tasks), type: 'text/csv', notice: tasksExportedNotice(tasks.length) };
}
