import { listTodosInputSchema, listTodosPage } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

const MAX_LISTED = 50;

export const listTasks = defineTodoTool({
  name: 'list_tasks',
  description:
    'List tasks, newest first. status: pending (default), completed or all. Optional query (text in the title, description or tags), tag, and due: today, tomorrow, this_week, overdue, none, or {from, to} ISO dates.',
  inputSchema: listTodosInputSchema,
  riskLabel: 'low',
  riskOf: () => 'low',
  async run(ctx, input) {
    const { todos, total } = await listTodosPage(ctx, input, MAX_LISTED);
    return {
      output: {
        count: total,
        tasks: todos.map(taskView),
        ...(total > todos.length ? { truncated: true } : {}),
      },
    };
  },
});
