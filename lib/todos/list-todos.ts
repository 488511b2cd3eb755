import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { dueRange, dueTimeOf, isOverdue } from './due-range';
import { listTodosInputSchema, parseInput } from './schemas';

type Filter = ReturnType<typeof listTodosInputSchema.parse>;

/**
 * The candidates from the narrowest index: the tag's, else the status's.
 * `toArray()` reads them in one request (getAll); a Dexie `.filter()` would
 * walk a cursor record by record, which is many times slower.
 */
function candidates(ctx: TodoContext, filter: Filter): Promise<Todo[]> {
  const table = ctx.db.todos;
  if (filter.tag) return table.where('tags').equals(filter.tag).toArray();
  if (filter.status === 'all') return table.toArray();
  return table.where('status').equals(filter.status).toArray();
}

/**
 * Tasks matching a status (pending by default), a text query (title,
 * description or tag), a tag and a due range; newest first.
 */
export async function listTodos(ctx: TodoContext, input: unknown = {}): Promise<Todo[]> {
  const filter = parseInput(listTodosInputSchema, input ?? {});
  const query = filter.query?.toLowerCase();
  const now = nowOf(ctx);
  const range = filter.due ? dueRange(filter.due, now) : undefined;

  const matches = (todo: Todo): boolean => {
    if (filter.status !== 'all' && todo.status !== filter.status) return false;
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
  };

  const todos = (await candidates(ctx, filter)).filter(matches);
  todos.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return filter.limit ? todos.slice(0, filter.limit) : todos;
}
