// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuditPages, useTodos } from '@/lib/hooks';
import { createTaskActions } from '@/lib/tools';
import { freshDatabase } from '../support/database';

// Unmount after each test, so no live query renders into an environment that is gone.
afterEach(cleanup);

const EVERYONE = {};

describe('useTodos and useAuditPages', () => {
  it('follow the database live, including changes made elsewhere', async () => {
    const db = freshDatabase();
    const actions = createTaskActions(db);
    const { result, rerender } = renderHook(({ showCompleted }) => useTodos(showCompleted, db), { initialProps: { showCompleted: false } });
    const audit = renderHook(() => useAuditPages(EVERYONE, db));
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
    await waitFor(() => expect(audit.result.current.entries?.map((e) => e.toolName)).toEqual(['complete_task', 'add_task', 'add_task']));
  });
});
