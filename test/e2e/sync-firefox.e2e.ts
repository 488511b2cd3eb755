import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStore } from './support/firefox';
import { firefoxPanelForFile } from './support/panel-suite';
import { hasRadicale, startRadicale, type RadicaleServer } from './support/radicale';

// Issue 25 in Firefox: set-up in Settings → Sync and one round trip with a real Radicale on
// 127.0.0.1. The engine runs in sync-host.js, which the event page import()s on the first sync.
let panel: Page;
let radicale: RadicaleServer | undefined;
let calendarUrl = '';

const byRole = (role: string, name: string) => panel.locator(`::-p-aria([name="${name}"][role="${role}"])`);
const waitForText = (text: string, within = 'body') =>
  panel.waitForFunction((t, selector) => document.querySelector(selector)?.textContent?.includes(t), { timeout: 20_000 }, text, within);

/** Every task's iCalendar text on the server, by a calendar-query REPORT. */
async function serverText(): Promise<string> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/><C:calendar-data/></D:prop>
<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/></C:comp-filter></C:filter></C:calendar-query>`;
  const response = await fetch(calendarUrl, { method: 'REPORT', headers: { ...radicale!.auth, Depth: '1', 'Content-Type': 'application/xml' }, body });
  return response.text();
}

async function openSync(): Promise<void> {
  await byRole('tab', 'Settings').click();
  await panel.waitForSelector('details.settings-section');
  await panel.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLDetailsElement>('details.settings-section')) {
      if (section.querySelector('summary')?.textContent?.startsWith('Sync')) section.open = true;
    }
  });
}

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
    await openSync();
    await byRole('textbox', 'Server address').fill(`${radicale!.base}/`);
    await byRole('textbox', 'User name').fill(radicale!.user);
    await panel.locator('#sync-password').fill(radicale!.password);
    await byRole('button', 'Connect').click();
    await waitForText(`Connected to ${radicale!.base}/ as ${radicale!.user}, calendar “tasks”.`);

    await byRole('tab', 'Tasks').click();
    await byRole('textbox', 'New task').fill('Buy bread');
    await panel.keyboard.press('Enter');
    await byRole('checkbox', 'Done: Buy bread').wait();
    await syncNow();
    await expect.poll(serverText, { timeout: 20_000 }).toContain('SUMMARY:Buy bread');

    const uid = 'written-on-the-server-firefox-1';
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//e2e//EN',
      'BEGIN:VTODO',
      `UID:${uid}`,
      'DTSTAMP:20260310T090000Z',
      'SUMMARY:Call the plumber',
      'STATUS:NEEDS-ACTION',
      'END:VTODO',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const put = await fetch(`${calendarUrl}${uid}.ics`, { method: 'PUT', headers: { ...radicale!.auth, 'Content-Type': 'text/calendar; charset=utf-8' }, body: ics });
    expect(put.status).toBe(201);
    await syncNow();
    await byRole('tab', 'Tasks').click();
    await byRole('checkbox', 'Done: Call the plumber').wait();
  });
});
