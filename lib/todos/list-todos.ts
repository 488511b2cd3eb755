import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { dueRange, dueTimeOf, isOverdue } from './due-range';
import { listTodosInputSchema, parseInput } from './schemas';

/**
 * Tasks matching a status (pending by default), a text query (title,
 * description or tag), a tag and a due range; newest first.
 */
export async function listTodos(ctx: TodoContext, input: unknown = {}): Promise<Todo[]> {
  const filter = parseInput(listTodosInputSchema, input ?? {});
  const table = ctx.db.todos;
  const base = filter.status === 'all' ? table.toCollection() : table.where('status').equals(filter.status);

  const query = filter.query?.toLowerCase();
  const now = nowOf(ctx);
  const range = filter.due ? dueRange(filter.due, now) : undefined;
  const todos = await base
    .filter((todo) => {
      if (filter.tag && !todo.tags.includes(filter.tag)) return false;
      if (query) {
        const haystack = `${todo.title}\n${todo.description ?? ''}\n${todo.tags.join(' ')}`.toLowerCase();
        if (!haystack.includes(query)) return false;
      }
      if (range === 'none') return !todo.dueAt;
      if (filter.due === 'overdue') return !!todo.dueAt && isOverdue(todo.dueAt, now);
      if (range) {
        if (!todo.dueAt) return false;
        const due = dueTimeOf(todo.dueAt);
        if (range.from !== undefined && due < range.from) return false;
        if (range.to !== undefined && due >= range.to) return false;
      }
      return true;
    })
    .toArray();

  todos.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return filter.limit ? todos.slice(0, filter.limit) : todos;
}
