import type { z } from 'zod';
import { isRecord } from '../util';

/** Why a file was refused: one sentence that names the row and field, the next step, and details on request. */
export interface ImportProblem {
  message: string;
  next: string;
  details?: string;
}

const SINGULAR: Record<string, string> = {
  tasks: 'task',
  conversations: 'conversation',
  messages: 'message',
  audit: 'audit entry',
  approvals: 'approval',
  memories: 'memory',
};

export const NOTHING_CHANGED = 'Nothing was changed: fix that row in the file, or export it again from Todo Assistant, and import it again.';

/**
 * "Row 5 of tasks (task #12), field "title"" for `['tasks', 4, 'title']`;
 * "the field "version"" for a top-level field. Rows count from 1.
 */
export function describePath(path: ReadonlyArray<PropertyKey>, rowId?: unknown): string {
  const [table, row, ...field] = path;
  if (typeof table !== 'string') return 'the file';
  if (typeof row !== 'number') return `the field "${[table, ...(row === undefined ? [] : [String(row)])].join('.')}"`;
  const name = SINGULAR[table] ?? table;
  const id = typeof rowId === 'number' || typeof rowId === 'string' ? ` (${name} ${typeof rowId === 'number' ? '#' : ''}${rowId})` : '';
  const where = `row ${row + 1} of ${table}${id}`;
  return field.length > 0 ? `${where}, field "${field.map(String).join('.')}"` : where;
}

const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text);

/** The id of the row a path points into, to name it in the sentence. */
export function rowIdAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  const [table, row] = path;
  if (typeof table !== 'string' || typeof row !== 'number' || typeof input !== 'object' || input === null) return undefined;
  const list = (input as Record<string, unknown>)[table];
  const item = Array.isArray(list) ? list[row] : undefined;
  return isRecord(item) ? item.id : undefined;
}

/** The first schema problem as one sentence: "Row 5 of tasks (task #12), field "title": the title must be at most 200 characters." */
export function problemFromZod(error: z.ZodError, input: unknown): ImportProblem {
  const issue = error.issues[0];
  const path = issue?.path ?? [];
  const reason = issue ? lowerFirst(issue.message) : 'is not valid';
  const where = describePath(path, rowIdAt(input, path));
  const message = `${upperFirst(where)} ${/^(must|cannot|is|has|uses)\b/.test(reason) ? reason : `is not valid: ${reason}`}.`;
  const details = error.issues
    .slice(0, 20)
    .map((item) => `${item.path.map(String).join('.') || '(file)'}: ${item.message}`)
    .join('\n');
  return { message, next: NOTHING_CHANGED, details };
}
