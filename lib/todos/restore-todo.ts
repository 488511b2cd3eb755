import type { Todo } from '../db';
import { nowOf, type TodoContext } from './context';
import { InvalidTodoInputError, TodoChangedError, TodoError } from './errors';
import { parseTodoSnapshot } from './todo-snapshot';

/** One recorded change of a task: as it was before (absent for an add) and after (absent for a delete). */
export interface TodoChange {
  before?: Todo;
  after?: Todo;
}

const fieldsOf = (todo: Todo): Record<string, unknown> => ({ ...todo });

/**
 * Whether two snapshots hold the same task with the same content. `updatedAt`
 * is left out: it says when, not what, and an undo stamps it anew, so an
 * older change undone after a newer one still matches what it left behind.
 * `reminderState` is left out too: a reminder shown in between is not a change
 * of the task.
 */
export function sameTask(a: Todo, b: Todo): boolean {
  const left = fieldsOf(a);
  const right = fieldsOf(b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  keys.delete('updatedAt');
  keys.delete('reminderState');
  return [...keys].every((key) => JSON.stringify(left[key]) === JSON.stringify(right[key]));
}

const DAMAGED = 'This change’s record of the task is not valid (damaged, or from an imported file), so it cannot be undone. Nothing was changed.';

/** A task in a sentence a person reads: its title, never its id. */
const named = (todo: Todo) => `“${todo.title}”`;

/**
 * Reverses one change: the task goes back to its `before` snapshot (a
 * deleted task comes back with its own id; an added task is removed). It
 * refuses, changing nothing, when the task is no longer as the change left
 * it, so an undo never silently overwrites a newer change. Returns the task
 * as it was replaced (`before`) and as it is now (`after`).
 */
export async function restoreTodo(ctx: TodoContext, change: TodoChange): Promise<TodoChange> {
  const { after } = change;
  // What is written back is checked as strictly as a task typed here: a record
  // that came from a file, or was damaged, is refused rather than written.
  const before = change.before === undefined ? undefined : parseTodoSnapshot(change.before);
  if (change.before !== undefined && !before) throw new InvalidTodoInputError(DAMAGED);
  if (after !== undefined && !parseTodoSnapshot(after)) throw new InvalidTodoInputError(DAMAGED);
  // Both records are of one task: a `before` of another task would overwrite that one.
  if (before && after && before.id !== after.id) throw new InvalidTodoInputError(DAMAGED);
  const id = after?.id ?? before?.id;
  if (id === undefined) throw new InvalidTodoInputError('Nothing to undo: this change left no record of the task.');
  return ctx.db.transaction('rw', ctx.db.todos, async () => {
    const current = await ctx.db.todos.get(id);
    if (after && !current) {
      throw new TodoError('not_found', `${named(after)} was deleted after this change, so it cannot be undone. Undo the delete first.`);
    }
    if (after && current && !sameTask(current, after)) {
      throw new TodoChangedError(
        id,
        `${named(current)} was changed again after this, so undoing it would overwrite the newer change. Nothing was undone; open the task to change it by hand.`,
      );
    }
    if (!after && current) {
      throw new TodoChangedError(id, `Another task (“${current.title}”) now holds the deleted task’s place, so it was not put back. Nothing was undone.`);
    }
    if (!before) {
      await ctx.db.todos.delete(id);
      return current ? { before: current } : {};
    }
    const reminderState = change.before?.reminderState;
    const restored: Todo = { ...before, ...(reminderState ? { reminderState } : {}), updatedAt: nowOf(ctx).toISOString() };
    await ctx.db.todos.put(restored);
    return current ? { before: current, after: restored } : { after: restored };
  });
}
