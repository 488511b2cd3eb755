import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeTool } from '@/lib/tools';
import { runSync } from '@/lib/sync/run-sync';
import { tsdavPort } from '@/lib/sync/tsdav-port';
import { freshDb } from '../todos/support';
import { icalOutline } from '../support/ical-outline';
import { hasRadicale, startRadicale, type RadicaleServer } from '../support/radicale';
import { EDITED_BY_A_TITLE_CHANGE, TASKS_ORG_TASK, THUNDERBIRD_TASK } from './fixtures/other-apps';

// A task written by Thunderbird or Tasks.org, put raw on a real Radicale: it arrives with the
// right fields, and after its title is edited here the server's copy still has every other
// property and component it had, with its value. (The Chromium e2e does the same through the panel.)
let radicale: RadicaleServer | undefined;

describe.skipIf(!hasRadicale)('a task another app wrote, through a real Radicale', () => {
  beforeAll(async () => {
    radicale = await startRadicale();
  }, 20_000);
  afterAll(() => radicale?.stop());

  it.each([
    ['Thunderbird', THUNDERBIRD_TASK],
    ['Tasks.org', TASKS_ORG_TASK],
  ])('%s: arrives with its fields; a title edited here goes back with everything else kept', async (app, fixture) => {
    const { base, user, password } = radicale!;
    const calendarUrl = await radicale!.makeTaskCalendar(app.toLowerCase().replace(/\W/g, ''));
    const href = `${calendarUrl}${fixture.uid}.ics`;
    expect((await radicale!.putObject(href, fixture.text)).status).toBe(201);
    const port = tsdavPort({ serverUrl: `${base}/`, username: user, password });
    const db = freshDb();
    await db.syncAccount.put({ id: 1, serverUrl: `${base}/`, username: user, password, passwordOrigin: base, calendarUrl });

    expect((await runSync(db, port)).received).toBe(1);
    const task = (await db.todos.where('uid').equals(fixture.uid).first())!;
    const { due, ...fields } = fixture.expected;
    expect(task).toMatchObject({ ...fields, status: 'pending' });
    expect(new Date(task.dueAt!).toISOString()).toBe(due);

    await executeTool({ db, engine: 'manual' }, 'update_task', { task_id: task.id, title: `${fixture.expected.title} today` });
    expect(await runSync(db, port)).toMatchObject({ sent: 1, conflicts: 0 });
    const after = await (await fetch(href, { headers: radicale!.auth })).text();
    expect(after).toContain(`SUMMARY:${fixture.expected.title} today`);
    expect(icalOutline(after, EDITED_BY_A_TITLE_CHANGE)).toEqual(icalOutline(fixture.text, EDITED_BY_A_TITLE_CHANGE));
  });
});
