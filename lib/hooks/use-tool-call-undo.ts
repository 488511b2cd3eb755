import { useLiveQuery } from 'dexie-react-hooks';
import { changesOfEntry, findByToolCall, findUndoOf, isUndoableChange } from '../audit';
import { db as defaultDb, type TodoDatabase } from '../db';

export interface ToolCallUndo {
  auditId: number;
  /** The task the change was about, for "Open task" when an undo is refused. */
  taskId: number;
  /** The id of the entry that undid it, once undone. */
  undoneBy?: number;
  /** What an edit changed, in words ("due Fri → Mon"), for the change's own line; empty for other changes. */
  changes: string[];
}

/**
 * Whether a chat tool card's change can be undone, live: its audit entry
 * (found by the call id) and whether an undo of it exists. Undefined for
 * calls that changed nothing, and while `enabled` is false (cards still running).
 */
export function useToolCallUndo(toolCallId: string, enabled: boolean, database: TodoDatabase = defaultDb): ToolCallUndo | undefined {
  return useLiveQuery(async () => {
    if (!enabled) return undefined;
    const entry = await findByToolCall(database, toolCallId);
    if (!entry || !isUndoableChange(entry)) return undefined;
    const taskId = entry.after?.id ?? entry.before?.id ?? 0;
    const undo = await findUndoOf(database, entry.id);
    return { auditId: entry.id, taskId, changes: changesOfEntry(entry, new Date()), ...(undo ? { undoneBy: undo.id } : {}) };
  }, [toolCallId, enabled, database]);
}
