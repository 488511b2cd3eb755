import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './support/chromium';

// Issue 21: what a newcomer reads. The offline assistant answers (no model is configured).
let session: ExtensionSession;
let panel: Page;
beforeAll(async () => {
  session = await launchExtension();
  panel = await session.openPage('sidepanel.html');
  await panel.setViewportSize({ width: 400, height: 800 });
});
afterAll(async () => {
  await session?.close();
});

const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ID = /#\d+\b/;
const tab = (name: string) => panel.getByRole('tab', { name }).click();
const visibleText = () => panel.locator('.panel').innerText();

async function noIdsOrIso(where: string) {
  const text = await visibleText();
  expect(text, where).not.toMatch(ISO);
  expect(text, where).not.toMatch(ID);
}

async function send(text: string) {
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
}

describe('the panel speaks the person’s language (Chromium, 400 px)', () => {
  it('first open names who answers, and an example request works with a tap', async () => {
    await panel.getByText(/^Answering:/).waitFor();
    expect(await panel.getByText(/^Answering:/).innerText()).toMatch(/offline assistant/);
    await panel.getByRole('button', { name: 'add pay rent tomorrow 9am' }).click();
    const change = panel.getByRole('list', { name: 'Changes' }).getByRole('listitem').filter({ hasText: 'Pay rent' });
    await change.waitFor();
    expect(await change.innerText()).toMatch(/✓\s*Added “Pay rent”/);
    // Undo sits beside the change, visible at once.
    await change.getByRole('button', { name: 'Undo' }).waitFor();
    await noIdsOrIso('chat after an add');
  });

  it('completing a repeating task: the change line says when the next one is due, in words, with Undo', async () => {
    await send('water the plants every monday 8am');
    await panel.getByText('Added “Water the plants”', { exact: false }).first().waitFor();
    await send('complete water the plants');
    const done = panel.getByRole('list', { name: 'Changes' }).getByRole('listitem').filter({ hasText: 'Completed “Water the plants”' });
    await done.first().waitFor();
    expect(await done.first().innerText()).toMatch(/next one due/);
    // Undo appears beside the change once its audit entry is read (a moment after the reply).
    await done.first().getByRole('button', { name: 'Undo' }).waitFor();
    // A new hour as well as a day: on a Sunday "next monday" is tomorrow, the day it is already due.
    await send('move pay rent to next monday at 10am');
    await panel
      .getByText(/Changed “Pay rent”/)
      .first()
      .waitFor();
    await noIdsOrIso('chat after adds, a completion and an edit');
  });

  it('the Tasks box: Undo is one Tab away after adding', async () => {
    await tab('Tasks');
    const box = panel.getByRole('textbox', { name: 'New task' });
    await box.fill('call the vet');
    await box.press('Enter');
    await panel.locator('.undo-toast').waitFor();
    await box.focus();
    await panel.keyboard.press('Tab');
    expect(await panel.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
    await noIdsOrIso('Tasks after an add');
  });

  it('Settings opens in less than 900 px; one Import… takes a Todoist CSV and an export; Undo import restores the list', async () => {
    await tab('Settings');
    await panel.getByTestId('settings-overview').waitFor();
    const height = await panel.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(900);
    await panel.locator('details.settings-section > summary', { hasText: 'Your data' }).click();
    await panel.getByLabel('Import…').setInputFiles(resolve('test/fixtures/todoist/current-2025.csv'));
    const preview = panel.getByRole('region', { name: 'Todoist import preview' });
    await preview.waitFor();
    expect(await preview.innerText()).toMatch(/A Todoist project \(CSV\)/);
    await preview.getByRole('button', { name: 'Add 3 tasks' }).click();
    await panel.getByText(/Imported 3 tasks from Todoist/).waitFor();

    // The same Import… takes an export: this browser's own, so everything in it is already here.
    const download = panel.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export', exact: true }).click();
    const file = join(await mkdtemp(join(tmpdir(), 'i21-')), 'export.json');
    await (await download).saveAs(file);
    await panel.getByLabel('Import…').setInputFiles(file);
    const backup = panel.getByRole('region', { name: 'Import preview' });
    await backup.waitFor();
    expect(await backup.innerText()).toMatch(/A Todo Assistant export/);
    await backup.getByRole('button', { name: 'Merge' }).click();
    await panel.getByText(/is already here/).waitFor();

    // Neither kind: said in words.
    const other = join(await mkdtemp(join(tmpdir(), 'i21-')), 'contacts.csv');
    await writeFile(other, 'Name,Due\nAna,tomorrow\n');
    await panel.getByLabel('Import…').setInputFiles(other);
    await panel.getByText(/^This file is neither a Todo Assistant export nor a Todoist CSV/).waitFor();
    await noIdsOrIso('Settings after imports');
  });

  it('a task whose rule lives in another zone: the rule names it, and agrees with the due time', async () => {
    await tab('Tasks');
    const row = panel.locator('li').filter({ hasText: 'Water the plants' }).filter({ hasText: 'Berlin' });
    await row.first().waitFor();
    const text = await row.first().innerText();
    // The browser reads UTC here: 8:00 in Berlin is 7:00 (winter).
    expect(text).toMatch(/every day at 8:00 AM \(Berlin\)/);
    expect(text).toMatch(/7:00 AM/);
    await noIdsOrIso('Tasks after an import');
  });

  it('Activity is a history: an edit says "due … → …", and Undo import takes the import back', async () => {
    await tab('Activity');
    await panel.getByRole('combobox', { name: 'What happened' }).selectOption({ label: 'Changed' });
    await panel
      .locator('.audit-changes')
      .filter({ hasText: /due .+ → .+/ })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        const { readStoreInPage } = await import('./support/read-store');
        const audit = (await panel.evaluate(readStoreInPage, 'audit')) as { toolName: string }[];
        throw new Error(`${String(error)}\n${JSON.stringify(audit.filter((entry) => entry.toolName === 'update_task'))}`);
      });
    await panel.getByRole('combobox', { name: 'What happened' }).selectOption({ label: 'Imports' });
    const undo = panel.getByRole('button', { name: 'Undo import' });
    await undo.waitFor();
    await undo.click();
    await panel
      .getByText(/Undid the Todoist import: removed 3 tasks/)
      .first()
      .waitFor();
    await noIdsOrIso('Activity');
    await tab('Tasks');
    await panel.getByText('call the vet', { exact: false }).first().waitFor();
    expect(await panel.locator('li').filter({ hasText: 'Berlin' }).count()).toBe(0);
  });
});

