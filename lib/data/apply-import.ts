import type { Table } from 'dexie';
import type { TodoDatabase } from '../db';
import { formatDate } from '../time/format-time';
import { writeDataAction, type DataActionName } from '../audit';
import { bumpMemoryRevision } from '../memory';
import type { ExportFile, ExportRows, TableName } from './export-format';
import { countRows, describeCounts, type RowCounts } from './count-rows';
import { storedMemory } from './stored-memory';
import { copyKey, planMerge, sameRow, type LocalRows, type MergeCounts, type NextIds } from './merge-plan';
import { recordImport, type TableRows } from './import-undo-record';

export type ImportMode = 'merge' | 'replace';

/** The audit log's name for an import; Activity words it (lib/audit). */
export const IMPORT_TOOL = 'import_data' satisfies DataActionName;

const fileCounts = (file: Record<TableName, readonly unknown[]>): RowCounts => ({
  tasks: file.tasks.length,
  conversations: file.conversations.length,
  messages: file.messages.length,
  audit: file.audit.length,
  approvals: file.approvals.length,
  memories: file.memories.length,
});

const byKey = <K, T>(rows: ReadonlyArray<T | undefined>, key: (row: T) => K) => new Map(rows.filter((row): row is T => row !== undefined).map((row) => [key(row), row]));

/** The file's ids that can be here: none above this table's highest id (a fresh profile holds a few rows, the file 100,000). */
const idsUpTo = (rows: ReadonlyArray<{ id: number }>, last: number) => rows.filter((row) => row.id <= last).map((row) => row.id);

/** File ids per key range read (below). */
export const IDS_PER_RANGE = 2000;

/**
 * The rows of `table` that have one of these ids, read by key ranges over the
 * sorted ids: one request per IDS_PER_RANGE ids instead of one per id
 * (IndexedDB's cost is per request: a year of data is 200,000 ids). The
 * ranges do not overlap, so no row is read twice. Chained Dexie promises,
 * like the rest of this file's reads inside a transaction.
 */
function rowsWithIds<T extends { id?: number }, Insert>(table: Table<T, number, Insert>, ids: readonly number[]): Promise<T[]> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const wanted = new Set(sorted);
  const found: T[] = [];
  const from = (at: number): Promise<T[]> => {
    const part = sorted.slice(at, at + IDS_PER_RANGE);
    if (part.length === 0) return Promise.resolve(found);
    return table
      .where(':id')
      .between(part[0], part[part.length - 1], true, true)
      .toArray()
      .then((rows) => {
        for (const row of rows) if (row.id !== undefined && wanted.has(row.id)) found.push(row);
        return from(at + IDS_PER_RANGE);
      });
  };
  return from(0);
}

async function readLocal(db: TodoDatabase, file: ExportFile): Promise<LocalRows> {
  // Chained, not a second await: the highest ids first, then only the ids at or under them.
  const [tasks, conversations, messages, audit, approvals, memories] = await Promise.all([lastKey(db.todos), lastKey(db.messages), lastKey(db.audit), lastKey(db.memories)]).then(
    ([lastTask, lastMessage, lastAudit, lastMemory]) =>
      Promise.all([
        rowsWithIds(db.todos, idsUpTo(file.tasks, lastTask)),
        db.conversations.bulkGet(file.conversations.map((row) => row.id)),
        rowsWithIds(db.messages, idsUpTo(file.messages, lastMessage)),
        rowsWithIds(db.audit, idsUpTo(file.audit, lastAudit)),
        db.approvals.bulkGet(file.approvals.map((row) => row.id)),
        rowsWithIds(db.memories, idsUpTo(file.memories, lastMemory)),
      ]),
  );
  const local = {
    tasks: byKey(tasks, (row) => row.id),
    conversations: byKey(conversations, (row) => row.id),
    messages: byKey(messages, (row) => row.id),
    audit: byKey(audit, (row) => row.id),
    approvals: byKey(approvals, (row) => row.id),
    memories: byKey(memories, (row) => row.id),
  };
  return readCopies(db, file, local).then((copies) => ({ ...local, copies }));
}

/**
 * The local copies (under other ids) of the file rows whose id is taken here
 * by a different row: what an earlier merge of this file renumbered. Only
 * those rows are looked up, through the tables' indexes.
 */
