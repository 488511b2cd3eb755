import { plainTodo, type Todo } from '../db';
import type { TodoContext } from './context';
import { listTodosInputSchema, parseInput } from './schemas';
import { listTodoPage } from './todo-pages';

const BATCH = 500;

/**
 * Every task matching a status (pending by default), a text query (title,
 * description or tag, among the first SEARCH_SCAN_LIMIT tasks), a tag and a
 * due range, in plan order, read page by page. It reads the whole listing:
 * views and tools read one page instead (listTodoPage, listTodosPage).
 */
export async function listTodos(ctx: TodoContext, input: unknown = {}): Promise<Todo[]> {
  const filter = parseInput(listTodosInputSchema, input ?? {});
  const todos: Todo[] = [];
  let after: string | undefined;
  for (;;) {
    const size = Math.min(BATCH, (filter.limit ?? Infinity) - todos.length);
    if (size <= 0) break;
    const page = await listTodoPage(ctx, filter, { size, ...(after !== undefined ? { after } : {}) });
    todos.push(...page.todos.map(plainTodo));
    if (!page.more) break;
    after = page.next;
  }
  return todos;
}
