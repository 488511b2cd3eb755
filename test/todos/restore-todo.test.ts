import { describe, expect, it } from 'vitest';
import type { Todo } from '@/lib/db';
import { todoFixture } from '../support/todo';
import { restoreTodo, sameTask, TodoChangedError } from '@/lib/todos';
import { contextAt } from './support';

const task: Todo = todoFixture({ id: 7, title: 'Buy milk', tags: ['shop'] }, '2026-03-01T00:00:00.000Z');

describe('sameTask', () => {
  it('compares every field but updatedAt, fields added later included', () => {
    expect(sameTask(task, { ...task, updatedAt: '2026-03-09T00:00:00.000Z' })).toBe(true);
    expect(sameTask(task, { ...task, tags: ['shop', 'home'] })).toBe(false);
    expect(sameTask(task, { ...task, dueAt: '2026-03-10' })).toBe(false);
    expect(sameTask(task, { ...task, recurrence: 'FREQ=WEEKLY' } as Todo)).toBe(false);
  });
});

describe('restoreTodo', () => {
  it('puts a deleted task back under its own id', async () => {
    const ctx = contextAt('2026-03-10T09:00:00.000Z');
    await expect(restoreTodo(ctx, { before: task })).resolves.toEqual({ after: { ...task, updatedAt: '2026-03-10T09:00:00.000Z' } });
    await expect(ctx.db.todos.get(7)).resolves.toMatchObject({ id: 7, title: 'Buy milk' });
  });

  it('refuses to overwrite a task that changed since, and keeps it', async () => {
    const ctx = contextAt('2026-03-10T09:00:00.000Z');
    const changed = { ...task, title: 'Buy oat milk' };
    await ctx.db.todos.add(changed);
    const error = await restoreTodo(ctx, { before: task, after: { ...task, priority: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TodoChangedError);
    expect(error).toMatchObject({ taskId: 7, code: 'changed_since' });
    // As it was (the uid is the one the database gave it: version 6 gives every task one).
    await expect(ctx.db.todos.get(7)).resolves.toEqual({ ...changed, uid: expect.any(String) });
  });
});
