import { z } from 'zod';
import { skipOccurrence as skipTodoOccurrence, taskIdSchema } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

/** Skips one occurrence of a repeating task: it moves to the next one without being marked done. */
export const skipOccurrence = defineTodoTool({
  name: 'skip_occurrence',
  label: 'Skip occurrence',
  verbs: { done: 'skipped an occurrence of', todo: 'skip an occurrence of' },
  description: 'Skip the current occurrence of a repeating task by its id: its due moves to the next one, nothing is marked done.',
  inputSchema: z.object({ task_id: taskIdSchema }),
  risk: 'medium',
  async run(ctx, input) {
    const { before, after } = await skipTodoOccurrence(ctx, input.task_id);
    return { output: { message: `Skipped an occurrence of task #${after.id}: ${after.title}, next due ${after.dueAt ?? ''}`.trim(), task: taskView(after) }, before, after };
  },
});
