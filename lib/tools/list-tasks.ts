import { listTodos, listTodosInputSchema } from '../todos';
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
    const todos = await listTodos(ctx, input);
    return {
      output: {
        count: todos.length,
        tasks: todos.slice(0, input.limit ?? MAX_LISTED).map(taskView),
        ...(todos.length > (input.limit ?? MAX_LISTED) ? { truncated: true } : {}),
      },
    };
  },
});
