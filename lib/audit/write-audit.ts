import type { AuditEntry, TodoDatabase } from '../db';

/** Appends one entry to the audit log. Call inside the transaction of the change it records. */
export async function writeAudit(db: TodoDatabase, entry: Omit<AuditEntry, 'id'>): Promise<number> {
  return db.audit.add(entry);
}
