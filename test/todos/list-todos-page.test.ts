import { describe, expect, it } from 'vitest';
import { createTodo, completeTodo, listTodos, listTodosPage, type TodoContext } from '@/lib/todos';
import { freshDatabase } from '../support/database';

async function seeded(): Promise<TodoContext> {
  let tick = Date.parse('2026-03-01T08:00:00Z');
  // Some tasks share a creation time, so the order must fall back to the id.
  const ctx: TodoContext = { db: freshDatabase('page'), now: () => new Date((tick += 30_000) - ((tick / 30_000) % 2) * 30_000) };
  for (let i = 0; i < 12; i += 1) await createTodo(ctx, { title: `Task ${i}`, ...(i % 4 === 0 ? { tags: ['home'] } : {}) });
  for (const id of [2, 5, 9]) await completeTodo(ctx, id);
  return ctx;
}

describe('listTodosPage', () => {
  it.each(['pending', 'completed', 'all'] as const)('gives the first page of %s tasks in the same order as the full listing, and says whether there are more', async (status) => {
    const ctx = await seeded();
    const full = await listTodos(ctx, { status });
    for (const size of [2, 3, 4, 20]) {
      const page = await listTodosPage(ctx, { status }, size);
      expect(page.todos.map((t) => t.id)).toEqual(full.slice(0, size).map((t) => t.id));
      expect(page.more).toBe(full.length > size);
    }
  });

  it('applies text, tag and limit filters like the full listing', async () => {
    const ctx = await seeded();
    const page = await listTodosPage(ctx, { status: 'all', tag: 'home' }, 50);
    expect(page.todos.map((t) => t.title)).toEqual(['Task 0', 'Task 8', 'Task 4']); // pending, then most recently completed
    expect(page.more).toBe(false);
    const limited = await listTodosPage(ctx, { query: 'task 1', limit: 1 }, 50);
    expect(limited.todos).toHaveLength(1);
    expect(limited.more).toBe(true); // Task 10 and Task 11 match; Task 1 is completed
  });
});
