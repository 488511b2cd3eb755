import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createDatabase, DB_NAME } from '@/lib/db';
import { schemaV1 } from '@/lib/db/schema';
import { v1Data, writeV1Fixture } from './fixtures/v1';

const uniqueName = () => `test-${crypto.randomUUID()}`;

describe('the database', () => {
  it('is called todo-assistant', () => {
    expect(DB_NAME).toBe('todo-assistant');
  });

  const layoutOf = (db: Dexie) =>
    Object.fromEntries(
      db.tables.map((table) => [
        table.name,
        { key: table.schema.primKey.src, indexes: table.schema.indexes.map((index) => index.src).sort() },
      ]),
    );

  it('version 1 has the tables and indexes of the design', async () => {
    const db = new Dexie(uniqueName());
    db.version(1).stores(schemaV1);
    await db.open();
    expect(db.verno).toBe(1);
    const layout = layoutOf(db);
    expect(layout).toEqual({
      todos: { key: '++id', indexes: ['*tags', '[status+createdAt]', 'createdAt', 'dueAt', 'priority', 'status', 'updatedAt'] },
      conversations: { key: 'id', indexes: ['updatedAt'] },
      messages: { key: '++id', indexes: ['[conversationId+id]', 'conversationId'] },
      audit: { key: '++id', indexes: ['at', 'conversationId', 'status', 'toolCallId', 'toolName'] },
      approvals: { key: 'id', indexes: ['conversationId', 'expiresAt', 'status', 'toolCallId'] },
    });
    db.close();
  });

  it('opens version 2: the audit log gains the indexes Activity pages through', async () => {
    const db = createDatabase(uniqueName());
    await db.open();
    expect(db.verno).toBe(2);
    expect(layoutOf(db).audit).toEqual({
      key: '++id',
      indexes: ['[engine+id]', '[toolName+engine+id]', '[toolName+id]', 'at', 'conversationId', 'status', 'toolCallId', 'toolName'],
    });
    db.close();
  });

  it('upgrades version 1 data to version 2: nothing lost, and the new indexes cover the old entries', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    await db.open();
    expect(db.verno).toBe(2);
    const [entry] = v1Data.audit;
    await expect(db.audit.where('[engine+id]').between([entry!.engine, 0], [entry!.engine, Infinity]).primaryKeys()).resolves.toEqual([entry!.id]);
    await expect(db.audit.where('[toolName+id]').between([entry!.toolName, 0], [entry!.toolName, Infinity]).primaryKeys()).resolves.toEqual([entry!.id]);
    await expect(
      db.audit.where('[toolName+engine+id]').between([entry!.toolName, entry!.engine, 0], [entry!.toolName, entry!.engine, Infinity]).primaryKeys(),
    ).resolves.toEqual([entry!.id]);
    db.close();
  });

  it('reads data written by version 1 unchanged (the base of every future upgrade test)', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    for (const [table, rows] of Object.entries(v1Data)) {
      await expect(db.table(table).toArray(), table).resolves.toEqual(rows);
    }
    // The indexes answer the queries the use cases make.
    await expect(db.todos.where('tags').equals('shop').primaryKeys()).resolves.toEqual([1]);
    await expect(db.todos.where('status').equals('completed').primaryKeys()).resolves.toEqual([2]);
    await expect(
      db.messages.where('[conversationId+id]').between([v1Data.conversations[0]!.id, 0], [v1Data.conversations[0]!.id, Infinity]).count(),
    ).resolves.toBe(2);
    db.close();
  });

  it('gives new tasks increasing integer ids', async () => {
    const db = createDatabase(uniqueName());
    const first = await db.todos.add({ title: 'a', status: 'pending', priority: 4, tags: [], createdAt: '', updatedAt: '' });
    const second = await db.todos.add({ title: 'b', status: 'pending', priority: 4, tags: [], createdAt: '', updatedAt: '' });
    expect([first, second]).toEqual([1, 2]);
  });
});
