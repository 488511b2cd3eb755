import Dexie from 'dexie';
import type { Todo } from '../db';
import type { TodoContext } from './context';
import { listTodos } from './list-todos';
import { listTodosInputSchema, parseInput } from './schemas';

/**
 * The first `size` tasks of a listing, newest first, and how many there are
 * in all. Without a text, tag or due filter it reads only those `size`
 * records through the [status+createdAt] index (and counts with the index),
 * so "what's left?" costs the same at 10 or 10,000 tasks.
 */
export async function listTodosPage(ctx: TodoContext, input: unknown, size: number): Promise<{ todos: Todo[]; total: number }> {
  const filter = parseInput(listTodosInputSchema, input ?? {});
  const take = Math.min(size, filter.limit ?? size);
  if (filter.query || filter.tag || filter.due) {
    const { limit: _limit, ...unlimited } = filter;
    const todos = await listTodos(ctx, unlimited);
    return { todos: todos.slice(0, take), total: todos.length };
  }
  const table = ctx.db.todos;
  if (filter.status === 'all') {
    const [todos, total] = await Promise.all([table.orderBy('createdAt').reverse().limit(take).toArray(), table.count()]);
    return { todos, total };
  }
  const [todos, total] = await Promise.all([
    table
      .where('[status+createdAt]')
      .between([filter.status, Dexie.minKey], [filter.status, Dexie.maxKey])
      .reverse()
      .limit(take)
      .toArray(),
    table.where('status').equals(filter.status).count(),
  ]);
  return { todos, total };
}
