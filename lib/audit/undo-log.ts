import type { AuditEntry, TodoDatabase } from '../db';

/**
 * Whether an entry recorded a change that an undo could reverse: it ran, it
 * kept a snapshot of the task, and it is not an undo itself (there is no
 * redo: undoing an undo is refused, and the undone change can be made again).
 */
export function isUndoableChange(entry: AuditEntry): boolean {
  return entry.status === 'ok' && (entry.before !== undefined || entry.after !== undefined) && entry.undoOf === undefined;
}

/** Which of these entries undid which: the id of the undone entry to the id of its undo. */
export function undoneBy(entries: readonly AuditEntry[]): Map<number, number> {
  return new Map(entries.flatMap((entry) => (entry.undoOf === undefined ? [] : [[entry.undoOf, entry.id] as const])));
}

/** The entry that undid entry `auditId`, if any. */
export function findUndoOf(db: TodoDatabase, auditId: number): Promise<AuditEntry | undefined> {
  return db.audit.where('undoOf').equals(auditId).first();
}

/** The entry of a tool call (the chat's tool cards know their call id). */
export function findByToolCall(db: TodoDatabase, toolCallId: string): Promise<AuditEntry | undefined> {
  return db.audit.where('toolCallId').equals(toolCallId).last();
}

/**
 * The newest change of a conversation that has not been undone yet: what
 * "undo that" means. Undone changes are skipped, so asking again walks back
 * one change at a time.
 */
export async function latestUndoableChange(db: TodoDatabase, conversationId: string): Promise<AuditEntry | undefined> {
  const changes = await db.audit.where('conversationId').equals(conversationId).reverse().filter(isUndoableChange).toArray();
  for (const change of changes) {
    if (!(await findUndoOf(db, change.id))) return change;
  }
  return undefined;
}
