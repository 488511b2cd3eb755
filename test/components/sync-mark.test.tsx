// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/components/panel/App';
import { db } from '@/lib/db';

const ACCOUNT = {
  id: 1 as const,
  serverUrl: 'https://dav.example/',
  username: 'ana',
  password: 'pw',
  passwordOrigin: 'https://dav.example',
  calendarUrl: 'https://dav.example/ana/tasks/',
  calendarName: 'Tasks',
};
const REFUSED = 'Not synced: the server refused the user name or password. Check them in Settings → Sync.';

beforeEach(async () => {
  await db.syncAccount.clear();
});
afterEach(cleanup);

const tasksTab = () => screen.getByRole('tab', { name: 'Tasks' });

describe('the mark on the Tasks tab', () => {
  it('shows while the last sync failed, says why and when the last good sync was, and goes when a sync works', async () => {
    await db.syncAccount.put({ ...ACCOUNT, lastSyncAt: new Date().toISOString(), problem: REFUSED });
    render(<App />);
    await waitFor(() => expect(tasksTab().getAttribute('title')).toMatch(/^Not synced: the server refused the user name or password\. .* Last good sync: Today /));
    expect(tasksTab().querySelector('.tab-mark')).not.toBeNull();
    // The tab keeps its name: the mark is not read as part of it.
    expect(screen.getByRole('tab', { name: 'Tasks' })).toBe(tasksTab());

    await act(async () => {
      await db.syncAccount.update(1, { problem: undefined, lastSyncAt: new Date().toISOString() });
    });
    await waitFor(() => expect(tasksTab().querySelector('.tab-mark')).toBeNull());
    expect(tasksTab().getAttribute('title')).toBeNull();
  });

  it('is not there with no account', async () => {
    render(<App />);
    await screen.findByRole('tab', { name: 'Tasks' });
    expect(tasksTab().querySelector('.tab-mark')).toBeNull();
    expect(tasksTab().getAttribute('title')).toBeNull();
  });
});