function readCopies(db: TodoDatabase, file: ExportFile, local: Omit<LocalRows, 'copies'>): Promise<NonNullable<LocalRows['copies']>> {
  const taken = <T extends { id: number }, Mine>(rows: readonly T[], here: ReadonlyMap<number, Mine>, same: (mine: Mine, row: T) => boolean) =>
    rows.filter((row) => {
      const mine = here.get(row.id);
      return mine !== undefined && !same(mine, row);
    });
  const tasks = taken(file.tasks, local.tasks, sameRow.task);
  const messages = taken(file.messages, local.messages, sameRow.message);
  const audit = taken(file.audit, local.audit, sameRow.audit);
  const memories = taken(file.memories, local.memories, sameRow.memory);
  /** The rows whose `index` holds one of these values. */
  const rowsWith = <T, Key, Insert>(table: Table<T, Key, Insert>, index: string, values: string[]) =>
    table
      .where(index)
      .anyOf([...new Set(values)])
      .toArray();
  // Chained Dexie promises, not awaits: a native await between queries can end the import's transaction early.
  return rowsWith(
    db.todos,
    'createdAt',
    tasks.map((row) => row.createdAt),
  ).then((taskRows) =>
    rowsWith(
      db.messages,
      'conversationId',
      messages.map((row) => row.conversationId),
    ).then((messageRows) =>
      rowsWith(
        db.audit,
        'at',
        audit.map((row) => row.at),
      ).then((auditRows) =>
        rowsWith(
          db.memories,
          'createdAt',
          memories.map((row) => row.createdAt),
        ).then((memoryRows) => ({
          tasks: new Map(taskRows.map((row) => [copyKey.task(row), row] as const)),
          messages: new Set(messageRows.map(copyKey.message)),
          audit: new Set(auditRows.map(copyKey.audit)),
          memories: new Set(memoryRows.map(copyKey.memory)),
        })),
      ),
    ),
  );
}

const maxId = (rows: ReadonlyArray<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0);
const lastKey = async (table: { orderBy(index: string): { lastKey(): Promise<unknown> } }) => {
  const key = await table.orderBy(':id').lastKey();
  return typeof key === 'number' ? key : 0;
};

async function nextIds(db: TodoDatabase, file: ExportFile): Promise<NextIds> {
  const [tasks, messages, audit, memories] = await Promise.all([lastKey(db.todos), lastKey(db.messages), lastKey(db.audit), lastKey(db.memories)]);
  return {
    tasks: Math.max(tasks, maxId(file.tasks)) + 1,
    messages: Math.max(messages, maxId(file.messages)) + 1,
    audit: Math.max(audit, maxId(file.audit)) + 1,
    memories: Math.max(memories, maxId(file.memories)) + 1,
  };
}

/** What the person sees before choosing Merge or Replace. */
export interface ImportPreview {
  exportedAt: string;
  upgradedFrom?: number;
  /** Rows in the file, per table. */
  counts: RowCounts;
  /** The earliest and latest time in the file's tasks, messages and activity. */
  from?: string;
  to?: string;
  hasSettings: boolean;
  /** What a merge would do, conflicts included. */
  merge: MergeCounts;
  /** What this browser holds now: what a replace deletes. */
  here: RowCounts;
}

function dateRange(file: ExportFile): { from?: string; to?: string } {
  const times = [
    ...file.tasks.flatMap((task) => [task.createdAt, task.updatedAt]),
    ...file.conversations.map((conversation) => conversation.createdAt),
    ...file.messages.map((message) => message.createdAt),
    ...file.audit.map((entry) => entry.at),
  ].map((time) => ({ time, ms: Date.parse(time) }));
  if (times.length === 0) return {};
  const sorted = times.sort((a, b) => a.ms - b.ms);
  return { from: sorted[0]?.time, to: sorted.at(-1)?.time };
}

const TABLES_OF = (db: TodoDatabase) => [db.todos, db.conversations, db.messages, db.audit, db.approvals, db.memories];
const WRITTEN_TABLES = (db: TodoDatabase) => [...TABLES_OF(db), db.memoryRevision, db.importUndo, db.syncOutbox, db.syncAccount];

/** Reads what a merge would do and what a replace would delete; writes nothing. */
export async function previewImport(db: TodoDatabase, file: ExportFile, upgradedFrom?: number): Promise<ImportPreview> {
  const { local, next, here } = await db.transaction('r', TABLES_OF(db), async () => ({
    local: await readLocal(db, file),
    next: await nextIds(db, file),
    here: await countRows(db),
  }));
  const { counts: merge } = planMerge(file, local, next);
  return {
    exportedAt: file.exportedAt,
    ...(upgradedFrom !== undefined ? { upgradedFrom } : {}),
    counts: fileCounts(file),
    ...dateRange(file),
    hasSettings: file.settings !== undefined,
    merge,
    here,
  };
}

export interface ImportResult {
  mode: ImportMode;
  /** Rows written, per table. */
  written: RowCounts;
  /** One sentence for the person (and the audit log). */
  message: string;
  /** The import's Activity entry, when "Undo import" can take it back (not when it added nothing). */
  undoAuditId?: number;
}

/** The rows of this browser that a merge overwrites: a task or conversation of the file changed later than ours. */
function overwritten(rows: ExportRows, local: LocalRows): TableRows {
  const copies = new Map([...(local.copies?.tasks.values() ?? [])].map((task) => [task.id, task]));
  const mine = <K, T>(keys: readonly K[], ...maps: Array<ReadonlyMap<K, T>>) =>
    keys.flatMap((key) => {
      const row = maps.map((map) => map.get(key)).find((found) => found !== undefined);
      return row === undefined ? [] : [row];
    });
  return {
    todos: mine(
      rows.tasks.map((task) => task.id),
      copies,
      local.tasks,
    ),
    conversations: mine(
      rows.conversations.map((conversation) => conversation.id),
      local.conversations,
    ),
  };
}

