import { z } from 'zod';
import { getTodo, tagSchema, taskIdSchema, todoChangesSchema, updateTodo } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const updateTaskInputSchema = todoChangesSchema.extend({
  task_id: taskIdSchema,
  addTags: z.array(tagSchema).optional(),
  removeTags: z.array(tagSchema).optional(),
});

export const updateTask = defineTodoTool({
  name: 'update_task',
  description:
    'Change a task by id: title (a rename, needs approval), description, dueAt (ISO 8601; null removes), priority (1-4), tags or addTags/removeTags, recurrence (an RRULE like FREQ=DAILY; null stops), remindBefore (minutes before due; null: the default), url (null removes).',
  inputSchema: updateTaskInputSchema,
  risk: { level: 'medium', raisedTo: 'high', when: (input) => input.title !== undefined, because: 'the title changes' },
  async run(ctx, input) {
    const { task_id, addTags, removeTags, ...changes } = input;
    if (addTags || removeTags) {
      const current = changes.tags ?? (await getTodo(ctx, task_id)).tags;
      changes.tags = [...new Set([...current, ...(addTags ?? [])])].filter((tag) => !removeTags?.includes(tag));
    }
    const { before, after } = await updateTodo(ctx, task_id, changes);
    return { output: { message: `Updated task #${after.id}: ${after.title}`, task: taskView(after) }, before, after };
  },
});
