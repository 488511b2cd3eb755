import { describe, expect, it } from 'vitest';
import { createTodo, InvalidTodoInputError } from '@/lib/todos';
import { contextAt } from './support';

const AT = '2026-03-10T09:30:00.000Z';

describe('createTodo', () => {
  it('stores a trimmed pending task with defaults and returns it with its id', async () => {
    const ctx = contextAt(AT);
    const todo = await createTodo(ctx, { title: '  Buy milk  ' });
    expect(todo).toEqual({
      id: 1,
      // Its global id on a CalDAV server (database version 6): every new task has its own.
      uid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Buy milk',
      status: 'pending',
      priority: 4,
      tags: [],
      createdAt: AT,
      updatedAt: AT,
    });
    await expect(ctx.db.todos.get(1)).resolves.toEqual(todo);
  });

  it('keeps description, due date, priority and normalised tags', async () => {
    const ctx = contextAt(AT);
    const todo = await createTodo(ctx, {
      title: 'Call Ana',
      description: 'About the trip',
      dueAt: '2026-03-11T10:00:00+01:00',
      priority: 1,
      tags: ['#Work', 'work', 'Phone'],
    });
    expect(todo).toMatchObject({
      description: 'About the trip',
      dueAt: '2026-03-11T10:00:00+01:00',
      priority: 1,
      tags: ['work', 'phone'],
    });
  });

  it('accepts a title of exactly 200 characters and a 2,000-character description', async () => {
    const ctx = contextAt(AT);
    const todo = await createTodo(ctx, { title: 'a'.repeat(200), description: 'd'.repeat(2000) });
    expect(todo.title).toHaveLength(200);
    expect(todo.description).toHaveLength(2000);
  });

  const bad: [string, unknown, RegExp][] = [
    ['an empty title', { title: '' }, /title cannot be empty/],
    ['a whitespace title', { title: '   \n\t ' }, /title cannot be empty/],
    ['a missing title', {}, /title must be text/],
    ['a 201-character title', { title: 'a'.repeat(201) }, /title must be at most 200 characters/],
    ['a 2,001-character description', { title: 'x', description: 'd'.repeat(2001) }, /description must be at most 2000 characters/],
    ['priority 0', { title: 'x', priority: 0 }, /priority must be from 1 \(highest\) to 4 \(none\)/],
    ['priority 5', { title: 'x', priority: 5 }, /priority must be from 1 \(highest\) to 4 \(none\)/],
    ['priority 2.5', { title: 'x', priority: 2.5 }, /priority must be a whole number/],
    ["priority 'high'", { title: 'x', priority: 'high' }, /priority must be a number from 1 \(highest\) to 4/],
    ['due date 2026-13-45', { title: 'x', dueAt: '2026-13-45' }, /due date must be a valid ISO 8601 date/],
    ['due date 2026-02-30', { title: 'x', dueAt: '2026-02-30' }, /due date must be a valid ISO 8601 date/],
    ["due date 'tomorrow'", { title: 'x', dueAt: 'tomorrow' }, /due date must be a valid ISO 8601 date/],
    ['due time 25:00', { title: 'x', dueAt: '2026-03-10T25:00' }, /due date must be a valid ISO 8601 date/],
    ['an empty tag', { title: 'x', tags: ['#'] }, /A tag cannot be empty/],
    ['input that is not an object', 'Buy milk', /Invalid input/],
  ];
  it.each(bad)('refuses %s with a clear message and writes nothing', async (_name, input, message) => {
    const ctx = contextAt(AT);
    const error = await createTodo(ctx, input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidTodoInputError);
    expect((error as InvalidTodoInputError).code).toBe('invalid_input');
    expect((error as Error).message).toMatch(/^Invalid input: /);
    expect((error as Error).message).toMatch(message);
    await expect(ctx.db.todos.count()).resolves.toBe(0);
  });

  it('accepts a leap day and refuses the 29th of February in other years', async () => {
    const ctx = contextAt(AT);
    await expect(createTodo(ctx, { title: 'x', dueAt: '2028-02-29' })).resolves.toMatchObject({ dueAt: '2028-02-29' });
    await expect(createTodo(ctx, { title: 'y', dueAt: '2026-02-29' })).rejects.toThrow(/valid ISO 8601/);
    await expect(ctx.db.todos.count()).resolves.toBe(1);
  });
});
