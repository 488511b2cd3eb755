import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { InvalidTodoInputError } from './errors';
import { getTodo } from './get-todo';
import { recurrenceRules } from './recurrence-script';
import { newUid } from '../db';

/** A status change; completing a repeating task also gives the next occurrence it created. */
export interface StatusChange {
  before: Todo;
  after: Todo;
  created?: Todo;
}

/** The next occurrence of a repeating task, as a new pending task; undefined when the rule has ended. */
function nextOf(todo: Todo, now: Date, at: string): Omit<Todo, 'id'> | undefined {
  if (!todo.recurrence || !todo.dueAt) return undefined;
  const next = recurrenceRules().nextOccurrence({ dueAt: todo.dueAt, recurrence: todo.recurrence, ...(todo.timeZone ? { timeZone: todo.timeZone } : {}) }, now);
  if (!next) return undefined;
  const { id: _id, completedAt: _completedAt, reminderState: _reminderState, planKey: _planKey, tagKeys: _tagKeys, ...fields } = todo;
  return { ...fields, status: 'pending', dueAt: next.dueAt, recurrence: next.recurrence, createdAt: at, updatedAt: at };
}

async function setStatus(ctx: TodoContext, taskId: unknown, completed: boolean): Promise<StatusChange> {
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const before = await getTodo(ctx, taskId);
    const now = nowOf(ctx);
    const at = now.toISOString();
    const after: Todo = { ...before, status: completed ? 'completed' : 'pending', updatedAt: at };
    if (completed) after.completedAt = before.completedAt ?? at;
    else delete after.completedAt;
    const draft = completed && before.status === 'pending' ? nextOf(before, now, at) : undefined;
    // The series keeps its uid in the next occurrence; the completed one is a task of its own
    // (as Tasks.org writes it, docs/sync.md): a new uid, so sync sends it as its own VTODO.
    if (draft && before.uid) after.uid = newUid();
    await ctx.db.todos.put(after);
    if (!draft) return { before, after };
    const id = await ctx.db.todos.add(draft);
    return { before, after, created: { ...draft, id } };
  });
}

/**
 * Marks a task done (completing a done task again changes nothing but
 * `updatedAt`). Completing a pending repeating task completes this
 * occurrence and creates the next one as a new task (`created`).
 */
export function completeTodo(ctx: TodoContext, taskId: unknown): Promise<StatusChange> {
  return setStatus(ctx, taskId, true);
}

/** Puts a completed task back on the pending list. */
export function reopenTodo(ctx: TodoContext, taskId: unknown): Promise<StatusChange> {
  return setStatus(ctx, taskId, false);
}

/**
 * Skips the current occurrence of a repeating task: its due date moves to the
 * next occurrence, nothing is marked done. Refused for a task that does not
 * repeat, or whose rule has no occurrence left.
 */
export async function skipOccurrence(ctx: TodoContext, taskId: unknown): Promise<{ before: Todo; after: Todo }> {
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const before = await getTodo(ctx, taskId);
    if (!before.recurrence || !before.dueAt) throw new InvalidTodoInputError(`“${before.title}” does not repeat, so there is no occurrence to skip; change its due date instead.`);
    if (before.status !== 'pending') throw new InvalidTodoInputError(`“${before.title}” is completed; reopen it first to skip an occurrence.`);
    const now = nowOf(ctx);
    const next = recurrenceRules().nextOccurrence({ dueAt: before.dueAt, recurrence: before.recurrence, ...(before.timeZone ? { timeZone: before.timeZone } : {}) }, now);
    if (!next) throw new InvalidTodoInputError(`“${before.title}” has no occurrence after this one; complete or delete it instead.`);
    const after: Todo = { ...before, dueAt: next.dueAt, recurrence: next.recurrence, updatedAt: now.toISOString() };
    delete after.reminderState;
    await ctx.db.todos.put(after);
    return { before, after };
  });
}
