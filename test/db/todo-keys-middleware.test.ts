import { describe, expect, it } from 'vitest';
import type { DBCore, DBCoreCursor } from 'dexie';
import { createDatabase, type Todo } from '@/lib/db';

/**
 * A browser's IDBCursor answers `key` and `primaryKey` only when read on the cursor itself ("Illegal
 * invocation" through any other object); fake-indexeddb's cursors answer anywhere. This gives the
 * database under the middlewares cursors that check, as Chromium's do.
 */
function brandChecked(cursor: DBCoreCursor): DBCoreCursor {
  const own = new WeakSet<object>();
  const checked = Object.create(cursor, {
    key: {
      get(this: object) {
        if (!own.has(this)) throw new TypeError('Illegal invocation');
        return cursor.key;
      },
    },
    primaryKey: {
      get(this: object) {
        if (!own.has(this)) throw new TypeError('Illegal invocation');
        return cursor.primaryKey;
      },
    },
  }) as DBCoreCursor;
  own.add(checked);
  return checked;
}

function databaseWithBrowserCursors() {
  const db = createDatabase(`todo-keys-middleware-${crypto.randomUUID()}`);
  db.use({
    stack: 'dbcore',
    name: 'browser-like-cursors',
    level: 0,
    create: (down: DBCore): DBCore => ({
      ...down,
      table(name) {
        const table = down.table(name);
        return { ...table, openCursor: async (request) => ((cursor) => cursor && brandChecked(cursor))(await table.openCursor(request)) };
      },
    }),
  });
  return db;
}

const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;

describe('tasks read through a cursor, as a browser gives it', () => {
  it('finds tasks by several values of an index (what a Merge import does to find renumbered copies)', async () => {
    const db = databaseWithBrowserCursors();
    await db.todos.bulkAdd([1, 2, 3].map((day) => ({ title: `t${day}`, status: 'pending', priority: 4, tags: [], createdAt: at(day), updatedAt: at(day) }) as unknown as Todo));
    const found = await db.todos
      .where('createdAt')
      .anyOf([at(1), at(3)])
      .toArray();
    expect(found.map((task) => task.title).sort()).toEqual(['t1', 't3']);
    // And the keys stay out of what the reader gets.
    expect(found[0]).not.toHaveProperty('planKey');
  });

  it('walks tasks one by one with their keys', async () => {
    const db = databaseWithBrowserCursors();
    await db.todos.bulkAdd([1, 2].map((day) => ({ title: `t${day}`, status: 'pending', priority: 4, tags: [], createdAt: at(day), updatedAt: at(day) }) as unknown as Todo));
    const seen: [string, unknown][] = [];
    await db.todos
      .where('status')
      .equals('pending')
      .each((task, cursor) => seen.push([task.title, cursor.primaryKey]));
    expect(seen).toEqual([
      ['t1', 1],
      ['t2', 2],
    ]);
  });
});
