import type { AuditEntry } from '@/lib/db';

/** An audit entry as Activity reads it: a person's add that went through, unless `fields` say otherwise. */
export function auditEntry(fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2026-03-10T09:30:00.000Z',
    toolName: 'add_task',
    input: {},
    risk: 'medium',
    status: 'ok',
    engine: 'manual',
    ...fields,
  };
}
