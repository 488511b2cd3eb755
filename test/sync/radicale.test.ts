import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeTool } from '@/lib/tools';
import { readVtodo } from '@/lib/sync/read-vtodo';
import { runSync } from '@/lib/sync/run-sync';
import { tsdavPort } from '@/lib/sync/tsdav-port';
import { connectAccount, syncNow } from '@/lib/sync/connect-account';
import { freshDb } from '../todos/support';
import { hasRadicale, startRadicale, type RadicaleServer } from '../support/radicale';

// The engine and the tsdav adapter against a real CalDAV server: Radicale on 127.0.0.1 with a
// throw-away user and folder (recipe: /work/shared/TESTING.md). Skipped where Radicale is not installed.
const USER = 'ana';
/** A user with no calendar yet. */
const NEWCOMER = 'bob';
const PASSWORD = 'throw-away';
let radicale: RadicaleServer | undefined;
let base = '';
let auth: Record<string, string> = {};
const makeTaskCalendar = (name: string) => radicale!.makeTaskCalendar(name);

describe.skipIf(!hasRadicale)('sync with a real Radicale', () => {
  beforeAll(async () => {
    radicale = await startRadicale({ user: USER, password: PASSWORD, otherUsers: [NEWCOMER] });
    ({ base, auth } = radicale);
  }, 20_000);
  afterAll(() => radicale?.stop());

  it('finds the task calendar, sends a task added here, and brings in one written on the server', async () => {
    const calendarUrl = await makeTaskCalendar('tasks');
    const port = tsdavPort({ serverUrl: `${base}/`, username: USER, password: PASSWORD });
    expect((await port.taskCalendars()).map((calendar) => calendar.url)).toContain(calendarUrl);

    const db = freshDb();
    await db.syncAccount.put({ id: 1, serverUrl: `${base}/`, username: USER, password: PASSWORD, passwordOrigin: base, calendarUrl });
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Call mom', priority: 1, tags: ['family'], dueAt: '2026-03-12' });
    expect(await runSync(db, port)).toEqual({ received: 0, sent: 1, conflicts: 0 });
    const onServer = await port.listObjects(calendarUrl);
    expect(onServer.map((object) => readVtodo(object.data)!.fields)).toEqual([{ title: 'Call mom', status: 'pending', priority: 1, tags: ['family'], dueAt: '2026-03-12' }]);

    const thunderbird = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
      'BEGIN:VTODO',
      'UID:tb-42',
      'DTSTAMP:20260301T080000Z',
      'SUMMARY:Water the plants',
      'PRIORITY:1',
      'X-MOZ-GENERATION:1',
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const put = await fetch(`${calendarUrl}tb-42.ics`, { method: 'PUT', headers: { ...auth, 'Content-Type': 'text/calendar' }, body: thunderbird });
    expect(put.status).toBe(201);
    expect((await runSync(db, port)).received).toBe(1);
    expect((await db.todos.toArray()).map((task) => task.title).sort()).toEqual(['Call mom', 'Water the plants']);

    // Completed here: the server's copy says so and keeps Thunderbird's own property.
    const plants = (await db.todos.where('uid').equals('tb-42').first())!;
    await executeTool({ db, engine: 'manual' }, 'complete_task', { task_id: plants.id });
    expect((await runSync(db, port)).sent).toBe(1);
    const text = await (await fetch(`${calendarUrl}tb-42.ics`, { headers: auth })).text();
    expect(readVtodo(text)!.fields.status).toBe('completed');
    expect(text).toContain('X-MOZ-GENERATION:1');
  });

  it('connects to the account’s task calendar and sends the tasks already here with Sync now', async () => {
    const calendarUrl = await makeTaskCalendar('second');
    const db = freshDb();
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Pay rent' });
    const connected = await connectAccount(db, { serverUrl: `${base}/`, username: USER, password: PASSWORD, calendarUrl });
    expect(connected).toMatchObject({ ok: true, account: { calendarUrl, passwordOrigin: base } });
    expect(await syncNow(db)).toEqual({ received: 0, sent: 1, conflicts: 0 });
    const titles = (await tsdavPort({ serverUrl: `${base}/`, username: USER, password: PASSWORD }).listObjects(calendarUrl)).map((object) => readVtodo(object.data)!.fields.title);
    expect(titles).toEqual(['Pay rent']);
  });

  it('says the calendar is gone when it was deleted on the server, and keeps every task here', async () => {
    const calendarUrl = await makeTaskCalendar('doomed');
    const db = freshDb();
    const login = { serverUrl: `${base}/`, username: USER, password: PASSWORD };
    await db.syncAccount.put({ id: 1, ...login, passwordOrigin: base, calendarUrl });
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Call mom' });
    expect((await runSync(db, tsdavPort(login))).sent).toBe(1);
    expect((await fetch(calendarUrl, { method: 'DELETE', headers: auth })).ok).toBe(true);
    const report = await runSync(db, tsdavPort(login));
    expect(report.problem).toBe('Not synced: the calendar is gone from the server. Pick or create one in Settings → Sync.');
    expect((await db.todos.toArray()).map((task) => task.title)).toEqual(['Call mom']);
  });

  it('creates a “Todo Assistant” task calendar when the account has none that holds tasks, and syncs into it', async () => {
    const login = { serverUrl: `${base}/`, username: NEWCOMER, password: PASSWORD };
    const db = freshDb();
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Pay rent' });
    const connected = await connectAccount(db, login);
    expect(connected).toMatchObject({ ok: true, account: { calendarName: 'Todo Assistant' } });
    const calendarUrl = connected.ok ? connected.account.calendarUrl! : '';
    expect(calendarUrl.startsWith(`${base}/${NEWCOMER}/`)).toBe(true);
    // The server says it holds tasks (supported-calendar-component-set has VTODO), so any app finds it.
    const calendars = await tsdavPort(login).taskCalendars();
    expect(calendars).toEqual([{ url: calendarUrl, name: 'Todo Assistant' }]);
    expect((await syncNow(db)).sent).toBe(1);
    // Connecting again uses it rather than making a second one.
    expect(await connectAccount(freshDb(), login)).toMatchObject({ ok: true, account: { calendarUrl } });
    expect(await tsdavPort(login).taskCalendars()).toHaveLength(1);
  });

  it('on request creates “Todo Assistant” beside the account’s task calendars, and a second request reuses it', async () => {
    await makeTaskCalendar('beside');
    const login = { serverUrl: `${base}/`, username: USER, password: PASSWORD };
    const owned = (calendars: { name: string }[]) => calendars.filter((calendar) => calendar.name === 'Todo Assistant');
    const db = freshDb();
    const created = await connectAccount(db, { ...login, createCalendar: true });
    expect(created).toMatchObject({ ok: true, account: { calendarName: 'Todo Assistant' } });
    expect(created.ok && created.calendars.map((calendar) => calendar.name)).toContain('beside');
    const calendarUrl = created.ok ? created.account.calendarUrl! : '';
    expect(owned(await tsdavPort(login).taskCalendars())).toEqual([{ url: calendarUrl, name: 'Todo Assistant' }]);

    const again = await connectAccount(db, { ...login, createCalendar: true });
    expect(again).toMatchObject({ ok: true, account: { calendarUrl } });
    expect(owned(await tsdavPort(login).taskCalendars())).toHaveLength(1);
  });

  it('with nothing changed makes one request (a sync-collection REPORT), and takes in changes and deletes by it', async () => {
    const calendarUrl = await makeTaskCalendar('incremental');
    const login = { serverUrl: `${base}/`, username: USER, password: PASSWORD };
    const requests: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      requests.push(`${init?.method ?? 'GET'}${body.includes('sync-collection') ? ' sync-collection' : ''}`);
      return fetch(input, init);
    };
    const port = tsdavPort(login, counting);
    const db = freshDb();
    await db.syncAccount.put({ id: 1, ...login, passwordOrigin: base, calendarUrl });
    await executeTool({ db, engine: 'manual' }, 'add_task', { title: 'Call mom' });
    await runSync(db, port);
    expect((await db.syncAccount.get(1))!.syncToken).toMatch(/sync/);
    await runSync(db, port);
    requests.length = 0;
    const started = performance.now();
    expect(await runSync(db, port)).toEqual({ received: 0, sent: 0, conflicts: 0 });
    console.log(`sync with nothing changed (Radicale, 1 task): ${requests.length} request(s), ${(performance.now() - started).toFixed(0)} ms`);
    expect(requests).toEqual(['REPORT sync-collection']);

    const task = (await db.todos.toArray())[0]!;
    const href = `${calendarUrl}${encodeURIComponent(task.uid!)}.ics`;
    const text = await (await fetch(href, { headers: auth })).text();
    expect(
      (await fetch(href, { method: 'PUT', headers: { ...auth, 'Content-Type': 'text/calendar' }, body: text.replace(/SUMMARY:[^\r\n]*/, 'SUMMARY:Call mom tonight') })).ok,
    ).toBe(true);
    expect((await runSync(db, port)).received).toBe(1);
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Call mom tonight']);
    expect((await fetch(href, { method: 'DELETE', headers: auth })).ok).toBe(true);
    requests.length = 0;
    expect((await runSync(db, port)).received).toBe(1);
    expect(requests).toEqual(['REPORT sync-collection']);
    await expect(db.todos.count()).resolves.toBe(0);
  });

  it('says the password was refused, and changes nothing', async () => {
    const calendarUrl = `${base}/${USER}/tasks/`;
    const db = freshDb();
    await db.syncAccount.put({ id: 1, serverUrl: `${base}/`, username: USER, password: 'wrong', passwordOrigin: base, calendarUrl });
    const report = await runSync(db, tsdavPort({ serverUrl: `${base}/`, username: USER, password: 'wrong' }));
    expect(report.problem).toBe('Not synced: the server refused the user name or password. Check them in Settings → Sync.');
    await expect(db.todos.count()).resolves.toBe(0);
  });
});
