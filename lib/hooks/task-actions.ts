import { storageFailedText, type TodoDatabase } from '../db';
import { executeTool } from '../tools';

export type ActionResult = { ok: true; output: unknown } | { ok: false; error: string };

export interface TaskActions {
  add: (input: unknown) => Promise<ActionResult>;
  update: (taskId: number, changes: Record<string, unknown>) => Promise<ActionResult>;
  setCompleted: (taskId: number, completed: boolean) => Promise<ActionResult>;
  remove: (taskId: number) => Promise<ActionResult>;
}

/**
 * What a person can do in the Tasks view. Every action goes through the tools
 * with engine `manual`, so it is validated and audited exactly like the
 * assistant's; failures come back as a message to show, never as a throw.
 */
export function createTaskActions(db: TodoDatabase, now?: () => Date): TaskActions {
  const ctx = { db, engine: 'manual' as const, ...(now ? { now } : {}) };
  const run = async (toolName: string, input: unknown): Promise<ActionResult> => {
    try {
      return { ok: true, output: await executeTool(ctx, toolName, input) };
    } catch (error) {
      return { ok: false, error: storageFailedText(error) ?? (error instanceof Error ? error.message : String(error)) };
    }
  };
  return {
    add: (input) => run('add_task', input),
    update: (taskId, changes) => run('update_task', { ...changes, task_id: taskId }),
    setCompleted: (taskId, completed) => run(completed ? 'complete_task' : 'reopen_task', { task_id: taskId }),
    remove: (taskId) => run('delete_task', { task_id: taskId }),
  };
}
