import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSettingsSections } from './support/chromium';
import { panelForFile } from './support/panel-suite';
import { hasRadicale, startRadicale, type RadicaleServer } from './support/radicale';

// Settings → Sync against a real Radicale on 127.0.0.1 (http to this computer needs no permission prompt).
let panel: Page;
let radicale: RadicaleServer | undefined;
let calendarUrl = '';

/** Every task's iCalendar text on the server, by a calendar-query REPORT. */
async function serverText(): Promise<string> {
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:prop><D:getetag/><C:calendar-data/></D:prop>
<C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VTODO"/></C:comp-filter></C:filter></C:calendar-query>`;
  const response = await fetch(calendarUrl, { method: 'REPORT', headers: { ...radicale!.auth, Depth: '1', 'Content-Type': 'application/xml' }, body });
  return response.text();
}

async function syncNow(expected: RegExp = /^Synced /): Promise<void> {
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(panel);
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await panel.getByRole('status').filter({ hasText: expected }).waitFor({ timeout: 20_000 });
}

/** A task as another app writes it, straight to the server. */
async function putOnServer(uid: string, summary: string): Promise<void> {
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//e2e//EN',
    'BEGIN:VTODO',
    `UID:${uid}`,
    'DTSTAMP:20260310T090000Z',
    `SUMMARY:${summary}`,
    'STATUS:NEEDS-ACTION',
    'END:VTODO',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const put = await fetch(`${calendarUrl}${uid}.ics`, { method: 'PUT', headers: { ...radicale!.auth, 'Content-Type': 'text/calendar; charset=utf-8' }, body: ics });
  expect(put.status).toBe(201);
}

describe.skipIf(!hasRadicale)('sync with Radicale in Chromium', () => {
  panelForFile((opened) => ({ panel } = opened));
  beforeAll(async () => {
    radicale = await startRadicale();
    calendarUrl = await radicale.makeTaskCalendar('tasks');
  }, 30_000);
  afterAll(() => radicale?.stop());

  it('connects in Settings, sends a task added in the panel, and brings in one written on the server', async () => {
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await openSettingsSections(panel);
    await panel.getByRole('textbox', { name: 'Server address', exact: true }).fill(`${radicale!.base}/`);
    await panel.getByRole('textbox', { name: 'User name', exact: true }).fill(radicale!.user);
    await panel.getByLabel('Password', { exact: true }).fill(radicale!.password);
    await panel.getByRole('button', { name: 'Connect', exact: true }).click();
    await panel.getByText(`Connected to ${radicale!.base}/ as ${radicale!.user}, calendar “tasks”.`).waitFor({ timeout: 20_000 });

    await panel.getByRole('tab', { name: 'Tasks' }).click();
    const box = panel.getByRole('textbox', { name: 'New task' });
    await box.fill('Buy bread');
    await box.press('Enter');
    await panel.getByRole('checkbox', { name: 'Done: Buy bread' }).waitFor();
    await syncNow();
    await expect.poll(serverText, { timeout: 20_000 }).toContain('SUMMARY:Buy bread');

    await putOnServer('written-on-the-server-1', 'Call the plumber');
    await syncNow();
    await panel.getByRole('tab', { name: 'Tasks' }).click();
    await panel.getByRole('checkbox', { name: 'Done: Call the plumber' }).waitFor({ timeout: 20_000 });
  });

  it('a refused password puts a mark on the Tasks tab; opening the panel syncs again, brings in what changed and clears it', async () => {
    const tasksTab = panel.getByRole('tab', { name: 'Tasks' });
    radicale!.setPassword('changed-on-the-server');
    await putOnServer('written-while-refused-1', 'Water the plants');
    await syncNow(/^Not synced: .*password/);
    await expect.poll(() => tasksTab.getAttribute('title')).toMatch(/^Not synced: .*password.* Last good sync: Today /);
    expect(await tasksTab.textContent()).toBe('Tasks!');

    radicale!.setPassword(radicale!.password);
    await panel.reload();
    await panel.getByRole('tab', { name: 'Tasks' }).click();
    await panel.getByRole('checkbox', { name: 'Done: Water the plants' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => panel.getByRole('tab', { name: 'Tasks' }).getAttribute('title')).toBeNull();
  });
});
