import type { AuditEntry, TodoDatabase } from '../db';
import { isRecord } from '../util';

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

/** Changes made outside the panel: quick-add's window, reminder notifications and sync. */
const OUTSIDE_THE_PANEL: ReadonlySet<string> = new Set(['quick-add', 'reminder', 'sync']);
/** How far back Ctrl+Z looks for a change not undone yet. */
const PANEL_UNDO_LOOKBACK = 200;

/**
 * The newest change made in the panel (by the person in Tasks or by the
 * assistant in the chat) that is not undone yet: what Ctrl/Cmd+Z reverses.
 * Reads at most the newest few hundred entries, whatever the log's size.
 */
export async function latestPanelChange(db: TodoDatabase): Promise<AuditEntry | undefined> {
  const recent = await db.audit.orderBy('id').reverse().limit(PANEL_UNDO_LOOKBACK).toArray();
  const undone = new Set(recent.flatMap((entry) => (entry.undoOf === undefined ? [] : [entry.undoOf])));
  for (const entry of recent) {
    if (!isUndoableChange(entry) || OUTSIDE_THE_PANEL.has(entry.engine) || undone.has(entry.id)) continue;
    if (!(await findUndoOf(db, entry.id))) return entry;
  }
  return undefined;
}

/**
 * Whether an entry is an import that "Undo import" can take back: one that
 * kept what it wrote and replaced (`undoable`, lib/data/import-undo-record.ts),
 * or a Todoist import from before that (the ids it added are recorded).
 */
export function isUndoableImport(entry: Pick<AuditEntry, 'toolName' | 'status' | 'output'>): boolean {
  if ((entry.toolName !== 'import_todoist' && entry.toolName !== 'import_data') || entry.status !== 'ok' || !isRecord(entry.output)) return false;
  return entry.output.undoable === true || (entry.toolName === 'import_todoist' && typeof entry.output.firstId === 'number' && typeof entry.output.lastId === 'number');
}
