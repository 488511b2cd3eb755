import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSettingsSections } from './support/chromium';
import { panelForFile } from './support/panel-suite';
import { hasRadicale, plainVtodo, startRadicale, type RadicaleServer } from '../support/radicale';
import { chromiumSyncSettings, connectSync } from './support/sync-settings';

// Settings → Sync against a real Radicale on 127.0.0.1 (http to this computer needs no permission prompt).
let panel: Page;
let radicale: RadicaleServer | undefined;
let calendarUrl = '';

/** Every task's iCalendar text on the server, by a calendar-query REPORT. */
const serverText = () => radicale!.calendarText(calendarUrl);

async function syncNow(expected: RegExp = /^Synced /): Promise<void> {
  await panel.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(panel);
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await panel.getByRole('status').filter({ hasText: expected }).waitFor({ timeout: 20_000 });
}

/** A task as another app writes it, straight to the server. */
async function putOnServer(uid: string, summary: string): Promise<void> {
  expect((await radicale!.putObject(`${calendarUrl}${uid}.ics`, plainVtodo(uid, summary))).status).toBe(201);
}

describe.skipIf(!hasRadicale)('sync with Radicale in Chromium', () => {
  panelForFile((opened) => ({ panel } = opened));
  beforeAll(async () => {
    radicale = await startRadicale();
    calendarUrl = await radicale.makeTaskCalendar('tasks');
  }, 30_000);
  afterAll(() => radicale?.stop());

  it('connects in Settings, sends a task added in the panel, and brings in one written on the server', async () => {
    await connectSync(chromiumSyncSettings(panel), radicale!);

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

  it('creates “Todo Assistant” from the calendar picker, lists and chooses it, and sends the tasks there', async () => {
    const settings = chromiumSyncSettings(panel);
    await settings.openSync();
    await settings.clickButton('Disconnect');
    await connectSync(settings, radicale!);
    const picker = panel.getByRole('combobox', { name: 'Task calendar' });
    expect(await picker.locator('option').allTextContents()).toEqual(['tasks', 'Create “Todo Assistant”']);
    await picker.selectOption({ label: 'Create “Todo Assistant”' });
    await settings.waitForText(`Connected to ${radicale!.base}/ as ${radicale!.user}, calendar “Todo Assistant”.`);
    // Listed and chosen; not offered a second time.
    await expect.poll(() => picker.locator('option').allTextContents()).toEqual(['tasks', 'Todo Assistant']);
    const own = `${radicale!.base}/${radicale!.user}/todo-assistant/`;
    expect(await picker.inputValue()).toBe(own);

    await syncNow();
    await expect.poll(() => radicale!.calendarText(own), { timeout: 20_000 }).toContain('SUMMARY:Buy bread');
  });
});
