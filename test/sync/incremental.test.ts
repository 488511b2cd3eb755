import { describe, expect, it } from 'vitest';
import type { TodoDatabase } from '@/lib/db';
import { executeTool } from '@/lib/tools';
import { hrefFor, runSync } from '@/lib/sync/run-sync';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

const now = () => new Date('2026-03-10T09:00:00.000Z');

async function connected(options: { syncTokens?: boolean } = {}): Promise<{ db: TodoDatabase; server: FakeCalDav }> {
  const db = freshDb();
  const server = new FakeCalDav(options);
  await db.syncAccount.put({ id: 1, serverUrl: 'https://dav.example/', username: 'ana', password: 'pw', passwordOrigin: 'https://dav.example', calendarUrl: server.calendar.url });
  return { db, server };
}

const vtodo = (uid: string, title: string) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Other app//EN', 'BEGIN:VTODO', `UID:${uid}`, 'DTSTAMP:20260301T080000Z', `SUMMARY:${title}`, 'END:VTODO', 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const titles = async (db: TodoDatabase) => (await db.todos.toArray()).map((task) => task.title).sort();

describe('incremental sync with sync-collection (RFC 6578)', () => {
  it('reads the calendar with sync-collection, keeps the token, and with nothing changed makes one REPORT with it', async () => {
    const { db, server } = await connected();
    await executeTool({ db, engine: 'manual', now }, 'add_task', { title: 'Call mom' });
    await runSync(db, server, now);
    // Everything, then once more after the PUT so the token is past it.
    expect(server.reports).toEqual(['sync-collection', expect.stringMatching(/^sync-collection https:/)]);
    const token = (await db.syncAccount.get(1))!.syncToken;
    expect(token).toBeTruthy();
    server.requests.length = 0;
    server.reports.length = 0;
    await expect(runSync(db, server, now)).resolves.toEqual({ received: 0, sent: 0, conflicts: 0 });
    expect(server.requests).toEqual(['REPORT']);
    expect(server.reports).toEqual([expect.stringMatching(/^sync-collection https:/)]);
  });

  it('takes in what changed and what was deleted since the token, a task this sync sent and another app deleted included', async () => {
    const { db, server } = await connected();
    server.serverPut(`${server.calendar.url}a.ics`, vtodo('a', 'Water the plants'));
    server.serverPut(`${server.calendar.url}b.ics`, vtodo('b', 'Pay rent'));
    await runSync(db, server, now);
    expect(await titles(db)).toEqual(['Pay rent', 'Water the plants']);
    server.serverPut(`${server.calendar.url}a.ics`, vtodo('a', 'Water the garden'));
    server.objects.delete(`${server.calendar.url}b.ics`);
    server.serverPut(`${server.calendar.url}c.ics`, vtodo('c', 'Book flights'));
    const report = await runSync(db, server, now);
    expect(report.received).toBe(3);
    expect(await titles(db)).toEqual(['Book flights', 'Water the garden']);

    await executeTool({ db, engine: 'manual', now }, 'add_task', { title: 'Call mom' });
    await runSync(db, server, now);
    const mom = (await db.todos.toArray()).find((task) => task.title === 'Call mom')!;
    server.objects.delete(hrefFor(server.calendar.url, mom.uid!));
    await runSync(db, server, now);
    expect(await titles(db)).toEqual(['Book flights', 'Water the garden']);
  });

  it('starts over from a full listing when the server no longer knows the token, losing nothing', async () => {
    const { db, server } = await connected();
    await executeTool({ db, engine: 'manual', now }, 'add_task', { title: 'Call mom' });
    await runSync(db, server, now);
    await db.syncAccount.update(1, { syncToken: 'https://dav.example/sync/forgotten' });
    server.serverPut(`${server.calendar.url}a.ics`, vtodo('a', 'Water the plants'));
    const report = await runSync(db, server, now);
    expect(report.problem).toBeUndefined();
    expect(await titles(db)).toEqual(['Call mom', 'Water the plants']);
    expect(server.objects.size).toBe(2);
    expect(server.reports.slice(-2)).toEqual(['sync-collection https://dav.example/sync/forgotten', 'sync-collection']);
  });

  it('compares ETags where the server gives no sync-token, and does not ask for one again', async () => {
    const { db, server } = await connected({ syncTokens: false });
    server.serverPut(`${server.calendar.url}a.ics`, vtodo('a', 'Water the plants'));
    await runSync(db, server, now);
    expect(await titles(db)).toEqual(['Water the plants']);
    expect(server.reports).toEqual(['sync-collection', 'calendar-query']);
    server.serverPut(`${server.calendar.url}a.ics`, vtodo('a', 'Water the garden'));
    server.requests.length = 0;
    server.reports.length = 0;
    expect((await runSync(db, server, now)).received).toBe(1);
    expect(await titles(db)).toEqual(['Water the garden']);
    expect(server.reports).toEqual(['calendar-query']);
    expect(server.requests).toEqual(['REPORT']);
  });
});
