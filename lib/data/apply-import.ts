import { newUid } from '../db';
import type { TodoDatabase } from '../db';
import { formatDate } from '../time/format-time';
import { writeAudit } from '../audit';
import { bumpMemoryRevision } from '../memory';
import type { ExportFile, ExportRows, TableName } from './export-format';
import { countRows, describeCounts, type RowCounts } from './count-rows';
import { storedMemory } from './stored-memory';
import { copyKey, planMerge, type LocalRows, type MergeCounts, type NextIds } from './merge-plan';

export type ImportMode = 'merge' | 'replace';

/** The audit log's name for an import; Activity words it (lib/audit). */
export const IMPORT_TOOL = 'import_data';

const fileCounts = (file: Record<TableName, readonly unknown[]>): RowCounts => ({
  tasks: file.tasks.length,
  conversations: file.conversations.length,
  messages: file.messages.length,
  audit: file.audit.length,
  approvals: file.approvals.length,
  memories: file.memories.length,
});

const byKey = <K, T>(rows: ReadonlyArray<T | undefined>, key: (row: T) => K) => new Map(rows.filter((row): row is T => row !== undefined).map((row) => [key(row), row]));

async function readLocal(db: TodoDatabase, file: ExportFile): Promise<LocalRows> {
  const [tasks, conversations, messages, audit, approvals, memories] = await Promise.all([
    db.todos.bulkGet(file.tasks.map((row) => row.id)),
    db.conversations.bulkGet(file.conversations.map((row) => row.id)),
    db.messages.bulkGet(file.messages.map((row) => row.id)),
    db.audit.bulkGet(file.audit.map((row) => row.id)),
    db.approvals.bulkGet(file.approvals.map((row) => row.id)),
    db.memories.bulkGet(file.memories.map((row) => row.id)),
  ]);
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
  const taken = <T extends { id: number }>(rows: readonly T[], here: ReadonlyMap<number, unknown>, same: (row: T, mine: never) => boolean) =>
    rows.filter((row) => here.has(row.id) && !same(row, here.get(row.id) as never));
  const tasks = taken(file.tasks, local.tasks, (row, mine: { createdAt: string }) => row.createdAt === mine.createdAt);
  const messages = taken(file.messages, local.messages, (row, mine: { conversationId: string; createdAt: string }) => row.conversationId === mine.conversationId && row.createdAt === mine.createdAt);
  const audit = taken(file.audit, local.audit, (row, mine: { at: string; toolName: string }) => row.at === mine.at && row.toolName === mine.toolName);
  const memories = taken(file.memories, local.memories, (row, mine: { createdAt: string; text: string }) => row.createdAt === mine.createdAt && row.text === mine.text);
  const unique = <T>(values: T[]) => [...new Set(values)];
  // Chained Dexie promises, not awaits: a native await between queries can end the import's transaction early.
  return db.todos
    .where('createdAt')
    .anyOf(unique(tasks.map((row) => row.createdAt)))
    .toArray()
    .then((taskRows) =>
      db.messages
        .where('conversationId')
        .anyOf(unique(messages.map((row) => row.conversationId)))
        .toArray()
        .then((messageRows) =>
          db.audit
            .where('at')
            .anyOf(unique(audit.map((row) => row.at)))
            .toArray()
            .then((auditRows) =>
              db.memories
                .where('createdAt')
                .anyOf(unique(memories.map((row) => row.createdAt)))
                .toArray()
                .then((memoryRows) => ({
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
const WRITTEN_TABLES = (db: TodoDatabase) => [...TABLES_OF(db), db.memoryRevision, db.syncOutbox, db.syncAccount];

/** Reads what a merge would do and what a replace would delete; writes nothing. */
export async function previewImport(db: TodoDatabase, file: ExportFile, upgradedFrom?: number): Promise<ImportPreview> {
  const { local, next, here } = await db.transaction('r', TABLES_OF(db), async () => ({ local: await readLocal(db, file), next: await nextIds(db, file), here: await countRows(db) }));
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
}

/**
 * Writes a validated file in ONE transaction: a merge (planMerge's rules) or
 * a replace (every table emptied, then the file's rows with their own ids).
 * Either all of it is written, with one audit entry that says how much, or,
 * when anything fails, none of it.
 */
export async function applyImport(db: TodoDatabase, file: ExportFile, mode: ImportMode, now: Date = new Date()): Promise<ImportResult> {
  return db.transaction('rw', WRITTEN_TABLES(db), async () => {
    let rows: ExportRows;
    if (mode === 'replace') {
      await Promise.all(TABLES_OF(db).map((table) => table.clear()));
      rows = { ...(file as Omit<ExportFile, 'memories'> & ExportRows), memories: file.memories.map(storedMemory) };
    } else {
      rows = planMerge(file, await readLocal(db, file), await nextIds(db, file));
    }
    await db.todos.bulkPut(rows.tasks);
    // A task from a file older than uids (version 3 and before) gets one here; a file's uid is kept.
    await db.todos.filter((task) => !task.uid).modify((task) => {
      task.uid = newUid();
    });
    await db.conversations.bulkPut(rows.conversations);
    await db.messages.bulkPut(rows.messages);
    await db.audit.bulkPut(rows.audit);
    await db.approvals.bulkPut(rows.approvals);
    await db.memories.bulkPut(rows.memories);
    // The memory indexes are rebuilt from the new rows (a replace may have deleted what they matched).
    await bumpMemoryRevision(db);
    const written = fileCounts({ ...file, ...rows });
    const from = formatDate(file.exportedAt.slice(0, 10), { locale: 'en-US' });
    const nothingNew = mode === 'merge' && Object.values(written).every((count) => count === 0);
    const message = nothingNew
      ? `Everything in the export of ${from} is already here, so nothing was added`
      : `${mode === 'replace' ? 'Replaced all data with' : 'Imported'} ${describeCounts(written)} from the export of ${from}`;
    await writeAudit(db, {
      at: now.toISOString(),
      toolName: IMPORT_TOOL,
      input: { mode, exportedAt: file.exportedAt, version: file.version },
      risk: mode === 'replace' ? 'high' : 'medium',
      approval: { required: mode === 'replace', ...(mode === 'replace' ? { decision: 'approved' as const, decidedAt: now.toISOString() } : {}) },
      status: 'ok',
      output: { message, ...written },
      engine: 'manual',
    });
    return { mode, written, message };
  });
}
