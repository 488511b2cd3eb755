import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icalOutline } from '../support/ical-outline';
import { hasRadicale, startRadicale, type RadicaleServer } from '../support/radicale';
import { EDITED_BY_A_TITLE_CHANGE, TASKS_ORG_TASK, THUNDERBIRD_TASK } from '../sync/fixtures/other-apps';
import { openSettingsSections } from './support/chromium';
import { panelForFile } from './support/panel-suite';
import { readStoreInPage } from './support/read-store';
import { chromiumSyncSettings, connectSync } from './support/sync-settings';

// Issue 25: a VTODO written by hand the way Thunderbird and Tasks.org write them (X- properties,
// two VALARMs, RRULE with DTSTART, two CATEGORIES, PRIORITY:1, RELATED-TO, a DESCRIPTION with a
// line break, a DUE with TZID and its VTIMEZONE), put raw on Radicale: it shows in the panel with
// the right fields; its title edited here, the server's copy keeps every other property and
// component with its value. test/sync/radicale-other-apps.test.ts does the same without a browser.
let panel: Page;
let radicale: RadicaleServer | undefined;
let calendarUrl = '';

interface Row {
  id: number;
  uid?: string;
  title: string;
  description?: string;
  status: string;
  priority: number;
  dueAt?: string;
  tags: string[];
  recurrence?: string;
  timeZone?: string;
  remindBefore?: number;
}
const byUid = async (uid: string) => ((await panel.evaluate(readStoreInPage, 'todos')) as Row[]).find((row) => row.uid === uid);
const lastSyncAt = async () => ((await panel.evaluate(readStoreInPage, 'syncAccount')) as Array<{ lastSyncAt?: string }>)[0]?.lastSyncAt;

/** Sync now, then wait for this sync's good end (a new time of the last good sync, and the line that says so). */
async function syncNow(): Promise<void> {
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(panel);
  const before = await lastSyncAt();
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(lastSyncAt, { timeout: 20_000 }).not.toBe(before);
  await panel
    .getByRole('status')
    .filter({ hasText: /^Synced / })
    .waitFor({ timeout: 20_000 });
  await panel.getByRole('tab', { name: 'Tasks' }).click();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The wall-clock time the panel shows for a moment (the browser runs in this process's zone). */
const localTime = (iso: string) => `${pad(new Date(iso).getHours())}:${pad(new Date(iso).getMinutes())}`;
const localDate = (iso: string) => {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
const selectedText = (select: ReturnType<Page['getByLabel']>) => select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

describe.skipIf(!hasRadicale)('tasks written by Thunderbird and Tasks.org, through Radicale, in Chromium', () => {
  panelForFile((opened) => ({ panel } = opened));
  beforeAll(async () => {
    radicale = await startRadicale();
    calendarUrl = await radicale.makeTaskCalendar('tasks');
    await connectSync(chromiumSyncSettings(panel), radicale);
  }, 60_000);
  afterAll(() => radicale?.stop());

  it.each([
    ['Thunderbird', THUNDERBIRD_TASK, { repeat: /^Every week on Monday$/, reminder: '15 minutes before' }],
    ['Tasks.org', TASKS_ORG_TASK, { repeat: /^Custom \(keep\): every other day at 6:00 PM \(Berlin\)$/, reminder: '1 hour before' }],
  ])('%s: shows with its title, due, priority, tags, repeat and reminder; a title edited here keeps everything else on the server', async (_app, fixture, shown) => {
    const href = `${calendarUrl}${fixture.uid}.ics`;
    expect((await radicale!.putObject(href, fixture.text)).status).toBe(201);
    await syncNow();

    const { title, due, ...fields } = fixture.expected;
    await panel.getByRole('checkbox', { name: `Done: ${title}` }).waitFor({ timeout: 20_000 });
    const row = (await byUid(fixture.uid))!;
    expect(row).toMatchObject({ title, ...fields, status: 'pending' });
    expect(new Date(row.dueAt!).toISOString()).toBe(due);

    // What a person sees in the editor, then the one change: the title.
    await panel.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Edit' }).click();
    const editor = panel.getByRole('form', { name: `Edit task: ${title}` });
    expect(await editor.getByLabel('Description').inputValue()).toBe(fixture.expected.description);
    expect(await editor.getByLabel('Due date').inputValue()).toBe(localDate(due));
    expect(await editor.getByLabel('Time').inputValue()).toBe(localTime(due));
    expect(await editor.getByLabel('Priority').inputValue()).toBe('1');
    expect(await editor.getByLabel('Tags').inputValue()).toBe(fixture.expected.tags.join(', '));
    expect(await selectedText(editor.getByLabel('Repeat'))).toMatch(shown.repeat);
    expect(await selectedText(editor.getByLabel('Reminder'))).toBe(shown.reminder);
    await editor.getByLabel('Title').fill(`${title} today`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(async () => (await byUid(fixture.uid))?.title).toBe(`${title} today`);
    await syncNow();

    const after = await (await fetch(href, { headers: radicale!.auth })).text();
    expect(after).toContain(`SUMMARY:${title} today`);
    expect(icalOutline(after, EDITED_BY_A_TITLE_CHANGE)).toEqual(icalOutline(fixture.text, EDITED_BY_A_TITLE_CHANGE));
  });
});
