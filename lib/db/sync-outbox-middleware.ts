import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';

type Row = { id?: unknown; uid?: unknown } & Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null;

/** A new globally unique task id (RFC 4122 v4, the form CalDAV servers and apps use for UID). */
export const newUid = (): string => crypto.randomUUID();

let lastSeq = 0;
/** Increasing within a context, and in time order across contexts (ms × 1000, then a counter). */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

const hasStore = (trans: DBCoreTransaction, name: string): boolean => {
  const names = (trans as unknown as { objectStoreNames?: DOMStringList }).objectStoreNames;
  return Boolean(names?.contains(name));
};

function syncedTable(down: DBCore, table: DBCoreTable): DBCoreTable {
  /** Queues the tasks' uids for the next sync, when the transaction holds the outbox and an account with a calendar exists. */
  async function enqueue(trans: DBCoreTransaction, uids: readonly unknown[]): Promise<void> {
    const list = [...new Set(uids.filter((uid): uid is string => typeof uid === 'string'))];
    if (list.length === 0 || !hasStore(trans, 'syncOutbox') || !hasStore(trans, 'syncAccount')) return;
    const account = (await down.table('syncAccount').get({ trans, key: 1 })) as { calendarUrl?: string } | undefined;
    if (!account?.calendarUrl) return;
    const result = await down.table('syncOutbox').mutate({ type: 'put', trans, values: list.map((uid) => ({ uid, seq: nextSeq() })) });
    if (result.numFailures > 0) throw Object.values(result.failures)[0];
  }

  return {
    ...table,
    async mutate(req: DBCoreMutateRequest) {
      if (req.type === 'add' || req.type === 'put') {
        // A put without uid keeps the stored row's (an undo of a snapshot older than uids); a task that
        // has none gets a new one, so every task has one. Tasks made here get theirs where they are made
        // (createTodo, imports, sync), so a task is audited with it.
        const ids = req.values.map((value) => (isRow(value) && value.uid === undefined && typeof value.id === 'number' ? value.id : undefined));
        const known = ids.filter((id): id is number => id !== undefined);
        const stored = known.length > 0 ? await table.getMany({ trans: req.trans, keys: known }) : [];
        const storedUid = new Map(known.map((id, index) => [id, isRow(stored[index]) ? stored[index].uid : undefined]));
        const values = req.values.map((value, index) => {
          if (!isRow(value) || typeof value.uid === 'string') return value;
          const id = ids[index];
          const uid = id !== undefined ? storedUid.get(id) : undefined;
          return { ...value, uid: typeof uid === 'string' ? uid : newUid() };
        });
        const response = await table.mutate({ ...req, values } as DBCoreMutateRequest);
        await enqueue(
          req.trans,
          values.map((value) => (isRow(value) ? value.uid : undefined)),
        );
        return response;
      }
      if (req.type === 'delete') {
        const rows = await table.getMany({ trans: req.trans, keys: req.keys });
        const response = await table.mutate(req);
        await enqueue(
          req.trans,
          rows.map((row) => (isRow(row) ? row.uid : undefined)),
        );
        return response;
      }
      if (req.type === 'deleteRange') {
        const found = hasStore(req.trans, 'syncOutbox')
          ? await table.query({ trans: req.trans, values: true, query: { index: table.schema.primaryKey, range: req.range } })
          : { result: [] };
        const response = await table.mutate(req);
        await enqueue(
          req.trans,
          found.result.map((row) => (isRow(row) ? row.uid : undefined)),
        );
        return response;
      }
      return table.mutate(req);
    },
  };
}

/**
 * Keeps a task's uid when a write leaves it out and, once an account with a calendar exists, puts
 * every added, changed or deleted task in the sync outbox in the same
 * transaction as the change, so a change is never lost between the write
 * and the next sync. Transactions that change tasks for a person or the
 * assistant (executeTool, imports) include `syncOutbox` and `syncAccount`;
 * one without them (the reminders' own state) queues nothing. The sync
 * engine compares a queued task with what the server last agreed on, so a
 * change that touched no synced field sends nothing.
 */
export const syncOutboxMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'sync-outbox',
  create: (down) => ({
    ...down,
    table: (name) => (name === 'todos' ? syncedTable(down, down.table(name)) : down.table(name)),
  }),
};
