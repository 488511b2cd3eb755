import type { AuditEntry, TodoDatabase } from '../db';

/** The newest audit entries first. */
export function listAudit(db: TodoDatabase, limit = 200): Promise<AuditEntry[]> {
  return db.audit.orderBy('id').reverse().limit(limit).toArray();
}
