import { z } from 'zod';
import { completeTodo, taskIdSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const completeTask = defineTodoTool({
  name: 'complete_task',
  label: 'Complete task',
  verbs: { done: 'completed', todo: 'complete' },
  description: 'Mark a task as done by its id. A repeating task gets its next occurrence as a new task.',
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'medium',
  async run(ctx, input) {
    const { before, after, created } = await completeTodo(ctx, input.task_id);
    const message = `Completed task #${after.id}: ${after.title}`;
    if (!created) return { output: { message, task: taskView(after) }, before, after };
    const next = created.dueAt ? ` due ${created.dueAt}` : '';
    return {
      output: { message: `${message}. Next occurrence: task #${created.id}${next}`, task: taskView(after), next: taskView(created) },
      before,
      after,
      created,
    };
  },
});
