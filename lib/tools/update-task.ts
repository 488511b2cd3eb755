import { taskIdSchema, todoChangesSchema, updateTodo } from '../todos';
import { taskView } from './task-view';
import { defineTodoTool } from './tool-definition';

export const updateTaskInputSchema = todoChangesSchema.extend({ task_id: taskIdSchema });

export const updateTask = defineTodoTool({
  name: 'update_task',
  description:
    'Change fields of a task by id: title (a rename, needs the user\'s approval), description, dueAt (ISO 8601, or null to remove), priority (1-4), tags, recurrence (an RRULE like FREQ=DAILY, or null to stop repeating), remindBefore (minutes before the due time, or null for the default), url (or null).',
  inputSchema: updateTaskInputSchema,
  risk: { level: 'medium', raisedTo: 'high', when: (input) => input.title !== undefined, because: 'the title changes' },
  async run(ctx, input) {
    const { task_id, ...changes } = input;
    const { before, after } = await updateTodo(ctx, task_id, changes);
    return { output: { message: `Updated task #${after.id}: ${after.title}`, task: taskView(after) }, before, after };
  },
});
