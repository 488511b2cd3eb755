import { z } from 'zod';
import { reopenTodo, taskIdSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

/** Used by the Tasks view to undo a completion; not offered to the model. */
export const reopenTask = defineTodoTool({
  name: 'reopen_task',
  description: 'Put a completed task back on the pending list.',
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'medium',
  async run(ctx, input) {
    const { before, after } = await reopenTodo(ctx, input.task_id);
    return { output: { message: `Reopened task #${after.id}: ${after.title}`, task: taskView(after) }, before, after };
  },
});
