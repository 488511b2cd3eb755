import { describe, expect, it } from 'vitest';
import { planKeyOf, tagKeyOf, todoKeysOf, type TodoKeyFields } from '@/lib/db';

const task = (fields: Partial<TodoKeyFields> & { id: number }): TodoKeyFields => ({
  status: 'pending',
  priority: 4,
  tags: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...fields,
});
const sorted = (tasks: TodoKeyFields[]) => [...tasks].sort((a, b) => (planKeyOf(a) < planKeyOf(b) ? -1 : 1)).map((t) => t.id);

describe('planKeyOf', () => {
  it('sorts dated pending tasks by deadline, then priority, then id; a date alone is due by the end of its local day', () => {
    expect(
      sorted([
        task({ id: 1, dueAt: '2026-03-10' }),
        task({ id: 2, dueAt: new Date(2026, 2, 10, 23, 0).toISOString() }),
        task({ id: 3, dueAt: new Date(2026, 2, 10, 23, 0).toISOString(), priority: 1 }),
        task({ id: 4, dueAt: new Date(2026, 2, 10, 23, 0).toISOString(), priority: 1 }),
        task({ id: 5, dueAt: new Date(2026, 2, 11, 0, 0).toISOString() }),
      ]),
    ).toEqual([3, 4, 2, 1, 5]);
  });

  it('puts undated tasks after dated ones, by priority then newest, and completed tasks last, most recent first', () => {
    expect(
      sorted([
        task({ id: 1, status: 'completed', completedAt: '2026-03-05T00:00:00.000Z' }),
        task({ id: 2, status: 'completed', completedAt: '2026-03-06T00:00:00.000Z', dueAt: '2020-01-01' }),
        task({ id: 3, createdAt: '2026-03-02T00:00:00.000Z' }),
        task({ id: 4, createdAt: '2026-03-03T00:00:00.000Z' }),
        task({ id: 5, createdAt: '2026-03-01T00:00:00.000Z', priority: 2 }),
        task({ id: 6, dueAt: '9999-12-31' }),
        task({ id: 7, dueAt: 'not a date' }),
      ]),
    ).toEqual([6, 5, 4, 3, 7, 2, 1]);
  });

  it('is unique per task and of fixed width, even at the ends of the calendar', () => {
    const keys = [task({ id: 1, dueAt: '0000-01-01' }), task({ id: 2, dueAt: '9999-12-31T23:59:59Z' }), task({ id: 3, dueAt: '9999-12-31T23:59:59Z' })].map(planKeyOf);
    expect(new Set(keys).size).toBe(3);
    expect(new Set(keys.map((key) => key.length)).size).toBe(1);
  });

  it('gives one tag key per tag, in the same order', () => {
    const keys = todoKeysOf(task({ id: 9, tags: ['home', 'work'], dueAt: '2026-03-10' }));
    expect(keys.tagKeys).toEqual([tagKeyOf('home', keys.planKey), tagKeyOf('work', keys.planKey)]);
  });
});
