import { describe, expect, it } from 'vitest';
import { connectAccount } from '@/lib/sync/connect-account';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

const LOGIN = { serverUrl: 'https://dav.example/', username: 'ana', password: 'pw' };

describe('connecting to an account with no calendar that holds tasks', () => {
  it('creates “Todo Assistant” (MKCALENDAR) and picks it', async () => {
    const server = new FakeCalDav({ calendars: [] });
    const db = freshDb();
    const connected = await connectAccount(db, LOGIN, server);
    expect(connected).toMatchObject({ ok: true, account: { calendarName: 'Todo Assistant', calendarUrl: 'https://dav.example/ana/todo-assistant/' } });
    expect(server.requests).toEqual(['PROPFIND', 'MKCALENDAR']);
  });

  it('creates it on request even where other task calendars exist', async () => {
    const server = new FakeCalDav();
    const connected = await connectAccount(freshDb(), { ...LOGIN, createCalendar: true }, server);
    expect(connected).toMatchObject({ ok: true, account: { calendarName: 'Todo Assistant' } });
    expect(connected.ok && connected.calendars.map((calendar) => calendar.name)).toEqual(['Tasks', 'Todo Assistant']);
  });

  it('asked again, reuses the “Todo Assistant” the account has instead of making a second', async () => {
    const server = new FakeCalDav();
    const db = freshDb();
    await connectAccount(db, { ...LOGIN, createCalendar: true }, server);
    const again = await connectAccount(db, { ...LOGIN, createCalendar: true }, server);
    expect(again).toMatchObject({ ok: true, account: { calendarName: 'Todo Assistant', calendarUrl: 'https://dav.example/ana/todo-assistant/' } });
    expect(server.requests.filter((request) => request === 'MKCALENDAR')).toHaveLength(1);
    expect(server.calendars.map((calendar) => calendar.name)).toEqual(['Tasks', 'Todo Assistant']);
  });

  it('says so in one sentence when the server refuses to create it', async () => {
    const server = new FakeCalDav({ calendars: [] });
    server.refuseCreate = 403;
    const connected = await connectAccount(freshDb(), LOGIN, server);
    expect(connected).toEqual({
      ok: false,
      problem: 'Not connected: this account has no calendar that holds tasks, and the server did not let one be created. Create a task list on the server, then connect again.',
    });
  });
});
