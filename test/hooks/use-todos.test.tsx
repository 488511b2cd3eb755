// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDatabase, type Todo } from '@/lib/db';
import { createTaskActions, orderForTasksView, useAuditLog, useTodos } from '@/lib/hooks';

const todo = (fields: Partial<Todo> & { id: number }): Todo => ({
  title: `t${fields.id}`,
  status: 'pending',
  priority: 4,
  tags: [],
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
  ...fields,
});

describe('orderForTasksView', () => {
  it('puts pending tasks first, then the most recently completed', () => {
    const list = [
      todo({ id: 1, status: 'completed', completedAt: '2026-03-10T10:00:00.000Z' }),
      todo({ id: 2 }),
      todo({ id: 3, status: 'completed', completedAt: '2026-03-10T11:00:00.000Z' }),
      todo({ id: 4 }),
    ];
    expect(orderForTasksView(list).map((t) => t.id)).toEqual([2, 4, 3, 1]);
  });
});

describe('useTodos and useAuditLog', () => {
  it('follow the database live, including changes made elsewhere', async () => {
    const db = createDatabase(`test-${crypto.randomUUID()}`);
    const actions = createTaskActions(db);
    const { result, rerender } = renderHook(({ showCompleted }) => useTodos(showCompleted, db), { initialProps: { showCompleted: false } });
    const audit = renderHook(() => useAuditLog(50, db));
    await waitFor(() => expect(result.current.todos).toEqual([]));

    await act(async () => {
      await actions.add({ title: 'Buy milk' });
      await actions.add({ title: 'Call Ana' });
      await actions.setCompleted(1, true);
    });
    await waitFor(() => expect(result.current.todos?.map((t) => t.title)).toEqual(['Call Ana']));
    expect(result.current).toMatchObject({ pendingCount: 1, completedCount: 1 });

    rerender({ showCompleted: true });
    await waitFor(() => expect(result.current.todos?.map((t) => t.title)).toEqual(['Call Ana', 'Buy milk']));
    await waitFor(() => expect(audit.result.current?.map((e) => e.toolName)).toEqual(['complete_task', 'add_task', 'add_task']));
  });
});
