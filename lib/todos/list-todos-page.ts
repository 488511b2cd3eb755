import Dexie from 'dexie';
import type { Todo } from '../db';
import type { TodoContext } from './context';
import { listTodos } from './list-todos';
import { listTodosInputSchema, parseInput } from './schemas';

/**
 * The first `size` tasks of a listing, newest first, and whether there are
 * more. Without a text, tag or due filter it reads only `size + 1` records
 * through the [status+createdAt] index, so "what's left?" costs the same at
 * 10 or 10,000 tasks. (It does not count the rest: in Chromium, counting
 * 6,000 index entries alone takes ~15 ms, more than the whole turn's budget.)
 */
export async function listTodosPage(ctx: TodoContext, input: unknown, size: number): Promise<{ todos: Todo[]; more: boolean }> {
  const filter = parseInput(listTodosInputSchema, input ?? {});
  const take = Math.min(size, filter.limit ?? size);
  if (filter.query || filter.tag || filter.due) {
    const { limit: _limit, ...unlimited } = filter;
    const todos = await listTodos(ctx, unlimited);
    return { todos: todos.slice(0, take), more: todos.length > take };
  }
  const table = ctx.db.todos;
  const newestFirst =
    filter.status === 'all'
      ? table.orderBy('createdAt').reverse()
      : table.where('[status+createdAt]').between([filter.status, Dexie.minKey], [filter.status, Dexie.maxKey]).reverse();
  const todos = await newestFirst.limit(take + 1).toArray();
  return { todos: todos.slice(0, take), more: todos.length > take };
}
