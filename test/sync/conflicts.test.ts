import { describe, expect, it } from 'vitest';
import type { TodoDatabase } from '@/lib/db';
import { describeAudit, executeTool } from '@/lib/tools';
import { readVtodo } from '@/lib/sync/read-vtodo';
import { hrefFor, runSync } from '@/lib/sync/run-sync';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

// A field changed on both sides takes the later LAST-MODIFIED; the value that lost is in Activity
// (the sentence a person reads, describeAudit) with an Undo that takes it back, synced like any change.

let clock = new Date('2026-03-10T09:00:00.000Z');
const now = () => clock;
const at = (iso: string) => {
  clock = new Date(iso);
};

async function connected(): Promise<{ db: TodoDatabase; server: FakeCalDav }> {
  at('2026-03-10T09:00:00.000Z');
  const db = freshDb();
  const server = new FakeCalDav();
  await db.syncAccount.put({ id: 1, serverUrl: 'https://dav.example/', username: 'ana', password: 'pw', passwordOrigin: 'https://dav.example', calendarUrl: server.calendar.url });
  return { db, server };
}

const byYou = (db: TodoDatabase) => ({ db, engine: 'manual' as const, now });

/** Another app edits the object on the server: a new title, with its own LAST-MODIFIED. */
function editOnServer(server: FakeCalDav, href: string, title: string, lastModified: string): void {
  const text = server.objects
    .get(href)!
    .data.replace(/SUMMARY:[^\r]*/, `SUMMARY:${title}`)
    .replace(/LAST-MODIFIED:[^\r]*/, `LAST-MODIFIED:${lastModified}`);
  server.serverPut(href, text);
}

async function syncActivity(db: TodoDatabase): Promise<string[]> {
  return (await db.audit.where('engine').equals('sync').toArray()).map((entry) => describeAudit(entry));
}

async function oneTask(db: TodoDatabase) {
  await executeTool(byYou(db), 'add_task', { title: 'Call mom' });
  const [task] = await db.todos.toArray();
  return task!;
}

