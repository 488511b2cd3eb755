import { jsonByteLength } from '../audit';
import type { Todo } from '../db';
import { describeDue, listTodosInputSchema, listTodosPage, nowOf, SEARCH_SCAN_LIMIT } from '../todos';
import { describeFilter } from './describe-filter';
import { listedTaskView, type ListedTaskView } from './task-view';
import { defineTodoTool } from './tool-definition';

/** At most this many tasks in one listing… */
export const MAX_LISTED = 50;
/** …and at most this many bytes of them (JSON, UTF-8), so the stored result stays under 8 KB. */
export const LISTED_BYTES_MAX = 6500;

/** The due date in the Tasks tab's words, so the model can say it the same way: "tomorrow 9:00 AM". */
function dueFields(dueAt: string, now: Date) {
  const due = describeDue(dueAt, now, 'en-US');
  return { due: due.phrase, ...(due.overdue ? { overdue: true } : {}) };
}

/** The tasks in plan order, each a compact view with its due words, as many as fit in the byte budget. */
function fitInBudget(todos: readonly Todo[], now: Date): ListedTaskView[] {
  const views: ListedTaskView[] = [];
  let bytes = 0;
  for (const todo of todos) {
    const view = { ...listedTaskView(todo), ...(todo.dueAt ? dueFields(todo.dueAt, now) : {}) };
    bytes += jsonByteLength(view) + 1;
    if (bytes > LISTED_BYTES_MAX) break;
    views.push(view);
  }
  return views;
}

export const listTasks = defineTodoTool({
  name: 'list_tasks',
  label: 'List tasks',
  lookup: true,
  description:
    'List tasks in plan order; quote `due`. Filters combine: status, query, tag(s) with tagMode, site (like github.com), priority, due (today|tomorrow|this_week|overdue|none|a day|{from,to}), completed (today|yesterday|this_week|a day|{from,to}), repeating, tagged (true|false).',
  inputSchema: listTodosInputSchema,
  risk: 'low',
  async run(ctx, input) {
    const page = await listTodosPage(ctx, input, MAX_LISTED);
    const tasks = fitInBudget(page.todos, nowOf(ctx));
    const more = page.more || tasks.length < page.todos.length;
    const notes = [
      ...(more ? [`Only the first ${tasks.length} are listed; narrow with query, tag, site or due.`] : []),
      ...(page.scanLimited ? [`The text query looked at the first ${SEARCH_SCAN_LIMIT.toLocaleString('en-US')} tasks only; refine it or add a tag or due filter.`] : []),
    ];
    return {
      output: {
        count: tasks.length,
        filter: describeFilter(listTodosInputSchema.parse(input ?? {})),
        tasks,
        ...(more || page.scanLimited ? { truncated: true, note: notes.join(' ') } : {}),
      },
      // The audit records what was found, not the tasks' contents.
      auditOutput: { count: tasks.length, ids: tasks.map((task) => task.id), ...(more ? { truncated: true } : {}) },
    };
  },
});
