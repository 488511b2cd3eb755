import { describe, expect, it } from 'vitest';
import { completeTodo, countTodos, createTodo, formatCount } from '@/lib/todos';
import { contextAt } from './support';

describe('countTodos', () => {
  it('counts pending and completed tasks exactly up to the cap, and says when there are more', async () => {
    const ctx = contextAt('2026-03-10T09:30:00.000Z');
    await expect(countTodos(ctx, 3)).resolves.toEqual({ pending: { count: 0, more: false }, completed: { count: 0, more: false } });
    for (let i = 0; i < 5; i += 1) await createTodo(ctx, { title: `t${i}`, ...(i % 2 ? { dueAt: '2026-03-12' } : {}) });
    await completeTodo(ctx, 1);
    const counts = await countTodos(ctx, 3);
    expect(counts).toEqual({ pending: { count: 3, more: true }, completed: { count: 1, more: false } });
    expect(await countTodos(ctx, 4)).toEqual({ pending: { count: 4, more: false }, completed: { count: 1, more: false } });
    expect([formatCount(counts.pending, 'en-US'), formatCount(counts.completed, 'en-US')]).toEqual(['3+', '1']);
    expect(formatCount({ count: 1000, more: true }, 'en-US')).toBe('1,000+');
  });
});