describe('a field changed on both sides', () => {
  it('takes the server’s value when the server’s edit is later, says so in Activity, and Undo brings yours back to both sides', async () => {
    const { db, server } = await connected();
    const task = await oneTask(db);
    await runSync(db, server, now);
    const href = hrefFor(server.calendar.url, task.uid!);
    at('2026-03-10T10:00:00.000Z');
    await executeTool(byYou(db), 'update_task', { task_id: task.id, title: 'Call mom now' });
    editOnServer(server, href, 'Call mom tonight', '20260310T110000Z');
    at('2026-03-10T12:00:00.000Z');
    const report = await runSync(db, server, now);
    expect(report.conflicts).toBe(1);
    expect((await db.todos.get(task.id))!.title).toBe('Call mom tonight');
    expect(readVtodo(server.objects.get(href)!.data)!.fields.title).toBe('Call mom tonight');
    expect(await syncActivity(db)).toEqual(['Sync kept the title from the server, “Call mom tonight”; yours was “Call mom now”.']);

    const entry = (await db.audit.where('toolName').equals('sync_change').first())!;
    await executeTool(byYou(db), 'undo_change', { audit_id: entry.id });
    expect((await db.todos.get(task.id))!.title).toBe('Call mom now');
    await runSync(db, server, now);
    expect(readVtodo(server.objects.get(href)!.data)!.fields.title).toBe('Call mom now');
  });

  it('keeps yours when your edit is later, sends it, says what the server had, and Undo takes the server’s value', async () => {
    const { db, server } = await connected();
    const task = await oneTask(db);
    await runSync(db, server, now);
    const href = hrefFor(server.calendar.url, task.uid!);
    editOnServer(server, href, 'Call mom tonight', '20260310T100000Z');
    at('2026-03-10T11:00:00.000Z');
    await executeTool(byYou(db), 'update_task', { task_id: task.id, title: 'Call mom now' });
    at('2026-03-10T12:00:00.000Z');
    const report = await runSync(db, server, now);
    expect(report.conflicts).toBe(1);
    expect((await db.todos.get(task.id))!.title).toBe('Call mom now');
    expect(readVtodo(server.objects.get(href)!.data)!.fields.title).toBe('Call mom now');
    expect(await syncActivity(db)).toEqual(['Sync kept your title, “Call mom now”; the server’s was “Call mom tonight”.']);

    const entry = (await db.audit.where('engine').equals('sync').first())!;
    await executeTool(byYou(db), 'undo_change', { audit_id: entry.id });
    expect((await db.todos.get(task.id))!.title).toBe('Call mom tonight');
    await runSync(db, server, now);
    expect(readVtodo(server.objects.get(href)!.data)!.fields.title).toBe('Call mom tonight');
  });

  it('writes the time of the edit as LAST-MODIFIED, so the rule compares edits, not syncs', async () => {
    const { db, server } = await connected();
    at('2026-03-10T08:15:00.000Z');
    const task = await oneTask(db);
    at('2026-03-10T09:00:00.000Z');
    await runSync(db, server, now);
    const text = server.objects.get(hrefFor(server.calendar.url, task.uid!))!.data;
    expect(text).toContain('LAST-MODIFIED:20260310T081500Z');
  });

  it('merges on a 412 the same way: a field changed on one side takes that side', async () => {
    const { db, server } = await connected();
    const task = await oneTask(db);
    await runSync(db, server, now);
    const href = hrefFor(server.calendar.url, task.uid!);
    at('2026-03-10T11:00:00.000Z');
    await executeTool(byYou(db), 'update_task', { task_id: task.id, title: 'Call mom now', priority: 2 });
    server.beforeWrite = () => editOnServer(server, href, 'Call mom tonight', '20260310T100000Z');
    const report = await runSync(db, server, now);
    expect(report.conflicts).toBe(1);
    expect(readVtodo(server.objects.get(href)!.data)!.fields).toMatchObject({ title: 'Call mom now', priority: 2 });
    expect(await db.todos.get(task.id)).toMatchObject({ title: 'Call mom now', priority: 2 });
  });
});

describe('deleted on one side, edited on the other', () => {
  it('keeps a task deleted on the server but edited here, sends it again, and Activity says so', async () => {
    const { db, server } = await connected();
    const task = await oneTask(db);
    await runSync(db, server, now);
    const href = hrefFor(server.calendar.url, task.uid!);
    server.objects.delete(href);
    await executeTool(byYou(db), 'update_task', { task_id: task.id, title: 'Call mom and dad' });
    await runSync(db, server, now);
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Call mom and dad']);
    expect(readVtodo(server.objects.get(href)!.data)!.fields.title).toBe('Call mom and dad');
    expect(await syncActivity(db)).toEqual(['Sync kept “Call mom and dad”: it was deleted on the server but changed here, so it is sent again.']);

    // Undo takes the server's delete after all, on both sides.
    const kept = (await db.audit.where('engine').equals('sync').first())!;
    await executeTool(byYou(db), 'undo_change', { audit_id: kept.id });
    await expect(db.todos.count()).resolves.toBe(0);
    await runSync(db, server, now);
    expect(server.objects.has(href)).toBe(false);
  });

  it('keeps a task deleted here but edited on the server, and Activity says so', async () => {
    const { db, server } = await connected();
    const task = await oneTask(db);
    await runSync(db, server, now);
    const href = hrefFor(server.calendar.url, task.uid!);
    await executeTool(byYou(db), 'delete_task', { task_id: task.id });
    editOnServer(server, href, 'Call mom tonight', '20260310T100000Z');
    await runSync(db, server, now);
    expect((await db.todos.toArray()).map((row) => row.title)).toEqual(['Call mom tonight']);
    expect(server.objects.has(href)).toBe(true);
    expect(await syncActivity(db)).toEqual(['Sync kept “Call mom tonight”: it was deleted here but changed on the server.']);
  });
});
