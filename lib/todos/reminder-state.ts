import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { getTodo } from './get-todo';

/*
 * What the reminders did for a task. Machine state, not an edit: `updatedAt`
 * stays, and undo ignores it (restore-todo's sameTask).
 */

/** Records that the reminder for `moment` was shown; a snooze that led to it is over. */
export async function markReminderShown(ctx: TodoContext, taskId: unknown, moment: string): Promise<Todo> {
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const task = await getTodo(ctx, taskId);
    const updated: Todo = { ...task, reminderState: { shownFor: moment } };
    await ctx.db.todos.put(updated);
    return updated;
  });
}

/** Reminds again `minutes` from now. */
export async function snoozeReminder(ctx: TodoContext, taskId: unknown, minutes: number): Promise<Todo> {
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const task = await getTodo(ctx, taskId);
    const until = new Date(nowOf(ctx).getTime() + minutes * 60_000).toISOString();
    const updated: Todo = { ...task, reminderState: { ...task.reminderState, snoozedUntil: until } };
    await ctx.db.todos.put(updated);
    return updated;
  });
}
