import { z } from 'zod';
import { markReminderShown, snoozeReminder as snoozeTodoReminder, taskIdSchema } from '../todos';
import { defineTodoTool } from './tool-definition';

/*
 * What a reminder notification did, recorded like every other change (engine
 * `reminder`). Neither is offered to the model, and neither is undoable: they
 * change only the task's reminder state, never what the user wrote.
 */

/** A reminder was shown for a task. */
export const showReminder = defineTodoTool({
  name: 'show_reminder',
  withoutRecurrence: true,
  label: 'Reminder',
  // Said by the actor "Reminder" (engine `reminder`): "Reminder shown for “Call mom”".
  verbs: { done: 'shown for', todo: 'show for' },
  description: "Record that a task's reminder was shown.",
  inputSchema: z.object({ task_id: taskIdSchema, moment: z.iso.datetime() }),
  risk: 'low',
  async run(ctx, input) {
    const task = await markReminderShown(ctx, input.task_id, input.moment);
    return { output: { message: `Reminded of task #${task.id}: ${task.title}`, task: { id: task.id, title: task.title } } };
  },
});

/** Snooze on a notification: remind again in a few minutes. */
export const snoozeReminder = defineTodoTool({
  name: 'snooze_reminder',
  withoutRecurrence: true,
  label: 'Snooze reminder',
  verbs: { done: 'snoozed for', todo: 'snooze for' },
  description: 'Remind of a task again in some minutes.',
  inputSchema: z.object({
    task_id: taskIdSchema,
    minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  risk: 'low',
  async run(ctx, input) {
    const task = await snoozeTodoReminder(ctx, input.task_id, input.minutes);
    return {
      output: {
        message: `Snoozed the reminder of task #${task.id}: ${task.title} for ${input.minutes} minute${input.minutes === 1 ? '' : 's'}`,
        task: { id: task.id, title: task.title },
      },
    };
  },
});
