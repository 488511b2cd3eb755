import { z } from 'zod';
import { completeTodo, taskIdSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const completeTask = defineTodoTool({
  name: 'complete_task',
  description: 'Mark a task as done by its id.',
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'medium',
  async run(ctx, input) {
    const { before, after } = await completeTodo(ctx, input.task_id);
    return { output: { message: `Completed task #${after.id}: ${after.title}`, task: taskView(after) }, before, after };
  },
});
