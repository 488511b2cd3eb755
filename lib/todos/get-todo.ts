import type { Todo } from '../db';
import type { TodoContext } from './context';
import { TodoNotFoundError } from './errors';
import { parseInput, taskIdSchema } from './schemas';

/** One task by its id, or a "Task #ID not found" error. */
export async function getTodo(ctx: TodoContext, taskId: unknown): Promise<Todo> {
  const id = parseInput(taskIdSchema, taskId);
  const todo = await ctx.db.todos.get(id);
  if (!todo) throw new TodoNotFoundError(id);
  return todo;
}
