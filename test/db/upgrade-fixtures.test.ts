import Dexie from 'dexie';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDatabase, todoKeysOf, type Todo } from '@/lib/db';
import type { SchemaFixture } from './fixtures/versions/schema-fixture';

// Every released schema version's data (test/db/fixtures/versions/v<N>.ts), upgraded to today's version.
const files = readdirSync(new URL('./fixtures/versions', import.meta.url)).filter((file) => /^v\d+\.ts$/.test(file));
const fixtures: SchemaFixture[] = (
  await Promise.all(files.map(async (file) => ((await import(`./fixtures/versions/${file.replace(/\.ts$/, '')}.ts`)) as { fixture: SchemaFixture }).fixture))
).sort((a, b) => a.version - b.version);

const uniqueName = () => `upgrade-${crypto.randomUUID()}`;

async function latestVersion(): Promise<number> {
  const db = createDatabase(uniqueName());
  await db.open();
  const version = db.verno;
  db.close();
  return version;
}

/** Writes a fixture's rows into a new database with exactly that version's stores, as that version would have. */
async function writeFixture(name: string, fixture: SchemaFixture): Promise<void> {
  const db = new Dexie(name);
  db.version(fixture.version).stores(fixture.stores);
  await db.open();
  await db.transaction('rw', db.tables, async () => {
    for (const [table, rows] of Object.entries(fixture.rows)) await db.table(table).bulkAdd([...rows]);
  });
  db.close();
}

/** Fields an upgrade adds to rows written before it: the version that adds them, and the fields. */
const ADDED_BY_UPGRADE: Record<string, { version: number; fields: readonly string[] }> = { todos: { version: 6, fields: ['uid'] } };
const addedTo = (table: string, fixture: SchemaFixture): readonly string[] => {
  const added = ADDED_BY_UPGRADE[table];
  return added && fixture.version < added.version ? added.fields : [];
};

const without = (row: object, fields: readonly string[] = []) => Object.fromEntries(Object.entries(row).filter(([field]) => !fields.includes(field)));

describe('upgrading every released schema version', () => {
  it('has a fixture for each version from 1 to the current one (a new version adds test/db/fixtures/versions/v<N>.ts)', async () => {
    expect(fixtures.map((fixture) => fixture.version)).toEqual(Array.from({ length: await latestVersion() }, (_, index) => index + 1));
  });

  it.each(fixtures.map((fixture) => [fixture.version, fixture] as const))('version %i data opens at the current version with nothing lost', async (_version, fixture) => {
    const name = uniqueName();
    await writeFixture(name, fixture);
    const db = createDatabase(name);
    await db.open();
    expect(db.verno).toBe(await latestVersion());

    // Every row is still there, as it was written (the derived keys aside: the upgrade may recompute them).
    for (const [table, rows] of Object.entries(fixture.rows)) {
      const derived = [...(fixture.derived?.[table] ?? []), ...addedTo(table, fixture)];
      const stored = (await db.table(table).toArray()).map((row: object) => without(row, derived));
      expect(stored, table).toEqual(rows.map((row) => without(row, derived)));
    }

    // Every task is in the listings with the keys today's code gives it.
    const todos = fixture.rows.todos as readonly Todo[];
    const listed = await db.todos.where('planKey').aboveOrEqual('').toArray();
    expect(listed.map((todo) => todo.id).sort()).toEqual(todos.map((todo) => todo.id).sort());
    for (const todo of listed) expect(without(todo, ['id']), `task #${todo.id}`).toMatchObject(todoKeysOf(todo));
    // Every task has a uid (version 6 gives one to older tasks), each its own, found by its index.
    const uids = listed.map((todo) => todo.uid);
    for (const uid of uids) expect(typeof uid === 'string' && uid.length > 0).toBe(true);
    expect(new Set(uids).size).toBe(uids.length);
    await expect(db.todos.where('uid').equals(listed[0]!.uid!).count()).resolves.toBe(1);

    // An undo is found by the entry it reversed.
    for (const entry of fixture.rows.audit as readonly { id: number; undoOf?: number }[]) {
      if (entry.undoOf !== undefined) await expect(db.audit.where('undoOf').equals(entry.undoOf).primaryKeys()).resolves.toEqual([entry.id]);
    }

    // And the upgraded database takes today's writes.
    const id = await db.todos.add({
      title: 'After the upgrade',
      status: 'pending',
      priority: 4,
      tags: ['new'],
      createdAt: '2026-04-01T00:00:00.000Z',
      updatedAt: '2026-04-01T00:00:00.000Z',
    });
    await expect(db.todos.where('tagKeys').startsWith('new\u0000').primaryKeys()).resolves.toEqual([id]);
    await db.memories.add({ kind: 'fact', text: 'Written after the upgrade.', createdAt: '2026-04-01T00:00:00.000Z', engine: 'offline' });
    db.close();
  });
});
