// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuditPages } from '@/lib/hooks';
import { createTaskActions } from '@/lib/tools/task-actions';
import { freshDatabase } from '../support/database';

// Unmount after each test, so no live query renders into an environment that is gone.
afterEach(cleanup);

const EVERYONE = {};

describe('useAuditPages', () => {
  it('follows the database live, including changes made elsewhere', async () => {
    const db = freshDatabase();
    const actions = createTaskActions(db);
    const audit = renderHook(() => useAuditPages(EVERYONE, db));

    await act(async () => {
      await actions.add({ title: 'Buy milk' });
      await actions.add({ title: 'Call Ana' });
      await actions.setCompleted(1, true);
    });
    await waitFor(() => expect(audit.result.current.entries?.map((e) => e.toolName)).toEqual(['complete_task', 'add_task', 'add_task']));
  });
});