/** Rows written so far and rows to write, per table, while an import runs. */
export interface ImportProgress {
  written: RowCounts;
  total: RowCounts;
}

/**
 * Rows per bulkPut: between chunks the import reports its progress (one
 * transaction throughout) and the panel handles clicks and keys. Each chunk
 * is cloned for IndexedDB in one go on the panel's thread: 5,000 rows made
 * tasks of up to 349 ms on the 2-core bench machine, 1,000 about a fifth of
 * that; the time of the whole import did not change (the browser's
 * IndexedDB backend sets it, per row written).
 */
export const IMPORT_CHUNK = 1000;

/**
 * Writes a validated file in ONE transaction: a merge (planMerge's rules) or
 * a replace (every table emptied, then the file's rows with their own ids).
 * Either all of it is written, with one audit entry that says how much, or,
 * when anything fails, none of it. The rows go in chunks of IMPORT_CHUNK,
 * `options.onProgress` told after each (still one transaction: a failure in any chunk
 * writes nothing).
 */
export async function applyImport(
  db: TodoDatabase,
  file: ExportFile,
  mode: ImportMode,
  now: Date = new Date(),
  options: { settingsBefore?: Record<string, unknown>; onProgress?: (progress: ImportProgress) => void } = {},
): Promise<ImportResult> {
  const { onProgress } = options;
  return db.transaction('rw', WRITTEN_TABLES(db), async () => {
    let rows: ExportRows;
    let replaced: TableRows;
    if (mode === 'replace') {
      // What a replace deletes is kept (db.importUndo) so "Undo import" can put it back.
      const [todos, conversations, messages, audit, approvals, memories] = await Promise.all(TABLES_OF(db).map((table) => table.toArray() as Promise<object[]>));
      replaced = { todos, conversations, messages, audit, approvals, memories };
      await Promise.all(TABLES_OF(db).map((table) => table.clear()));
      rows = { ...(file as Omit<ExportFile, 'memories'> & ExportRows), memories: file.memories.map(storedMemory) };
    } else {
      const local = await readLocal(db, file);
      rows = planMerge(file, local, await nextIds(db, file));
      replaced = overwritten(rows, local);
    }
    const total = fileCounts(rows);
    const written: RowCounts = { tasks: 0, conversations: 0, messages: 0, audit: 0, approvals: 0, memories: 0 };
    onProgress?.({ written: { ...written }, total });
    // Loops in this callback, not a nested async helper: a native await of another async function can end the transaction early.
    const order: Array<[keyof RowCounts, { bulkPut(rows: readonly unknown[]): Promise<unknown> }, readonly unknown[]]> = [
      ['tasks', db.todos as never, rows.tasks],
      ['conversations', db.conversations as never, rows.conversations],
      ['messages', db.messages as never, rows.messages],
      ['audit', db.audit as never, rows.audit],
      ['approvals', db.approvals as never, rows.approvals],
      ['memories', db.memories as never, rows.memories],
    ];
    for (const [name, table, all] of order) {
      for (let start = 0; start < all.length; start += IMPORT_CHUNK) {
        await table.bulkPut(all.slice(start, start + IMPORT_CHUNK));
        written[name] = Math.min(all.length, start + IMPORT_CHUNK);
        onProgress?.({ written: { ...written }, total });
      }
    }
    // The memory indexes are rebuilt from the new rows (a replace may have deleted what they matched).
    await bumpMemoryRevision(db);
    const from = formatDate(file.exportedAt.slice(0, 10), { locale: 'en-US' });
    const nothingNew = mode === 'merge' && Object.values(written).every((count) => count === 0);
    const message = nothingNew
      ? `Everything in this file (the export of ${from}) is already here, so nothing was added`
      : `${mode === 'replace' ? 'Replaced all data with' : 'Imported'} ${describeCounts(written)} from the export of ${from}`;
    const auditId = await writeDataAction(db, {
      at: now,
      toolName: IMPORT_TOOL,
      input: { mode, exportedAt: file.exportedAt, version: file.version },
      risk: mode === 'replace' ? 'high' : 'medium',
      confirmed: mode === 'replace',
      output: { message, ...written, ...(nothingNew ? {} : { undoable: true }) },
    });
    if (nothingNew) return { mode, written, message };
    await recordImport(db, auditId, {
      written: { todos: rows.tasks, conversations: rows.conversations, messages: rows.messages, audit: rows.audit, approvals: rows.approvals, memories: rows.memories },
      replaced,
      settingsBefore: mode === 'replace' && file.settings ? options.settingsBefore : undefined,
      dropEarlier: mode === 'replace',
    });
    return { mode, written, message, undoAuditId: auditId };
  });
}
