import { z } from 'zod';
import { reopenTodo, taskIdSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

/** Puts a completed task back: the Tasks view's undo of a completion, and "reopen eggs and milk" in chat. */
export const reopenTask = defineTodoTool({
  name: 'reopen_task',
  label: 'Reopen task',
  verbs: { done: 'reopened', todo: 'reopen' },
  description: 'Put a completed task back on the pending list.',
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'medium',
  async run(ctx, input) {
    const { before, after } = await reopenTodo(ctx, input.task_id);
    return { output: { message: `Reopened task #${after.id}: ${after.title}`, task: taskView(after) }, before, after };
  },
});
