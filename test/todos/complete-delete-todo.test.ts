import { describe, expect, it } from 'vitest';
import { completeTodo, createTodo, deleteTodo, reopenTodo, TodoNotFoundError } from '@/lib/todos';
import { contextAt } from './support';

const AT = '2026-03-10T09:30:00.000Z';
const LATER = '2026-03-10T11:00:00.000Z';

describe('completeTodo and reopenTodo', () => {
  it('marks a task done with the time, and reopening puts it back on the pending list', async () => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk' });
    ctx.clock.now = new Date(LATER);
    const done = await completeTodo(ctx, created.id);
    expect(done.before).toEqual(created);
    expect(done.after).toEqual({ ...created, status: 'completed', completedAt: LATER, updatedAt: LATER });
    await expect(ctx.db.todos.get(created.id)).resolves.toEqual(done.after);

    const reopened = await reopenTodo(ctx, created.id);
    expect(reopened.after.status).toBe('pending');
    expect(reopened.after.completedAt).toBeUndefined();
    await expect(ctx.db.todos.get(created.id)).resolves.toEqual(reopened.after);
  });

  it('keeps the first completion time when a done task is completed again', async () => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk' });
    await completeTodo(ctx, created.id);
    ctx.clock.now = new Date(LATER);
    const again = await completeTodo(ctx, created.id);
    expect(again.after.completedAt).toBe(AT);
  });

  it.each([
    ['complete', completeTodo],
    ['reopen', reopenTodo],
  ] as const)('%s of an unknown task says so and writes nothing', async (_name, action) => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk' });
    await expect(action(ctx, 7)).rejects.toThrow(new TodoNotFoundError(7));
    await expect(action(ctx, 'seven')).rejects.toThrow(/task id must be a number/);
    await expect(ctx.db.todos.toArray()).resolves.toEqual([created]);
  });
});

describe('deleteTodo', () => {
  it('removes the task and returns it as it was', async () => {
    const ctx = contextAt(AT);
    const keep = await createTodo(ctx, { title: 'Keep' });
    const gone = await createTodo(ctx, { title: 'Gone' });
    await expect(deleteTodo(ctx, gone.id)).resolves.toEqual(gone);
    await expect(ctx.db.todos.toArray()).resolves.toEqual([keep]);
  });

  it('reports an unknown task and deletes nothing', async () => {
    const ctx = contextAt(AT);
    const keep = await createTodo(ctx, { title: 'Keep' });
    await expect(deleteTodo(ctx, 999)).rejects.toThrow('Task #999 not found');
    await expect(ctx.db.todos.toArray()).resolves.toEqual([keep]);
  });
});
