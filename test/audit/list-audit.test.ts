import { expect, it } from 'vitest';
import { listAudit, writeAudit } from '@/lib/audit';
import { createDatabase } from '@/lib/db';

it('lists audit entries newest first, up to a limit', async () => {
  const db = createDatabase(`test-${crypto.randomUUID()}`);
  for (const toolName of ['add_task', 'complete_task', 'delete_task']) {
    await writeAudit(db, { at: '2026-03-10T09:30:00.000Z', toolName, input: {}, risk: 'medium', status: 'ok', engine: 'manual' });
  }
  expect((await listAudit(db)).map((e) => e.toolName)).toEqual(['delete_task', 'complete_task', 'add_task']);
  expect((await listAudit(db, 2)).map((e) => e.id)).toEqual([3, 2]);
});
