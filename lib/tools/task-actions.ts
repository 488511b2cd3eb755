import { storageFailedText, type TodoDatabase } from '../db';
import { summarizeValue } from './summarize-value';
import type { ToolName } from './registry';
import { ToolExecutionError } from './tool-error';
import { errorMessage } from '../util';

/** The outcome of an action; `auditId` is the entry that recorded it, which its Undo reverses. */
export type ActionResult = { ok: true; output: unknown; auditId?: number } | { ok: false; error: string };

/**
 * The outcome of an Undo: the sentence to show, or why it was refused.
 * `code` is `changed_since` when the task changed again (offer to open it),
 * `already_undone`, `not_undoable` or `not_found`.
 */
export type UndoResult = { ok: true; message: string } | { ok: false; error: string; code?: string };

export interface TaskActions {
  add: (input: unknown) => Promise<ActionResult>;
  update: (taskId: number, changes: Record<string, unknown>) => Promise<ActionResult>;
  setCompleted: (taskId: number, completed: boolean) => Promise<ActionResult>;
  remove: (taskId: number) => Promise<ActionResult>;
  /** Reverses the change recorded by one audit entry (from Activity, a chat card or the Tasks view's notice). */
  undo: (auditId: number) => Promise<UndoResult>;
}

const messageOf = (error: unknown) => storageFailedText(error) ?? errorMessage(error);

/**
 * The tools (every tool's schema and code, rrule, the memory index) load on the first action, not
 * with the panel: the chat's first paint does not need them, and they were a quarter of its first
 * scripts. The first action waits for the chunk once (the panel preloads it when idle).
 */
const loadTools = async () => {
  const [tools, recurrence, { publishRecurrence }] = await Promise.all([import('./execute-tool'), import('../todos/recurrence'), import('../todos/recurrence-script')]);
  // The panel has the rules of repeating tasks in its own chunks (the Tasks view shows them in words):
  // the tools take them from here rather than load the background's copy (lib/todos/recurrence-script.ts).
  publishRecurrence(recurrence);
  return tools;
};

/** Fetches and runs the tools' chunk ahead of the first action (the panel calls it when idle). */
export const preloadTaskActions = async (): Promise<void> => {
  await loadTools();
};

/**
 * What a person can do in the Tasks view. Every action goes through the tools
 * with engine `manual`, so it is validated and audited exactly like the
 * assistant's; failures come back as a message to show, never as a throw.
 */
export function createTaskActions(db: TodoDatabase, now?: () => Date): TaskActions {
  const ctx = { db, engine: 'manual' as const, ...(now ? { now } : {}) };
  const run = async (toolName: ToolName, input: unknown): Promise<ActionResult> => {
    try {
      const { executeToolAudited } = await loadTools();
      const { output, auditId } = await executeToolAudited(ctx, toolName, input);
      return { ok: true, output, auditId };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  };
  return {
    add: (input) => run('add_task', input),
    update: (taskId, changes) => run('update_task', { ...changes, task_id: taskId }),
    setCompleted: (taskId, completed) => run(completed ? 'complete_task' : 'reopen_task', { task_id: taskId }),
    remove: (taskId) => run('delete_task', { task_id: taskId }),
    async undo(auditId) {
      try {
        const { executeToolAudited } = await loadTools();
        const { output } = await executeToolAudited(ctx, 'undo_change', { audit_id: auditId });
        return { ok: true, message: summarizeValue(output) };
      } catch (error) {
        return { ok: false, error: messageOf(error), ...(error instanceof ToolExecutionError ? { code: error.code } : {}) };
      }
    },
  };
}
