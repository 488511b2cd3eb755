import Papa from 'papaparse';
import type { Todo } from '../db';

/** The columns of the tasks CSV, in order. */
export const TASK_CSV_COLUMNS = ['id', 'title', 'description', 'status', 'priority', 'dueAt', 'tags', 'createdAt', 'updatedAt', 'completedAt'] as const;

/**
 * A cell as a spreadsheet will read it safely: text that starts with = + - @
 * (or a tab or carriage return) would run as a formula in Excel or Sheets,
 * so it gets a leading apostrophe (OWASP's advice against CSV injection).
 */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Tasks as CSV (RFC 4180, quoted where needed by papaparse), one row per task; tags joined by spaces. */
export function tasksCsv(tasks: readonly Todo[]): string {
  // Every cell goes through safeCell: a tag, or any field a hand-edited import let through, can start with "=".
  const rows = tasks.map((task) =>
    [
      String(task.id),
      task.title,
      task.description ?? '',
      task.status,
      String(task.priority),
      task.dueAt ?? '',
      task.tags.join(' '),
      task.createdAt,
      task.updatedAt,
      task.completedAt ?? '',
    ].map(safeCell),
  );
  return Papa.unparse({ fields: [...TASK_CSV_COLUMNS], data: rows }, { newline: '\r\n' });
}
