import type { Approval, AuditEntry, Conversation, Memory, StoredMessage, Todo } from '../db';
import type { ExportFile, ExportRows } from './export-format';
import { storedMemory } from './stored-memory';

/** The rows of this browser that share a key with a row of the file. */
export interface LocalRows {
  tasks: ReadonlyMap<number, Todo>;
  conversations: ReadonlyMap<string, Conversation>;
  messages: ReadonlyMap<number, StoredMessage>;
  audit: ReadonlyMap<number, AuditEntry>;
  approvals: ReadonlyMap<string, Approval>;
  memories: ReadonlyMap<number, Memory>;
  /**
   * Rows of this browser, under other ids, that are copies of a file row whose
   * id is taken here by a different row: what an earlier merge of the same
   * file renumbered. Keyed by `copyKey`. Without it a second merge would add
   * every renumbered row again.
   */
  copies?: {
    tasks: ReadonlyMap<string, Todo>;
    messages: ReadonlySet<string>;
    audit: ReadonlySet<string>;
    memories: ReadonlySet<string>;
  };
}

/** What makes a row the same row when its id is not: its creation and its content. */
export const copyKey = {
  task: (row: Pick<Todo, 'createdAt' | 'title'>) => `${row.createdAt}\u0000${row.title}`,
  message: (row: Pick<StoredMessage, 'conversationId' | 'createdAt' | 'role'>) => `${row.conversationId}\u0000${row.createdAt}\u0000${row.role}`,
  audit: (row: Pick<AuditEntry, 'at' | 'toolName' | 'toolCallId'>) => `${row.at}\u0000${row.toolName}\u0000${row.toolCallId ?? ''}`,
  memory: (row: Pick<Memory, 'createdAt' | 'text'>) => `${row.createdAt}\u0000${row.text}`,
};

/** Whether a row here is the file's row under the same id: the same creation, so an earlier import brought it. */
export const sameRow = {
  task: (here: Pick<Todo, 'createdAt'>, row: Pick<Todo, 'createdAt'>) => here.createdAt === row.createdAt,
  message: (here: Pick<StoredMessage, 'conversationId' | 'createdAt'>, row: Pick<StoredMessage, 'conversationId' | 'createdAt'>) =>
    here.conversationId === row.conversationId && here.createdAt === row.createdAt,
  audit: (here: Pick<AuditEntry, 'at' | 'toolName'>, row: Pick<AuditEntry, 'at' | 'toolName'>) => here.at === row.at && here.toolName === row.toolName,
  memory: (here: Pick<Memory, 'createdAt' | 'text'>, row: Pick<Memory, 'createdAt' | 'text'>) => here.createdAt === row.createdAt && here.text === row.text,
};

/** The first id free in each auto-numbered table: above every id here and in the file. */
export interface NextIds {
  tasks: number;
  messages: number;
  audit: number;
  memories: number;
}

export interface MergeCounts {
  tasks: { added: number; updated: number; keptYours: number; renumbered: number };
  conversations: { added: number; updated: number; keptYours: number };
  messages: { added: number; alreadyHere: number };
  audit: { added: number; alreadyHere: number };
  approvals: { added: number; alreadyHere: number };
  memories: { added: number; alreadyHere: number };
}

/** The rows to write, and how many of each kind were added, kept or renumbered. */
export interface MergePlan extends ExportRows {
  counts: MergeCounts;
}

type Renumberer = ReturnType<typeof renumberer>;

/** Numbers rows that need a new id from `next` on, remembering old → new. */
function renumberer(next: number) {
  const map = new Map<number, number>();
  let free = next;
  return {
    map,
    take(old: number): number {
      const id = free;
      free += 1;
      map.set(old, id);
      return id;
    },
  };
}

/**
 * The file's rows of an append-only table that are not here yet. A row whose
 * id is here is already here when it is the same row (`same`) or an earlier
 * merge renumbered a copy of it (its `copyKey` among `copies`); otherwise it
 * is another row, added under the next free id.
 */
function appendOnly<Row extends { id: number }, Mine>(
  rows: readonly Row[],
  local: ReadonlyMap<number, Mine>,
  same: (here: Mine, row: Row) => boolean,
  copies: ReadonlySet<string> | undefined,
  key: (row: Row) => string,
  ids: Renumberer,
  count: { added: number; alreadyHere: number },
): Row[] {
  const added: Row[] = [];
  for (const row of rows) {
    const here = local.get(row.id);
    if (here !== undefined && (same(here, row) || Boolean(copies?.has(key(row))))) {
      count.alreadyHere += 1;
      continue;
    }
    added.push(here !== undefined ? { ...row, id: ids.take(row.id) } : row);
    count.added += 1;
  }
  return added;
}

