import type { DBCoreCursor, DBCoreTable } from 'dexie';
import type { TodoDatabase } from '@/lib/db';

/**
 * Counts what the database reads: every row or key a read returns, every
 * position a cursor visits and every entry a count walks, per table; and
 * lists the read-write transactions it opens. Added
 * as a Dexie middleware before the database opens; `reset()` starts a new
 * count. Deterministic: a test can assert that something reads at most N
 * rows, whatever the database holds.
 */
export interface ReadCounter {
  /** Rows, keys and cursor positions read since the last reset, per table. */
  readonly byTable: Record<string, number>;
  /** The read-write transactions opened since the last reset, each as the tables it holds. */
  readonly writes: string[][];
  total(): number;
  reset(): void;
}

export function countReads(db: TodoDatabase): ReadCounter {
  const byTable: Record<string, number> = {};
  const writes: string[][] = [];
  const add = (table: string, rows: number) => {
    byTable[table] = (byTable[table] ?? 0) + rows;
  };
  const counted = (cursor: DBCoreCursor | null, table: string): DBCoreCursor | null => {
    if (!cursor) return cursor;
    const start = cursor.start.bind(cursor);
    cursor.start = (onNext: () => void) =>
      start(() => {
        add(table, 1);
        onNext();
      });
    return cursor;
  };
  db.use({
    stack: 'dbcore',
    name: 'read-counter',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        if (mode === 'readwrite') writes.push([...stores]);
        return down.transaction(stores, mode, options);
      },
      table(name: string): DBCoreTable {
        const table = down.table(name);
        return {
          ...table,
          async get(req) {
            const value: unknown = await table.get(req);
            add(name, 1);
            return value;
          },
          async getMany(req) {
            const values = await table.getMany(req);
            add(name, req.keys.length);
            return values;
          },
          async query(req) {
            const result = await table.query(req);
            add(name, result.result.length);
            return result;
          },
          async count(req) {
            const count = await table.count(req);
            add(name, count);
            return count;
          },
          async openCursor(req) {
            return counted(await table.openCursor(req), name);
          },
        };
      },
    }),
  });
  return {
    byTable,
    writes,
    total: () => Object.values(byTable).reduce((sum, rows) => sum + rows, 0),
    reset() {
      for (const key of Object.keys(byTable)) delete byTable[key];
      writes.length = 0;
    },
  };
}
