import type { Todo } from '../db';
import type { TodoContext } from './context';
import { getTodo } from './get-todo';

/** Deletes a task; returns it as it was so the caller can audit or undo. */
export async function deleteTodo(ctx: TodoContext, taskId: unknown): Promise<Todo> {
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const before = await getTodo(ctx, taskId);
    await ctx.db.todos.delete(before.id);
    return before;
  });
}
