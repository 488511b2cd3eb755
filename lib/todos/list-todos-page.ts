import { plainTodo, type Todo } from '../db';
import type { TodoContext } from './context';
import { listTodosInputSchema, parseInput } from './schemas';
import { listTodoPage } from './todo-pages';

/**
 * The first `size` tasks of a listing in plan order (see listTodoPage), and
 * whether there are more. Every filter reads one page through an index, so
 * "what's left?" costs the same at 10 or 10,000 tasks; a text query looks at
 * most SEARCH_SCAN_LIMIT tasks and says so (`scanLimited`).
 */
export async function listTodosPage(ctx: TodoContext, input: unknown, size: number): Promise<{ todos: Todo[]; more: boolean; scanLimited: boolean }> {
  const filter = parseInput(listTodosInputSchema, input ?? {});
  const page = await listTodoPage(ctx, filter, { size: Math.min(size, filter.limit ?? size) });
  return { todos: page.todos.map(plainTodo), more: page.more, scanLimited: page.scanLimited };
}
