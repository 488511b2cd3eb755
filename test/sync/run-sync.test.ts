import { describe, expect, it } from 'vitest';
import type { TodoDatabase } from '@/lib/db';
import { executeTool, describeAudit } from '@/lib/tools';
import { readVtodo } from '@/lib/sync/read-vtodo';
import { hrefFor, runSync } from '@/lib/sync/run-sync';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

const AT = new Date('2026-03-10T09:00:00.000Z');
const now = () => AT;

async function connected(): Promise<{ db: TodoDatabase; server: FakeCalDav }> {
  const db = freshDb();
  const server = new FakeCalDav();
  await db.syncAccount.put({ id: 1, serverUrl: 'https://dav.example/', username: 'ana', password: 'pw', passwordOrigin: 'https://dav.example', calendarUrl: server.calendar.url });
  return { db, server };
}

const byYou = (db: TodoDatabase) => ({ db, engine: 'manual' as const, now });

/** What the server holds, read back through the mapping: uid → title and the rest. */
const serverTasks = (server: FakeCalDav) => [...server.objects.values()].map((object) => readVtodo(object.data)!);

const vtodo = (uid: string, lines: readonly string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN',
    'BEGIN:VTODO',
    `UID:${uid}`,
    'DTSTAMP:20260301T080000Z',
    ...lines,
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

async function sentences(db: TodoDatabase): Promise<string[]> {
  return (await db.audit.where('engine').equals('sync').toArray()).map((entry) => describeAudit(entry));
}

describe('runSync against a CalDAV calendar', () => {
  it('sends a task added here, and a second sync with nothing changed sends nothing', async () => {
    const { db, server } = await connected();
    await executeTool(byYou(db), 'add_task', { title: 'Call mom', priority: 1, tags: ['family'] });
    const report = await runSync(db, server, now);
    expect(report).toEqual({ received: 0, sent: 1, conflicts: 0 });
    expect(serverTasks(server).map((task) => task.fields)).toEqual([{ title: 'Call mom', status: 'pending', priority: 1, tags: ['family'] }]);
    await expect(db.syncOutbox.count()).resolves.toBe(0);
    expect((await db.syncAccount.get(1))!.lastSyncAt).toBe(AT.toISOString());

    server.requests.length = 0;
    await expect(runSync(db, server, now)).resolves.toEqual({ received: 0, sent: 0, conflicts: 0 });
    expect(server.requests).toEqual(['REPORT']);
  });

  it('brings in a task written on the server by another app, audited as “Sync added”', async () => {
    const { db, server } = await connected();
    server.serverPut(`${server.calendar.url}tb-1.ics`, vtodo('tb-1', ['SUMMARY:Water the plants', 'PRIORITY:1', 'CATEGORIES:Home', 'X-MOZ-GENERATION:3']));
    const report = await runSync(db, server, now);
    expect(report.received).toBe(1);
    const [task] = await db.todos.toArray();
    expect(task).toMatchObject({ uid: 'tb-1', title: 'Water the plants', priority: 1, tags: ['home'], status: 'pending' });
    expect(await sentences(db)).toEqual([expect.stringMatching(/^Sync added “Water the plants”/)]);
    // Bringing it in sends nothing back.
    expect(server.requests.filter((request) => request === 'PUT')).toEqual([]);
  });

  it('sends an edit made here with If-Match, keeping every property another app wrote', async () => {
    const { db, server } = await connected();
    const href = `${server.calendar.url}tb-1.ics`;
    server.serverPut(href, vtodo('tb-1', ['SUMMARY:Water the plants', 'X-MOZ-GENERATION:3', 'GEO:48.85;2.35']));
    await runSync(db, server, now);
    const [task] = await db.todos.toArray();
    await executeTool(byYou(db), 'update_task', { task_id: task!.id, title: 'Water the plants and the garden' });
    await runSync(db, server, now);
    const text = server.objects.get(href)!.data;
    expect(readVtodo(text)!.fields.title).toBe('Water the plants and the garden');
    expect(text).toContain('X-MOZ-GENERATION:3');
    expect(text).toContain('GEO:48.85;2.35');
  });

  it('on 412 merges field by field: a field changed on one side takes that side; the same field changed on both at the same moment keeps the server’s, and Activity says what was not kept', async () => {
    const { db, server } = await connected();
    await executeTool(byYou(db), 'add_task', { title: 'Call mom', priority: 4 });
    await runSync(db, server, now);
    const [task] = await db.todos.toArray();
    const href = hrefFor(server.calendar.url, task!.uid!);
    await executeTool(byYou(db), 'update_task', { task_id: task!.id, title: 'Call mom', description: 'About Sunday', priority: 2 });
    await executeTool(byYou(db), 'update_task', { task_id: task!.id, title: 'Call mom now' });
    // Another app changes the title and the tags after this sync read the calendar, before it writes.
    server.beforeWrite = () => {
      const text = server.objects
        .get(href)!
        .data.replace(/SUMMARY:[^\r]*/, 'SUMMARY:Call mom tonight')
        .replace('END:VTODO', 'CATEGORIES:phone\r\nEND:VTODO');
      server.serverPut(href, text);
    };
    const report = await runSync(db, server, now);
    expect(report.conflicts).toBe(1);
    const merged = { title: 'Call mom tonight', description: 'About Sunday', priority: 2, tags: ['phone'] };
    expect(await db.todos.get(task!.id)).toMatchObject(merged);
    expect(readVtodo(server.objects.get(href)!.data)!.fields).toMatchObject(merged);
    const said = await db.audit.where('toolName').equals('sync_change').toArray();
    expect(said.map((entry) => (entry.output as { message: string }).message)).toContain('Sync kept the title from the server, “Call mom tonight”; yours was “Call mom now”.');
  });

  it('takes a delete made on the server, and sends a delete made here', async () => {
    const { db, server } = await connected();
    await executeTool(byYou(db), 'add_task', { title: 'Buy milk' });
    await executeTool(byYou(db), 'add_task', { title: 'Pay rent' });
    await runSync(db, server, now);
    const [milk, rent] = await db.todos.toArray();
    server.objects.delete(hrefFor(server.calendar.url, milk!.uid!));
    await executeTool(byYou(db), 'delete_task', { task_id: rent!.id });
    await runSync(db, server, now);
    await expect(db.todos.count()).resolves.toBe(0);
    expect(server.objects.size).toBe(0);
    expect(await sentences(db)).toEqual([expect.stringMatching(/^Sync deleted “Buy milk”/)]);
  });

  it('keeps a task deleted on one side and edited on the other (the edit wins), and says so', async () => {
    const { db, server } = await connected();
    await executeTool(byYou(db), 'add_task', { title: 'Buy milk' });
    await runSync(db, server, now);
    const [milk] = await db.todos.toArray();
    const href = hrefFor(server.calendar.url, milk!.uid!);
    await executeTool(byYou(db), 'delete_task', { task_id: milk!.id });
    server.serverPut(href, server.objects.get(href)!.data.replace(/SUMMARY:[^\r]*/, 'SUMMARY:Buy oat milk'));
    await runSync(db, server, now);
    expect((await db.todos.toArray()).map((task) => task.title)).toEqual(['Buy oat milk']);
    expect(server.objects.has(href)).toBe(true);
    const notes = (await db.audit.where('engine').equals('sync').toArray()).map((entry) => (entry.output as { message: string }).message);
    expect(notes).toEqual(['Sync kept “Buy oat milk”: it was deleted here but changed on the server.']);
  });

  it('loses nothing when the password is refused or the server is down: one sentence, and the outbox is sent later', async () => {
    const { db, server } = await connected();
    await executeTool(byYou(db), 'add_task', { title: 'Call mom' });
    server.failWith = 401;
    const refused = await runSync(db, server, now);
    expect(refused.problem).toBe('Not synced: the server refused the user name or password. Check them in Settings → Sync.');
    expect((await db.syncAccount.get(1))!.problem).toBe(refused.problem);
    server.failWith = 'network';
    expect((await runSync(db, server, now)).problem).toMatch(/could not be reached/);
    await expect(db.syncOutbox.count()).resolves.toBe(1);
    server.failWith = undefined;
    expect((await runSync(db, server, now)).sent).toBe(1);
    expect(serverTasks(server).map((task) => task.fields.title)).toEqual(['Call mom']);
    expect((await db.syncAccount.get(1))!.problem).toBeUndefined();
  });

  it('changes nothing here when the server answers garbage', async () => {
    const { db, server } = await connected();
    await executeTool(byYou(db), 'add_task', { title: 'Call mom' });
    server.serverPut(`${server.calendar.url}junk.ics`, '<html>Service Unavailable</html>');
    await runSync(db, server, now);
    expect((await db.todos.toArray()).map((task) => task.title)).toEqual(['Call mom']);
    await expect(db.audit.where('engine').equals('sync').count()).resolves.toBe(0);
  });
});

describe('connecting', () => {
  it('refuses plain http to another computer (the password would travel unencrypted), allows it to this one', async () => {
    const { addressProblem } = await import('@/lib/sync/connect-account');
    expect(addressProblem('http://dav.example/')).toBe('The password would travel unencrypted: use an https address, or allow plain http for this server.');
    expect(addressProblem('http://dav.example/', 'http://dav.example')).toBeUndefined();
    expect(addressProblem('http://127.0.0.1:5232/')).toBeUndefined();
    expect(addressProblem('https://dav.example/')).toBeUndefined();
    expect(addressProblem('dav.example')).toBe('That is not a server address. Type it as https://server.example/.');
  });
});

describe('Undo of a sync change', () => {
  it('works like any other, and is synced back', async () => {
    const { db, server } = await connected();
    const href = `${server.calendar.url}tb-1.ics`;
    server.serverPut(href, vtodo('tb-1', ['SUMMARY:Water the plants']));
    await runSync(db, server, now);
    const added = (await db.audit.where('toolName').equals('sync_add').first())!;
    await executeTool(byYou(db), 'undo_change', { audit_id: added.id });
    await expect(db.todos.count()).resolves.toBe(0);
    await runSync(db, server, now);
    expect(server.objects.has(href)).toBe(false);
  });
});
