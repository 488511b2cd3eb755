import type { AuditEntry, TodoDatabase } from '../db';
import { boundText, boundValue } from './bound-value';

/** The entry as stored: its input, output and error each cut to a few KB, with a marker (see bound-value). */
export function boundAuditEntry(entry: Omit<AuditEntry, 'id'>): Omit<AuditEntry, 'id'> {
  return {
    ...entry,
    input: boundValue(entry.input),
    ...(entry.output !== undefined ? { output: boundValue(entry.output) } : {}),
    ...(entry.error !== undefined ? { error: boundText(entry.error) } : {}),
  };
}

/** Appends one entry to the audit log. Call inside the transaction of the change it records. */
export async function writeAudit(db: TodoDatabase, entry: Omit<AuditEntry, 'id'>): Promise<number> {
  return db.audit.add(boundAuditEntry(entry));
}
