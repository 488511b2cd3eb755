import { z } from 'zod';
import { isRecord } from '../util';
import { exportSchema, LIMITS, TABLES, type ExportFile } from './export-format';
import { findHostileValue, FORBIDDEN_KEYS, type HostileValue } from './hostile-keys';

/**
 * The two checks of a whole export that walk every row, as generators that
 * yield between slices of rows, so a caller can let the panel paint and
 * answer clicks in between (readExportFileInSlices). Each gives exactly what
 * its one-go counterpart gives (findHostileValue, exportSchema.safeParse):
 * the same first problem, the same issues in the same order, the same rows.
 */

/** Rows checked between two yields: a few milliseconds of work each. */
export const ROWS_PER_SLICE = 500;

/** findHostileValue(parsed), row by row for the top-level lists. */
export function* findHostileValueInSlices(parsed: Record<string, unknown>): Generator<void, HostileValue | undefined> {
  for (const key of Object.keys(parsed)) {
    if (FORBIDDEN_KEYS.has(key)) return { path: [key], reason: `uses the forbidden key "${key}"` };
    const value = parsed[key];
    if (!Array.isArray(value)) {
      const found = findHostileValue(value, [key], 1);
      if (found) return found;
      continue;
    }
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0 && index % ROWS_PER_SLICE === 0) yield;
      const found = findHostileValue(value[index], [key, index], 2);
      if (found) return found;
    }
  }
  return undefined;
}

type TableName = (typeof TABLES)[number];
type Parsed = ReturnType<typeof exportSchema.safeParse>;

const TABLE_NAMES = new Set<string>(TABLES);
const shape = exportSchema.shape;
/** Everything but the lists of rows: format, exportedAt, settings, version. */
const envelopeSchema = exportSchema.omit({ tasks: true, conversations: true, messages: true, audit: true, approvals: true, memories: true });
/** The schema of one row of a list. */
const rowSchema = (table: TableName) => (shape[table] as unknown as z.ZodArray<z.ZodType>).element;

/**
 * exportSchema.safeParse(value), one slice of rows at a time. Only the rows
 * of lists that are lists within their row limits (LIMITS, the schema's own)
 * are checked in slices; anything else (not an object, a list that is no
 * list or too long) is checked in one go, as before: that file is refused.
 */
export function* parseExportInSlices(value: unknown): Generator<void, Parsed> {
  if (!isRecord(value)) return exportSchema.safeParse(value);
  for (const table of TABLES) {
    const rows = value[table];
    if (!Array.isArray(rows) || rows.length > LIMITS[table]) return exportSchema.safeParse(value);
  }
  const envelope = envelopeSchema.safeParse(value);
  const issues: z.core.$ZodIssue[] = [];
  const data: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) {
    if (!TABLE_NAMES.has(key)) {
      if (envelope.success) {
        if (key in envelope.data) data[key] = (envelope.data as Record<string, unknown>)[key];
      } else issues.push(...envelope.error.issues.filter((issue) => issue.path[0] === key));
      continue;
    }
    const table = key as TableName;
    const schema = rowSchema(table);
    const rows = value[table] as unknown[];
    const out: unknown[] = [];
    for (let index = 0; index < rows.length; index += 1) {
      if (index > 0 && index % ROWS_PER_SLICE === 0) yield;
      const row = schema.safeParse(rows[index]);
      if (row.success) out.push(row.data);
      else issues.push(...row.error.issues.map((issue) => ({ ...issue, path: [table, index, ...issue.path] })));
    }
    data[table] = out;
  }
  if (!envelope.success) issues.push(...envelope.error.issues.filter((issue) => !(typeof issue.path[0] === 'string' && issue.path[0] in shape)));
  if (issues.length > 0) return { success: false, error: new z.ZodError(issues) } as Parsed;
  return { success: true, data: data as ExportFile } as Parsed;
}
