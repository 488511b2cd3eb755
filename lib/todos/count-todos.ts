import { COMPLETED_PREFIX, END_OF_KEYS, PENDING_PREFIX } from '../db';
import type { TodoContext } from './context';

/** How many tasks are pending and completed, from index counts: no task is read. */
export async function countTodos(ctx: TodoContext): Promise<{ pending: number; completed: number }> {
  const [pending, completed] = await Promise.all([
    ctx.db.todos.where('planKey').between(PENDING_PREFIX, COMPLETED_PREFIX, true, false).count(),
    ctx.db.todos.where('planKey').between(COMPLETED_PREFIX, END_OF_KEYS, true, false).count(),
  ]);
  return { pending, completed };
}
