import { jsonByteLength } from '../audit';
import type { Todo } from '../db';
import { listTodosInputSchema, listTodosPage } from '../todos';
import { listedTaskView, type ListedTaskView } from './task-view';
import { defineTodoTool } from './tool-definition';

/** At most this many tasks in one listing… */
export const MAX_LISTED = 50;
/** …and at most this many bytes of them (JSON, UTF-8), so the stored result stays under 8 KB. */
export const LISTED_BYTES_MAX = 6500;

/** The newest tasks first, as many as fit in the byte budget. */
function fitInBudget(todos: readonly Todo[]): ListedTaskView[] {
  const views: ListedTaskView[] = [];
  let bytes = 0;
  for (const todo of todos) {
    const view = listedTaskView(todo);
    bytes += jsonByteLength(view) + 1;
    if (bytes > LISTED_BYTES_MAX) break;
    views.push(view);
  }
  return views;
}

export const listTasks = defineTodoTool({
  name: 'list_tasks',
  description:
    'List tasks, newest first: id, title (long ones cut), status, priority, dueAt, tags; get_task gives one task in full. status: pending (default), completed or all. Optional query (text in the title, description or tags), tag, and due: today, tomorrow, this_week, overdue, none, or {from, to} ISO dates.',
  inputSchema: listTodosInputSchema,
  riskLabel: 'low',
  riskOf: () => 'low',
  async run(ctx, input) {
    const page = await listTodosPage(ctx, input, MAX_LISTED);
    const tasks = fitInBudget(page.todos);
    const more = page.more || tasks.length < page.todos.length;
    return {
      output: {
        count: tasks.length,
        tasks,
        ...(more ? { truncated: true, note: `Only the newest ${tasks.length} are listed; narrow with query, tag or due.` } : {}),
      },
      // The audit records what was found, not the tasks' contents.
      auditOutput: { count: tasks.length, ids: tasks.map((task) => task.id), ...(more ? { truncated: true } : {}) },
    };
  },
});
