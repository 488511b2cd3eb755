import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { InvalidTodoInputError } from './errors';
import { getTodo } from './get-todo';
import { defaultTimeZone } from '../time/zoned-time';
import { recurrenceRules } from './recurrence-script';
import { parseInput, todoChangesSchema } from './schemas';

/** Applies changes to a task's fields; returns the task before and after. */
export async function updateTodo(ctx: TodoContext, taskId: unknown, changes: unknown): Promise<{ before: Todo; after: Todo }> {
  const data = parseInput(todoChangesSchema, changes);
  if (Object.values(data).every((value) => value === undefined)) {
    throw new InvalidTodoInputError('Invalid input: nothing to change; give a new title, description, due date, priority, tags, recurrence, reminder or link');
  }
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const before = await getTodo(ctx, taskId);
    const after: Todo = { ...before, updatedAt: nowOf(ctx).toISOString() };
    if (data.title !== undefined) after.title = data.title;
    if (data.description !== undefined) after.description = data.description;
    if (data.priority !== undefined) after.priority = data.priority;
    if (data.tags !== undefined) after.tags = data.tags;
    if (data.dueAt === null) delete after.dueAt;
    else if (data.dueAt !== undefined) after.dueAt = data.dueAt;
    if (data.recurrence === null) {
      delete after.recurrence;
      delete after.timeZone;
    } else if (data.recurrence !== undefined) {
      after.recurrence = data.recurrence;
      after.timeZone = data.timeZone ?? before.timeZone ?? defaultTimeZone();
      after.dueAt ??= recurrenceRules().firstOccurrence(data.recurrence, after.timeZone, nowOf(ctx));
      if (after.dueAt === undefined) delete after.dueAt;
    } else if (data.timeZone !== undefined && after.recurrence) after.timeZone = data.timeZone;
    // A new link drops the old page's title: the Tasks view shows the new link's site until a title is known.
    if (data.url === null || (data.url !== undefined && data.url !== before.url)) {
      delete after.url;
      delete after.urlTitle;
    }
    if (data.url) after.url = data.url;
    if (data.remindBefore === null) delete after.remindBefore;
    else if (data.remindBefore !== undefined) after.remindBefore = data.remindBefore;
    // A new due time or reminder is a new reminder: what was shown or snoozed was for the old one.
    if ((after.dueAt !== before.dueAt || after.remindBefore !== before.remindBefore) && after.reminderState) delete after.reminderState;
    await ctx.db.todos.put(after);
    return { before, after };
  });
}
