import { z } from 'zod';
import { getTodo, taskIdSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const getTask = defineTodoTool({
  name: 'get_task',
  label: 'View task',
  verbs: { done: 'looked at', todo: 'look at' },
  lookup: true,
  description: "Get one task's details by its id (the number the user sees, as in #3).",
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'low',
  async run(ctx, input) {
    const todo = await getTodo(ctx, input.task_id);
    return { output: { task: taskView(todo) }, auditOutput: { task: { id: todo.id, title: todo.title } } };
  },
});
