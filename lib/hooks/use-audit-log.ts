import { useLiveQuery } from 'dexie-react-hooks';
import { listAudit } from '../audit';
import { db as defaultDb, type AuditEntry, type TodoDatabase } from '../db';

/** The newest audit entries first, live. Undefined while loading. */
export function useAuditLog(limit = 200, database: TodoDatabase = defaultDb): AuditEntry[] | undefined {
  return useLiveQuery(() => listAudit(database, limit), [limit, database]);
}
