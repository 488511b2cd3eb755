import { z } from 'zod';
import { deleteTodo, taskIdSchema } from '../todos';
import { defineTodoTool } from './tool-definition';

export const deleteTask = defineTodoTool({
  name: 'delete_task',
  label: 'Delete task',
  verbs: { done: 'deleted', todo: 'delete' },
  approval: {
    task: {
      summary: (_ref, named) => `Delete ${named}`,
      question: (title) => ({ question: `Delete ${title}?`, action: 'Delete' }),
    },
  },
  description: "Delete a task by its id. Needs the user's approval.",
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'high',
  async run(ctx, input) {
    const before = await deleteTodo(ctx, input.task_id);
    return { output: { message: `Deleted task #${before.id}: ${before.title}`, task: { id: before.id, title: before.title } }, before };
  },
});
