import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStore } from './support/firefox';
import { firefoxPanelForFile } from './support/panel-suite';
import { hasRadicale, plainVtodo, startRadicale, type RadicaleServer } from '../support/radicale';
import { connectSync, firefoxSyncSettings } from './support/sync-settings';

// Issue 25 in Firefox: set-up in Settings → Sync and one round trip with a real Radicale on
// 127.0.0.1. The engine runs in sync-host.js, which the event page import()s on the first sync.
let panel: Page;
let radicale: RadicaleServer | undefined;
let calendarUrl = '';

const byRole = (role: string, name: string) => panel.locator(`::-p-aria([name="${name}"][role="${role}"])`);

/** Every task's iCalendar text on the server, by a calendar-query REPORT. */
const serverText = () => radicale!.calendarText(calendarUrl);

const openSync = () => firefoxSyncSettings(panel).openSync();

const lastSyncAt = async () => (await readStore<{ lastSyncAt?: string }>(panel, 'syncAccount'))[0]?.lastSyncAt;

/** Sync now, then wait for this sync's good end: a new time of the last good sync, and the line that says so. */
async function syncNow(): Promise<void> {
  await openSync();
  const before = await lastSyncAt();
  await byRole('button', 'Sync now').click();
  await expect.poll(lastSyncAt, { timeout: 20_000 }).not.toBe(before);
  await panel.waitForFunction(() => document.querySelector('.sync-settings [role="status"]')?.textContent?.startsWith('Synced '), { timeout: 20_000 });
}

describe.skipIf(!hasRadicale)('sync with Radicale in Firefox', () => {
  firefoxPanelForFile((opened) => ({ panel } = opened));
  beforeAll(async () => {
    radicale = await startRadicale();
    calendarUrl = await radicale.makeTaskCalendar('tasks');
  }, 30_000);
  afterAll(() => radicale?.stop());

  it('connects in Settings → Sync, sends a task added in Tasks, and brings in one written on the server', async () => {
    await connectSync(firefoxSyncSettings(panel), radicale!);

    await byRole('tab', 'Tasks').click();
    await byRole('textbox', 'New task').fill('Buy bread');
    await panel.keyboard.press('Enter');
    await byRole('checkbox', 'Done: Buy bread').wait();
    await syncNow();
    await expect.poll(serverText, { timeout: 20_000 }).toContain('SUMMARY:Buy bread');

    const uid = 'written-on-the-server-firefox-1';
    expect((await radicale!.putObject(`${calendarUrl}${uid}.ics`, plainVtodo(uid, 'Call the plumber'))).status).toBe(201);
    await syncNow();
    await byRole('tab', 'Tasks').click();
    await byRole('checkbox', 'Done: Call the plumber').wait();
  });
});
