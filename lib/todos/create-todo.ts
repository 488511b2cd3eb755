import type { Todo } from '../db';
import { newUid } from '../db';
import { nowOf, type TodoContext } from './context';
import { defaultTimeZone } from '../time/zoned-time';
import { recurrenceRules } from './recurrence-script';
import { createTodoRecordSchema, parseInput } from './schemas';

/** Validates and stores a new pending task. Nothing is written on bad input. */
export async function createTodo(ctx: TodoContext, input: unknown): Promise<Todo> {
  const data = parseInput(createTodoRecordSchema, input);
  const now = nowOf(ctx);
  const at = now.toISOString();
  // A repeating task keeps its zone; without a due date it starts at the rule's first occurrence.
  const timeZone = data.recurrence ? (data.timeZone ?? defaultTimeZone()) : undefined;
  const dueAt = data.dueAt ?? (data.recurrence && timeZone ? recurrenceRules().firstOccurrence(data.recurrence, timeZone, now) : undefined);
  const draft: Omit<Todo, 'id'> = {
    uid: newUid(),
    title: data.title,
    ...(data.description ? { description: data.description } : {}),
    status: 'pending',
    priority: data.priority ?? 4,
    ...(dueAt ? { dueAt } : {}),
    tags: data.tags ?? [],
    ...(data.recurrence && timeZone ? { recurrence: data.recurrence, timeZone } : {}),
    ...(data.remindBefore !== undefined ? { remindBefore: data.remindBefore } : {}),
    ...(data.url ? { url: data.url, ...(data.urlTitle ? { urlTitle: data.urlTitle } : {}) } : {}),
    createdAt: at,
    updatedAt: at,
  };
  const id = await ctx.db.todos.add(draft);
  return { ...draft, id };
}
