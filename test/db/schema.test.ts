import { describe, expect, it } from 'vitest';
import { COMPLETED_PREFIX, createDatabase, DB_NAME, PENDING_PREFIX, siteKeyOf, tagKeyOf, todoKeysOf } from '@/lib/db';
import { v1Data, writeV1Fixture } from './fixtures/v1';

const uniqueName = () => `test-${crypto.randomUUID()}`;

/**
 * A table's rows as a test compares them with what an older version wrote:
 * version 6 gives every task a `uid` (checked on its own below), the rest is
 * as it was written.
 */
async function rowsAsWritten(db: ReturnType<typeof createDatabase>, table: string): Promise<unknown[]> {
  const rows = (await db.table(table).toArray()) as Array<Record<string, unknown>>;
  if (table !== 'todos') return rows;
  for (const row of rows) expect(typeof row.uid, `task #${String(row.id)} has a uid`).toBe('string');
  return rows.map(({ uid: _uid, ...row }) => row);
}

describe('the database', () => {
  it('is called todo-assistant', () => {
    expect(DB_NAME).toBe('todo-assistant');
  });

  it('opens version 6 with the tables and indexes of the design', async () => {
    const db = createDatabase(uniqueName());
    await db.open();
    expect(db.verno).toBe(6);
    const layout = Object.fromEntries(db.tables.map((table) => [table.name, { key: table.schema.primKey.src, indexes: table.schema.indexes.map((index) => index.src).sort() }]));
    expect(layout).toEqual({
      todos: { key: '++id', indexes: ['*siteKeys', '*tagKeys', '*tags', '[status+createdAt]', 'createdAt', 'dueAt', 'planKey', 'priority', 'status', 'uid', 'updatedAt'] },
      conversations: { key: 'id', indexes: ['updatedAt'] },
      messages: { key: '++id', indexes: ['[conversationId+id]', 'conversationId'] },
      audit: {
        key: '++id',
        indexes: ['[engine+id]', '[toolName+engine+id]', '[toolName+id]', 'at', 'conversationId', 'status', 'toolCallId', 'toolName', 'undoOf'],
      },
      approvals: { key: 'id', indexes: ['conversationId', 'expiresAt', 'status', 'toolCallId'] },
      memories: { key: '++id', indexes: ['[conversationId+kind]', 'conversationId', 'createdAt', 'embedding.model', 'kind'] },
      memoryRevision: { key: 'id', indexes: [] },
      importUndo: { key: '++id', indexes: ['auditId'] },
      syncAccount: { key: 'id', indexes: [] },
      syncItems: { key: 'uid', indexes: ['href'] },
      syncOutbox: { key: 'uid', indexes: ['seq'] },
    });
    db.close();
  });

  it('reads data written by version 1 unchanged (the base of every future upgrade test)', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    for (const [table, rows] of Object.entries(v1Data)) {
      expect(await rowsAsWritten(db, table), table).toEqual(rows);
    }
    // The indexes answer the queries the use cases make.
    await expect(db.todos.where('tags').equals('shop').primaryKeys()).resolves.toEqual([1]);
    await expect(db.todos.where('status').equals('completed').primaryKeys()).resolves.toEqual([2]);
    await expect(db.messages.where('[conversationId+id]').between([v1Data.conversations[0]!.id, 0], [v1Data.conversations[0]!.id, Infinity]).count()).resolves.toBe(2);
    db.close();
  });

  it('upgrades version 1 data to version 2: nothing lost, and undo entries are found by the entry they reverse', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    await db.open();
    expect(db.verno).toBe(6);
    for (const [table, rows] of Object.entries(v1Data)) {
      expect(await rowsAsWritten(db, table), table).toEqual(rows);
    }
    // No version 1 entry is an undo.
    await expect(db.audit.where('undoOf').equals(1).count()).resolves.toBe(0);
    const { id: _id, ...added } = v1Data.audit[0]!;
    const undoId = await db.audit.add({ ...added, toolName: 'undo_change', input: { audit_id: 1 }, undoOf: 1 });
    await expect(db.audit.where('undoOf').equals(1).primaryKeys()).resolves.toEqual([undoId]);
    db.close();
  });

  it('upgrades tasks of version 1 with their plan keys, so the listings find them', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    const [milk, call] = v1Data.todos;
    await expect(db.todos.where('planKey').startsWith(PENDING_PREFIX).primaryKeys()).resolves.toEqual([1]);
    await expect(db.todos.where('planKey').startsWith(COMPLETED_PREFIX).primaryKeys()).resolves.toEqual([2]);
    await expect(db.todos.where('tagKeys').startsWith(tagKeyOf('shop', '')).primaryKeys()).resolves.toEqual([1]);
    const stored = await db.todos.where('planKey').aboveOrEqual('').toArray();
    expect(stored).toEqual([
      { ...milk, ...todoKeysOf(milk!), uid: expect.any(String) },
      { ...call, ...todoKeysOf(call!), uid: expect.any(String) },
    ]);
    // Every other read shows the tasks as version 1 stored them (with the uid version 6 gave them).
    expect(await rowsAsWritten(db, 'todos')).toEqual(v1Data.todos);
    db.close();
  });

  it("upgrades version 1 data to version 2: the Activity filters' indexes cover the old entries", async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    await db.open();
    const [entry] = v1Data.audit;
    await expect(db.audit.where('[engine+id]').between([entry!.engine, 0], [entry!.engine, Infinity]).primaryKeys()).resolves.toEqual([entry!.id]);
    await expect(db.audit.where('[toolName+id]').between([entry!.toolName, 0], [entry!.toolName, Infinity]).primaryKeys()).resolves.toEqual([entry!.id]);
    await expect(db.audit.where('[toolName+engine+id]').between([entry!.toolName, entry!.engine, 0], [entry!.toolName, entry!.engine, Infinity]).primaryKeys()).resolves.toEqual([
      entry!.id,
    ]);
    db.close();
  });

  it('upgrades version 1 data to version 3: an empty memory table beside the old data, found by its indexes once written', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    await db.open();
    expect(db.verno).toBe(6);
    for (const [table, rows] of Object.entries(v1Data)) {
      expect(await rowsAsWritten(db, table), table).toEqual(rows);
    }
    await expect(db.memories.count()).resolves.toBe(0);
    const conversationId = v1Data.conversations[0]!.id;
    const id = await db.memories.add({
      kind: 'summary',
      text: 'The user shops on Saturdays.',
      conversationId,
      fromMessageId: 1,
      toMessageId: 2,
      createdAt: '2026-03-11T09:00:00.000Z',
      engine: 'offline',
      embedding: { model: 'remote:nomic-embed-text', vector: Float32Array.of(0.1, 0.2) },
    });
    await expect(db.memories.where('[conversationId+kind]').equals([conversationId, 'summary']).primaryKeys()).resolves.toEqual([id]);
    await expect(db.memories.where('embedding.model').equals('remote:nomic-embed-text').primaryKeys()).resolves.toEqual([id]);
    db.close();
  });

  it('upgrades version 1 data to version 4: old tasks unchanged and in no site listing; a linked task is found by its site and its parent names', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    await db.open();
    expect(db.verno).toBe(6);
    expect(await rowsAsWritten(db, 'todos')).toEqual(v1Data.todos);
    await expect(db.todos.where('siteKeys').aboveOrEqual('').count()).resolves.toBe(0);
    const id = await db.todos.add({
      title: 'Reply to the issue',
      status: 'pending',
      priority: 4,
      tags: [],
      url: 'https://docs.github.com/en/issues',
      urlTitle: 'Issues',
      createdAt: '2026-03-11T09:00:00.000Z',
      updatedAt: '2026-03-11T09:00:00.000Z',
    });
    for (const site of ['docs.github.com', 'github.com']) {
      await expect(db.todos.where('siteKeys').startsWith(siteKeyOf(site, '')).primaryKeys(), site).resolves.toEqual([id]);
    }
    await expect(db.todos.where('siteKeys').startsWith(siteKeyOf('com', '')).count()).resolves.toBe(0);
    // Every other read shows the task without its derived keys.
    expect(await db.todos.get(id)).not.toHaveProperty('siteKeys');
    // Removing the link takes it out of the site's listing.
    const { url: _url, urlTitle: _title, ...unlinked } = (await db.todos.get(id))!;
    await db.todos.put(unlinked);
    await expect(db.todos.where('siteKeys').startsWith(siteKeyOf('github.com', '')).count()).resolves.toBe(0);
    db.close();
  });

  it('upgrades version 1 data to version 6: each task gets its own uid, found by its index; the sync tables start empty', async () => {
    const name = uniqueName();
    await writeV1Fixture(name);
    const db = createDatabase(name);
    await db.open();
    const uids = (await db.todos.toArray()).map((todo) => todo.uid);
    expect(uids).toHaveLength(v1Data.todos.length);
    expect(new Set(uids).size).toBe(uids.length);
    for (const [index, uid] of uids.entries()) await expect(db.todos.where('uid').equals(uid!).primaryKeys()).resolves.toEqual([v1Data.todos[index]!.id]);
    expect(await Promise.all([db.syncAccount.count(), db.syncItems.count(), db.syncOutbox.count()])).toEqual([0, 0, 0]);
    // A later write keeps the uid, even one that leaves it out (an undo of a snapshot older than uids).
    const { uid: _uid, ...withoutUid } = (await db.todos.get(1))!;
    await db.todos.put({ ...withoutUid, title: 'Buy oat milk' });
    expect((await db.todos.get(1))!.uid).toBe(uids[0]);
    db.close();
  });

  it('gives new tasks increasing integer ids', async () => {
    const db = createDatabase(uniqueName());
    const first = await db.todos.add({ title: 'a', status: 'pending', priority: 4, tags: [], createdAt: '', updatedAt: '' });
    const second = await db.todos.add({ title: 'b', status: 'pending', priority: 4, tags: [], createdAt: '', updatedAt: '' });
    expect([first, second]).toEqual([1, 2]);
  });
});
