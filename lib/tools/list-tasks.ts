import { listTodosInputSchema, listTodosPage } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

const MAX_LISTED = 50;

export const listTasks = defineTodoTool({
  name: 'list_tasks',
  description:
    'List tasks, newest first. status: pending (default), completed or all. Optional query (text in the title, description or tags), tag, and due: today, tomorrow, this_week, overdue, none, or {from, to} ISO dates.',
  inputSchema: listTodosInputSchema,
  risk: 'low',
  async run(ctx, input) {
    const { todos, more } = await listTodosPage(ctx, input, MAX_LISTED);
    return {
      output: {
        count: todos.length,
        tasks: todos.map(taskView),
        ...(more ? { truncated: true, note: `Only the newest ${todos.length} are listed; narrow with query, tag or due.` } : {}),
      },
    };
  },
});
