// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SyncSettings } from '@/components/settings/SyncSettings';
import { db } from '@/lib/db';
import { formatClock } from '@/lib/time/format-time';

const CALENDARS = [
  { url: 'https://dav.example/ana/tasks/', name: 'Tasks' },
  { url: 'https://dav.example/ana/work/', name: 'Work' },
];
const OWN = { url: 'https://dav.example/ana/todo-assistant/', name: 'Todo Assistant' };
const SYNCED_AT = '2026-03-10T09:14:00.000Z';

/** The background's answers, as register-sync gives them, with the account written where Settings reads it. */
function fakeBackground(options: { refuse?: string; calendars?: { url: string; name: string }[] } = {}) {
  const requests: Record<string, unknown>[] = [];
  const calendars = [...(options.calendars ?? CALENDARS)];
  const send = vi.fn(async (message: Record<string, unknown>) => {
    requests.push(message);
    if (message.type === 'sync/connect') {
      if (options.refuse) return { ok: false, error: options.refuse };
      // As connect-account does: “Todo Assistant” is made once, then reused.
      if (message.createCalendar && !calendars.some((calendar) => calendar.name === 'Todo Assistant')) calendars.push(OWN);
      const chosen = (message.createCalendar ? OWN : calendars.find((calendar) => calendar.url === message.calendarUrl)) ?? calendars[0]!;
      await db.syncAccount.put({
        id: 1,
        serverUrl: 'https://dav.example/',
        username: 'ana',
        password: 'pw',
        passwordOrigin: 'https://dav.example',
        calendarUrl: chosen.url,
        calendarName: chosen.name,
      });
      return { ok: true, value: { calendars: [...calendars], calendarUrl: chosen.url } };
    }
    if (message.type === 'sync/now') {
      await db.syncAccount.update(1, { lastSyncAt: SYNCED_AT, lastChanges: 3 });
      return { ok: true, value: { received: 1, sent: 2, conflicts: 0 } };
    }
    await db.syncAccount.clear();
    return { ok: true };
  });
  (fakeBrowser.runtime as unknown as { sendMessage: typeof send }).sendMessage = send;
  const request = vi.fn(async () => true);
  (fakeBrowser as unknown as { permissions: { request: typeof request } }).permissions.request = request;
  return { requests, request };
}

beforeEach(async () => {
  await db.syncAccount.clear();
});
afterEach(cleanup);

describe('Settings → Sync', () => {
  it('connects, offers the task calendars, syncs now with the result in one sentence, and disconnects', async () => {
    const { requests, request } = fakeBackground();
    render(<SyncSettings />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Server address' }), { target: { value: 'https://dav.example/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByText('Connected to https://dav.example/ as ana, calendar “Tasks”.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ origins: ['https://dav.example/*'] });
    expect(requests[0]).toEqual({ type: 'sync/connect', serverUrl: 'https://dav.example/', username: 'ana', password: 'pw' });
    expect(screen.getByRole('status').textContent).toBe('Not synced yet.');

    fireEvent.change(await screen.findByRole('combobox', { name: 'Task calendar' }), { target: { value: CALENDARS[1]!.url } });
    expect(await screen.findByText('Connected to https://dav.example/ as ana, calendar “Work”.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Synced 3 changes at ${formatClock(new Date(SYNCED_AT))}.`));

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('offers to create “Todo Assistant” beside the account’s calendar, creates it once and syncs with it', async () => {
    const { requests } = fakeBackground({ calendars: [CALENDARS[0]!] });
    render(<SyncSettings />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Server address' }), { target: { value: 'https://dav.example/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connected to https://dav.example/ as ana, calendar “Tasks”.')).toBeTruthy();

    const picker = screen.getByRole('combobox', { name: 'Task calendar' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tasks', 'Create “Todo Assistant”']);
    fireEvent.change(picker, { target: { value: (screen.getByRole('option', { name: 'Create “Todo Assistant”' }) as HTMLOptionElement).value } });

    expect(await screen.findByText('Connected to https://dav.example/ as ana, calendar “Todo Assistant”.')).toBeTruthy();
    expect(requests[1]).toEqual({ type: 'sync/connect', serverUrl: 'https://dav.example/', username: 'ana', password: 'pw', createCalendar: true });
    // Listed and chosen; no second offer to create it.
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tasks', 'Todo Assistant']));
    expect((screen.getByRole('combobox', { name: 'Task calendar' }) as HTMLSelectElement).value).toBe(OWN.url);
  });

  it('says why it did not connect, and keeps what was typed', async () => {
    fakeBackground({ refuse: 'Not connected: the server refused the user name or password. Check them in Settings → Sync.' });
    render(<SyncSettings />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Server address' }), { target: { value: 'http://dav.example/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: 'ana' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password would travel unencrypted: use an https address, or allow plain http for this server.');

    fireEvent.change(screen.getByRole('textbox', { name: 'Server address' }), { target: { value: 'https://dav.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not connected: the server refused the user name or password. Check them in Settings → Sync.'));
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong');
  });
});

describe('Settings → Sync after a failed sync', () => {
  it('says what went wrong and when the last good sync was', async () => {
    const lastGood = new Date().toISOString();
    await db.syncAccount.put({
      id: 1,
      serverUrl: 'https://dav.example/',
      username: 'ana',
      password: 'pw',
      passwordOrigin: 'https://dav.example',
      calendarUrl: CALENDARS[0]!.url,
      calendarName: 'Tasks',
      lastSyncAt: lastGood,
      lastChanges: 2,
      problem: 'Not synced: the server could not be reached. Your changes are kept and will be sent when it answers.',
    });
    render(<SyncSettings />);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Not synced: the server could not be reached. Your changes are kept and will be sent when it answers. Last good sync: Today ${formatClock(new Date(lastGood))}.`,
      ),
    );
  });

  it('shows how far a running sync has got, then what it did', async () => {
    await db.syncAccount.put({
      id: 1,
      serverUrl: 'https://dav.example/',
      username: 'ana',
      password: 'pw',
      passwordOrigin: 'https://dav.example',
      calendarUrl: CALENDARS[0]!.url,
      calendarName: 'Tasks',
      progress: { sent: 120, total: 2000 },
    });
    render(<SyncSettings />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sent 120 of 2,000 tasks…'));
    await db.syncAccount.update(1, { progress: undefined, lastSyncAt: SYNCED_AT, lastChanges: 2000 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Synced 2,000 changes at ${formatClock(new Date(SYNCED_AT))}.`));
  });
});
