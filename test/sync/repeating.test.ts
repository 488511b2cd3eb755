import { describe, expect, it } from 'vitest';
import type { TodoDatabase } from '@/lib/db';
import { executeTool } from '@/lib/tools';
import { readVtodo } from '@/lib/sync/read-vtodo';
import { runSync } from '@/lib/sync/run-sync';
import { syncedFieldsOf } from '@/lib/sync/synced-fields';
import { freshDb } from '../todos/support';
import { FakeCalDav } from './fake-caldav';

// Completing a repeating task (docs/sync.md, "Repeating tasks"): the series keeps its UID with DUE
// advanced; the completed occurrence is a VTODO of its own, without RRULE, as Tasks.org writes it.

const now = () => new Date('2026-03-10T09:00:00.000Z');

async function device(server: FakeCalDav): Promise<TodoDatabase> {
  const db = freshDb();
  await db.syncAccount.put({ id: 1, serverUrl: 'https://dav.example/', username: 'ana', password: 'pw', passwordOrigin: 'https://dav.example', calendarUrl: server.calendar.url });
  return db;
}

/** What a device holds, as it syncs (a completed occurrence carries no rule): title, status, due date and rule, sorted. */
const tasksOf = async (db: TodoDatabase) =>
  (await db.todos.toArray())
    .map(syncedFieldsOf)
    .map((fields) => `${fields.title} · ${fields.status} · ${fields.dueAt} · ${fields.recurrence ?? 'once'}`)
    .sort();

/** What the server holds, read through the mapping the same way. */
const serverTasks = (server: FakeCalDav) =>
  [...server.objects.values()]
    .map((object) => readVtodo(object.data)!.fields)
    .map((fields) => `${fields.title} · ${fields.status} · ${fields.dueAt} · ${fields.recurrence ?? 'once'}`)
    .sort();

const EXPECTED = ['Water the plants · completed · 2026-03-10 · once', 'Water the plants · pending · 2026-03-17 · FREQ=WEEKLY'];

async function repeatingTask(db: TodoDatabase): Promise<number> {
  await executeTool({ db, engine: 'manual', now }, 'add_task', { title: 'Water the plants', dueAt: '2026-03-10', recurrence: 'FREQ=WEEKLY' });
  return (await db.todos.toArray())[0]!.id;
}

describe('a repeating task completed', () => {
  it('here: one open next occurrence and one completed entry on the server and on another device, however often they sync', async () => {
    const server = new FakeCalDav();
    const here = await device(server);
    const phone = await device(server);
    const id = await repeatingTask(here);
    await runSync(here, server, now);
    await runSync(phone, server, now);
    await executeTool({ db: here, engine: 'manual', now }, 'complete_task', { task_id: id });
    for (let round = 0; round < 4; round += 1) {
      await runSync(here, server, now);
      await runSync(phone, server, now);
    }
    expect(serverTasks(server)).toEqual(EXPECTED);
    expect(await tasksOf(here)).toEqual(EXPECTED);
    expect(await tasksOf(phone)).toEqual(EXPECTED);
    // The series keeps its UID on the server: the open occurrence is the object that was there.
    const series = [...server.objects.values()].map((object) => readVtodo(object.data)!).find((read) => read.fields.status === 'pending')!;
    expect(series.uid).toBe((await here.todos.get(id + 1))?.uid ?? (await here.todos.toArray()).find((task) => task.status === 'pending')!.uid);
  });

  it('on two devices before either synced: still one completed entry and one open occurrence everywhere', async () => {
    const server = new FakeCalDav();
    const here = await device(server);
    const phone = await device(server);
    await repeatingTask(here);
    await runSync(here, server, now);
    await runSync(phone, server, now);
    await executeTool({ db: here, engine: 'manual', now }, 'complete_task', { task_id: (await here.todos.toArray())[0]!.id });
    await executeTool({ db: phone, engine: 'manual', now }, 'complete_task', { task_id: (await phone.todos.toArray())[0]!.id });
    for (let round = 0; round < 3; round += 1) {
      await runSync(here, server, now);
      await runSync(phone, server, now);
    }
    expect(serverTasks(server)).toEqual(EXPECTED);
    expect(await tasksOf(here)).toEqual(EXPECTED);
    expect(await tasksOf(phone)).toEqual(EXPECTED);
  });

  it('by an app that marks the repeating VTODO itself COMPLETED: here the occurrence is done and the series goes on, written back the same way', async () => {
    const server = new FakeCalDav();
    const here = await device(server);
    await repeatingTask(here);
    await runSync(here, server, now);
    const [href, object] = [...server.objects][0]!;
    server.serverPut(href, object.data.replace('STATUS:NEEDS-ACTION', 'STATUS:COMPLETED\r\nCOMPLETED:20260310T080000Z\r\nPERCENT-COMPLETE:100'));
    for (let round = 0; round < 3; round += 1) await runSync(here, server, now);
    expect(await tasksOf(here)).toEqual(EXPECTED);
    expect(serverTasks(server)).toEqual(EXPECTED);
  });
});