describe('Undo import after a Replace (Chromium, 400 px)', () => {
  const section = (name: string) => panel.locator('details.settings-section', { has: panel.locator('summary', { hasText: name }) });
  async function openYourData() {
    await tab('Settings');
    await panel.getByTestId('settings-overview').waitFor();
    const data = section('Your data');
    if (!(await data.evaluate((element) => (element as HTMLDetailsElement).open))) await data.locator('summary').click();
  }
  const titles = async () => {
    const { readStoreInPage } = await import('./support/read-store');
    return ((await panel.evaluate(readStoreInPage, 'todos')) as { title: string }[]).map((todo) => todo.title).sort();
  };

  it('the import’s own message offers Undo import, which puts back everything the Replace deleted', async () => {
    await panel.setViewportSize({ width: 400, height: 800 });
    await openYourData();
    const download = panel.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export', exact: true }).click();
    const file = join(await mkdtemp(join(tmpdir(), 'i21-')), 'before-stamps.json');
    await (await download).saveAs(file);

    await tab('Tasks');
    await panel.getByRole('textbox', { name: 'New task' }).fill('Buy stamps');
    await panel.getByRole('textbox', { name: 'New task' }).press('Enter');
    await panel.getByText('Buy stamps').first().waitFor();
    const before = await titles();
    expect(before).toContain('Buy stamps');

    await openYourData();
    await panel.getByLabel('Import…').setInputFiles(file);
    await panel.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: 'Replace…' }).click();
    await panel.getByRole('button', { name: 'Replace', exact: true }).click();
    const replaced = panel.getByRole('status').filter({ hasText: /^Replaced all data with/ });
    await replaced.waitFor();
    expect(await titles()).not.toContain('Buy stamps');

    await replaced.getByRole('button', { name: 'Undo import' }).click();
    await panel.getByText(/^Undid the import: removed .+; put back .+\./).waitFor();
    expect(await titles()).toEqual(before);
    await noIdsOrIso('Settings after Undo import');
    await tab('Tasks');
    await panel.getByText('Buy stamps').first().waitFor();
  });
});

describe('at 240 px, dark', () => {
  it('the chat header is one row and no tab label is cut', async () => {
    await panel.emulateMedia({ colorScheme: 'dark' });
    await panel.setViewportSize({ width: 240, height: 700 });
    await tab('Chat');
    // The picker appears once the conversations are read (until then only New conversation shows). The
    // previous view stays on screen until Chat renders, so wait for the picker itself, not any combobox.
    await panel.getByRole('combobox', { name: 'Conversations' }).waitFor();
    // One row: every control's vertical middle is inside every other's box.
    const boxes = await panel
      .locator('.conversation-picker > *:not(label)')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const a of boxes) for (const b of boxes) expect(a.top + a.height / 2).toBeGreaterThan(b.top);
    const cut = await panel.getByRole('tab').evaluateAll((tabs) => tabs.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent));
    expect(cut).toEqual([]);
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(240);
    await noIdsOrIso('chat at 240 px');
  });
});
