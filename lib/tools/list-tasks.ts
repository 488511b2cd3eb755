import { describeDue, listTodosInputSchema, listTodosPage, nowOf, SEARCH_SCAN_LIMIT } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

const MAX_LISTED = 50;

/** The due date in the Tasks tab's words, so the model can say it the same way: "tomorrow 9:00 AM". */
function dueFields(dueAt: string, now: Date) {
  const due = describeDue(dueAt, now, 'en-US');
  return { due: due.phrase, ...(due.overdue ? { overdue: true } : {}) };
}

export const listTasks = defineTodoTool({
  name: 'list_tasks',
  description:
    'List tasks in plan order: overdue, due today, upcoming (by due time, then priority), then undated (by priority); completed tasks after pending ones, most recently completed first. Each dated task has `due` in the words the Tasks tab shows (use them), and `overdue: true` when late. status: pending (default), completed or all. Optional query (text in the title, description or tags), tag, and due: today, tomorrow, this_week, overdue, none, or {from, to} ISO dates.',
  inputSchema: listTodosInputSchema,
  riskLabel: 'low',
  riskOf: () => 'low',
  async run(ctx, input) {
    const { todos, more, scanLimited } = await listTodosPage(ctx, input, MAX_LISTED);
    const now = nowOf(ctx);
    const notes = [
      ...(more ? [`Only the first ${todos.length} are listed; narrow with query, tag or due.`] : []),
      ...(scanLimited ? [`The text query looked at the first ${SEARCH_SCAN_LIMIT.toLocaleString('en-US')} tasks only; refine it or add a tag or due filter.`] : []),
    ];
    return {
      output: {
        count: todos.length,
        tasks: todos.map((todo) => ({ ...taskView(todo), ...(todo.dueAt ? dueFields(todo.dueAt, now) : {}) })),
        ...(more || scanLimited ? { truncated: true, note: notes.join(' ') } : {}),
      },
    };
  },
});
