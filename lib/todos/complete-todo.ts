import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { getTodo } from './get-todo';

async function setStatus(ctx: TodoContext, taskId: unknown, completed: boolean) {
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const before = await getTodo(ctx, taskId);
    const at = nowOf(ctx).toISOString();
    const after: Todo = { ...before, status: completed ? 'completed' : 'pending', updatedAt: at };
    if (completed) after.completedAt = before.completedAt ?? at;
    else delete after.completedAt;
    await ctx.db.todos.put(after);
    return { before, after };
  });
}

/** Marks a task done (completing a done task again changes nothing but `updatedAt`). */
export function completeTodo(ctx: TodoContext, taskId: unknown): Promise<{ before: Todo; after: Todo }> {
  return setStatus(ctx, taskId, true);
}

/** Puts a completed task back on the pending list. */
export function reopenTodo(ctx: TodoContext, taskId: unknown): Promise<{ before: Todo; after: Todo }> {
  return setStatus(ctx, taskId, false);
}
