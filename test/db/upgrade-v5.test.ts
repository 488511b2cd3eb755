import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '@/lib/db';
import { schemaV1, schemaV2, schemaV3, schemaV4 } from '@/lib/db/schema';

// Version 5 (issue 21) adds `importUndo` only. Data written by version 4 (the last one before it
// on this branch; version 5 is sync's) is read unchanged, and the new table starts empty.
describe('version 5: what imports did, for "Undo import"', () => {
  it('opens data written by version 4 unchanged, with an empty importUndo found by its import', async () => {
    const name = `v4-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(1).stores(schemaV1);
    old.version(2).stores(schemaV2);
    old.version(3).stores(schemaV3);
    old.version(4).stores(schemaV4);
    const task = {
      title: 'Pay rent',
      status: 'pending',
      priority: 1,
      tags: ['home'],
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
      planKey: 'x',
      tagKeys: [],
      siteKeys: [],
    };
    await old.table('todos').add(task);
    await old
      .table('audit')
      .add({ at: '2026-03-01T00:00:00.000Z', toolName: 'import_todoist', input: {}, risk: 'medium', status: 'ok', output: { firstId: 1, lastId: 1 }, engine: 'manual' });
    old.close();

    const db = createDatabase(name);
    await db.open();
    expect(db.verno).toBe(6);
    expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual(['Pay rent']);
    expect(await db.audit.count()).toBe(1);
    expect(await db.importUndo.count()).toBe(0);
    const id = await db.importUndo.add({ auditId: 1, table: 'todos', written: [[1, task.updatedAt]] } as never);
    await expect(db.importUndo.where('auditId').equals(1).primaryKeys()).resolves.toEqual([id]);
    db.close();
  });
});