/** A row that is here too: the copy changed last (`updatedAt`) wins, yours on a tie; one not here is added. */
function changedLastWins<Row extends { updatedAt: string }>(
  row: Row,
  here: { updatedAt: string } | undefined,
  out: Row[],
  count: { added: number; updated: number; keptYours: number },
): void {
  if (!here) {
    out.push(row);
    count.added += 1;
  } else if (row.updatedAt > here.updatedAt) {
    out.push(row);
    count.updated += 1;
  } else count.keptYours += 1;
}

const mapped = (map: ReadonlyMap<number, number>, id: number | undefined) => (id === undefined ? undefined : (map.get(id) ?? id));

/**
 * How a file merges into this browser's data (pure: the same plan makes the
 * preview and the write).
 *
 * - Tasks, by id: the same id and the same `createdAt` is the same task, and
 *   the copy changed last (`updatedAt`) wins, yours on a tie; the same id on
 *   another task (another browser numbered its own tasks) is a different task,
 *   added under a new id. So a merge never overwrites a different task.
 * - Conversations, by UUID: the one changed last keeps its title; their
 *   messages are joined.
 * - Messages, audit entries and memories are append-only: a row with the same
 *   id and the same creation time is already here and skipped; one whose id is
 *   taken by another row gets a new id, and what pointed at it follows (an
 *   undo's `undoOf`, a memory's message range, audit snapshots of renumbered tasks).
 * - Approvals, by their id: one already here is kept as it is.
 */
export function planMerge(file: ExportFile, local: LocalRows, next: NextIds): MergePlan {
  const counts: MergeCounts = {
    tasks: { added: 0, updated: 0, keptYours: 0, renumbered: 0 },
    conversations: { added: 0, updated: 0, keptYours: 0 },
    messages: { added: 0, alreadyHere: 0 },
    audit: { added: 0, alreadyHere: 0 },
    approvals: { added: 0, alreadyHere: 0 },
    memories: { added: 0, alreadyHere: 0 },
  };

  const taskIds = renumberer(next.tasks);
  const tasks: Todo[] = [];
  for (const task of file.tasks) {
    const here = local.tasks.get(task.id);
    if (here && !sameRow.task(here, task)) {
      const copy = local.copies?.tasks.get(copyKey.task(task));
      if (!copy) {
        tasks.push({ ...task, id: taskIds.take(task.id) });
        counts.tasks.renumbered += 1;
        continue;
      }
      // Renumbered by an earlier merge: the same task under its new id.
      taskIds.map.set(task.id, copy.id);
      changedLastWins({ ...task, id: copy.id }, copy, tasks, counts.tasks);
    } else changedLastWins(task, here, tasks, counts.tasks);
  }

  const conversations: Conversation[] = [];
  for (const conversation of file.conversations) changedLastWins(conversation, local.conversations.get(conversation.id), conversations, counts.conversations);

  const messageIds = renumberer(next.messages);
  const messages: StoredMessage[] = appendOnly(file.messages, local.messages, sameRow.message, local.copies?.messages, copyKey.message, messageIds, counts.messages);

  const auditIds = renumberer(next.audit);
  const auditRows: AuditEntry[] = appendOnly(file.audit, local.audit, sameRow.audit, local.copies?.audit, copyKey.audit, auditIds, counts.audit);
  const audit = auditRows.map((entry) => {
    const undoOf = mapped(auditIds.map, entry.undoOf);
    const before = entry.before && taskIds.map.has(entry.before.id) ? { ...entry.before, id: taskIds.map.get(entry.before.id) ?? entry.before.id } : entry.before;
    const after = entry.after && taskIds.map.has(entry.after.id) ? { ...entry.after, id: taskIds.map.get(entry.after.id) ?? entry.after.id } : entry.after;
    const created = entry.created && taskIds.map.has(entry.created.id) ? { ...entry.created, id: taskIds.map.get(entry.created.id) ?? entry.created.id } : entry.created;
    return { ...entry, ...(undoOf !== undefined ? { undoOf } : {}), ...(before ? { before } : {}), ...(after ? { after } : {}), ...(created ? { created } : {}) };
  });

  const approvals: Approval[] = [];
  for (const approval of file.approvals) {
    if (local.approvals.has(approval.id)) counts.approvals.alreadyHere += 1;
    else {
      approvals.push(approval);
      counts.approvals.added += 1;
    }
  }

  const memoryRows = appendOnly(file.memories, local.memories, sameRow.memory, local.copies?.memories, copyKey.memory, renumberer(next.memories), counts.memories);
  const memories: Memory[] = memoryRows.map((memory) => {
    const fromMessageId = mapped(messageIds.map, memory.fromMessageId);
    const toMessageId = mapped(messageIds.map, memory.toMessageId);
    return { ...storedMemory(memory), ...(fromMessageId !== undefined ? { fromMessageId } : {}), ...(toMessageId !== undefined ? { toMessageId } : {}) };
  });

  return { tasks, conversations, messages, audit, approvals, memories, counts };
}
