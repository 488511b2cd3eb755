import type { DBCore, DBCoreCursor, DBCoreMutateRequest, DBCoreTable, Middleware } from 'dexie';
import type { Todo } from './entities';
import { todoKeysOf } from './todo-keys';

type StoredValue = Partial<Todo> & Record<string, unknown>;

/** The indexes over the derived keys: reads through them keep the keys, as cursors for the next page. */
const KEY_INDEXES = new Set(['planKey', 'tagKeys', 'siteKeys']);

const isRecord = (value: unknown): value is StoredValue => typeof value === 'object' && value !== null;

function withoutKeys(value: unknown): unknown {
  if (!isRecord(value) || !('planKey' in value || 'tagKeys' in value || 'siteKeys' in value)) return value;
  const { planKey: _planKey, tagKeys: _tagKeys, siteKeys: _siteKeys, ...task } = value;
  return task;
}

/** A task with its derived keys, or without them while its id is not yet known. */
function withKeys(value: unknown): unknown {
  const task = withoutKeys(value);
  if (!isRecord(task) || typeof task.id !== 'number') return task;
  return { ...task, ...todoKeysOf({ ...task, id: task.id }) };
}

function plainCursor(cursor: DBCoreCursor): DBCoreCursor {
  // A Proxy, not Object.create: the cursor is the browser's IDBCursor, whose `key` and `primaryKey`
  // getters throw "Illegal invocation" when read through another object (Dexie's anyOf reads them).
  return new Proxy(cursor, {
    get(target, property) {
      if (property === 'value') return withoutKeys(target.value);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

function keyedTable(table: DBCoreTable): DBCoreTable {
  return {
    ...table,
    async mutate(req: DBCoreMutateRequest) {
      if (req.type !== 'add' && req.type !== 'put') return table.mutate(req);
      const values = req.values.map(withKeys);
      const response = await table.mutate({ ...req, values });
      // A new task's key includes its id, which the database has only now given it:
      // store the keys in the same transaction, so no reader ever sees the task without them.
      const added = values.flatMap((value, index) =>
        isRecord(value) && typeof value.id !== 'number' && !(index in response.failures) && typeof response.results?.[index] === 'number'
          ? [withKeys({ ...value, id: response.results[index] })]
          : [],
      );
      if (added.length > 0) {
        const fixed = await table.mutate({ type: 'put', trans: req.trans, values: added });
        if (fixed.numFailures > 0) throw Object.values(fixed.failures)[0];
      }
      return response;
    },
    async get(req) {
      return withoutKeys(await table.get(req));
    },
    async getMany(req) {
      return (await table.getMany(req)).map(withoutKeys);
    },
    async query(req) {
      const response = await table.query(req);
      if (!req.values || KEY_INDEXES.has(req.query.index.name ?? '')) return response;
      return { ...response, result: response.result.map(withoutKeys) };
    },
    async openCursor(req) {
      const cursor = await table.openCursor(req);
      return cursor && req.values !== false && !KEY_INDEXES.has(req.query.index.name ?? '') ? plainCursor(cursor) : cursor;
    },
  };
}

/**
 * Keeps every task's sort keys (todo-keys.ts) in step with its fields on
 * every write through Dexie: the use cases, an undo that restores a snapshot,
 * a test seeding rows. A task is never stored without them, so it can never
 * drop out of the listings.
 *
 * The keys are an index detail: only reads through their own indexes (the
 * listings, which page by them) return them; every other read returns the
 * task as the use cases, the audit log and exports know it.
 */
export const todoKeysMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'todo-keys',
  create: (down) => ({
    ...down,
    table: (name) => (name === 'todos' ? keyedTable(down.table(name)) : down.table(name)),
  }),
};
