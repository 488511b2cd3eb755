import { describe, expect, it } from 'vitest';
import { createTodo, getTodo, InvalidTodoInputError, TodoNotFoundError, updateTodo } from '@/lib/todos';
import { contextAt } from './support';

const AT = '2026-03-10T09:30:00.000Z';
const LATER = '2026-03-10T10:00:00.000Z';

describe('getTodo', () => {
  it('returns a task by its id, also given as a string', async () => {
    const ctx = contextAt(AT);
    const todo = await createTodo(ctx, { title: 'Buy milk' });
    await expect(getTodo(ctx, todo.id)).resolves.toEqual(todo);
    await expect(getTodo(ctx, String(todo.id))).resolves.toEqual(todo);
  });

  it('says which task was not found', async () => {
    const ctx = contextAt(AT);
    const error = await getTodo(ctx, 999).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TodoNotFoundError);
    expect(error).toMatchObject({ code: 'not_found', message: 'Task #999 not found', taskId: 999 });
  });

  it.each([[0], [-3], [1.5], ['abc']])('refuses the id %s as invalid input', async (id) => {
    const ctx = contextAt(AT);
    await expect(getTodo(ctx, id)).rejects.toThrow(/^Invalid input: The task id must be/);
  });
});

describe('updateTodo', () => {
  it('changes only the given fields and returns the task before and after', async () => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk', dueAt: '2026-03-12', tags: ['home'] });
    ctx.clock.now = new Date(LATER);
    const { before, after } = await updateTodo(ctx, created.id, { title: ' Buy oat milk ', priority: 2 });
    expect(before).toEqual(created);
    expect(after).toEqual({ ...created, title: 'Buy oat milk', priority: 2, updatedAt: LATER });
    await expect(ctx.db.todos.get(created.id)).resolves.toEqual(after);
  });

  it('removes the due date with null and sets description and tags', async () => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk', dueAt: '2026-03-12' });
    const { after } = await updateTodo(ctx, created.id, { dueAt: null, description: 'Two litres', tags: ['Shop'] });
    expect(after.dueAt).toBeUndefined();
    expect(after).toMatchObject({ description: 'Two litres', tags: ['shop'] });
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty title', { title: ' ' }, /title cannot be empty/],
    ['a 201-character title', { title: 'a'.repeat(201) }, /at most 200 characters/],
    ['a 2,001-character description', { description: 'd'.repeat(2001) }, /at most 2000 characters/],
    ['priority 0', { priority: 0 }, /priority must be from 1/],
    ['priority 5', { priority: 5 }, /priority must be from 1/],
    ['priority 2.5', { priority: 2.5 }, /whole number/],
    ["priority 'high'", { priority: 'high' }, /priority must be a number/],
    ['due date 2026-13-45', { dueAt: '2026-13-45' }, /valid ISO 8601 date/],
    ["due date 'tomorrow'", { dueAt: 'tomorrow' }, /valid ISO 8601 date/],
    ['nothing to change', {}, /nothing to change/],
    ['only unknown fields', { colour: 'red' }, /nothing to change/],
  ];
  it.each(bad)('refuses %s with a clear message and leaves the task unchanged', async (_name, changes, message) => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk' });
    const error = await updateTodo(ctx, created.id, changes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTodoInputError);
    expect((error as Error).message).toMatch(message);
    await expect(ctx.db.todos.toArray()).resolves.toEqual([created]);
  });

  it('reports an unknown task and writes nothing', async () => {
    const ctx = contextAt(AT);
    const created = await createTodo(ctx, { title: 'Buy milk' });
    await expect(updateTodo(ctx, 42, { title: 'Other' })).rejects.toThrow('Task #42 not found');
    await expect(ctx.db.todos.toArray()).resolves.toEqual([created]);
  });
});
