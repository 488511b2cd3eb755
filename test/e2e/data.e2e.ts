import type { Page } from 'playwright-core';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession, openSettingsSections } from './support/chromium';
import { readStoreInPage } from './support/read-store';

// Export from a profile the offline assistant filled, import into a fresh one.
let source: ExtensionSession;
let target: ExtensionSession | undefined;
let panel: Page;
let dir: string;
let exportPath: string;

interface Row {
  id: number | string;
  title?: string;
  toolName?: string;
  conversationId?: string;
  priority?: number;
  dueAt?: string;
  description?: string;
  tags?: string[];
}
const read = (page: Page, store: string) => page.evaluate(readStoreInPage, store) as Promise<Row[]>;
const snapshot = async (page: Page) =>
  Object.fromEntries(await Promise.all(['todos', 'conversations', 'messages', 'audit', 'approvals'].map(async (store) => [store, await read(page, store)] as const)));

async function send(page: Page, text: string, reply: RegExp) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByText(reply).first().waitFor({ timeout: 20_000 });
}

async function download(page: Page, button: string, path: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  await file.saveAs(path);
  return readFile(path, 'utf8');
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'todo-assistant-data-'));
  exportPath = join(dir, 'export.json');
  source = await launchExtension();
  panel = await source.openPage('sidepanel.html');
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await send(panel, 'add pay rent tomorrow 9am p1 #home', /Added “Pay rent/);
  await send(panel, 'add buy milk', /Added “Buy milk/);
  await panel.getByRole('button', { name: 'New conversation' }).click();
  await send(panel, 'add call ana friday', /Added “Call ana/i);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
});

describe('export', () => {
  it('downloads everything as one JSON file without the API key, and the tasks as CSV', async () => {
    await panel.getByRole('tab', { name: 'Settings' }).click();
    await openSettingsSections(panel);
    const text = await download(panel, 'Export', exportPath);
    const file = JSON.parse(text) as {
      format: string;
      version: number;
      tasks: Row[];
      conversations: Row[];
      messages: Row[];
      audit: Row[];
      settings: { remote: Record<string, unknown> };
    };
    // Version 4 (issue 25): every task carries its sync uid.
    expect(file).toMatchObject({ format: 'todo-assistant-export', version: 4 });
    expect(file.tasks.map((task) => task.title).sort()).toEqual(['Buy milk', 'Call ana', 'Pay rent']);
    expect(file.conversations).toHaveLength(2);
    expect(file.messages.length).toBeGreaterThanOrEqual(6);
    expect(file.audit.filter((entry) => entry.toolName === 'add_task')).toHaveLength(3);
    expect(file.settings.remote).not.toHaveProperty('apiKey');
    await panel
      .getByRole('status')
      .filter({ hasText: /^Exported 3 tasks, 2 conversations/ })
      .waitFor();

    const csv = await download(panel, 'Export tasks (CSV)', join(dir, 'tasks.csv'));
    expect(csv.split('\r\n')[0]).toBe('id,title,description,status,priority,dueAt,tags,createdAt,updatedAt,completedAt');
    expect(csv).toContain(',Pay rent,,pending,1,');
  });
});

describe('import into a fresh profile', () => {
  let fresh: Page;
  let exported: { tasks: Row[]; conversations: Row[]; audit: Row[]; messages: Row[] };

  beforeAll(async () => {
    exported = JSON.parse(await readFile(exportPath, 'utf8')) as typeof exported;
    target = await launchExtension();
    fresh = await target.openPage('sidepanel.html');
    await fresh.getByRole('tab', { name: 'Settings' }).click();
    await openSettingsSections(fresh);
  });

  async function expectEverythingFrom(page: Page) {
    const stored = await snapshot(page);
    expect(stored.todos!.map((task) => [task.id, task.title])).toEqual(exported.tasks.map((task) => [task.id, task.title]));
    expect(stored.conversations!.map((row) => row.id).sort()).toEqual(exported.conversations.map((row) => row.id).sort());
    expect(stored.messages!.map((row) => row.id)).toEqual(exported.messages.map((row) => row.id));
    for (const entry of exported.audit) expect(stored.audit).toContainEqual(expect.objectContaining({ id: entry.id, toolName: entry.toolName }));
  }

  it('merges: previews the file, then finds every task, conversation and audit entry', async () => {
    await fresh.getByLabel('Import…').setInputFiles(exportPath);
    const preview = fresh.getByRole('region', { name: 'Import preview' });
    await preview.getByText(/^The file holds 3 tasks, 2 conversations, \d+ messages and \d+ activity entries, and settings/).waitFor();
    await preview.getByText('Merge: nothing in the file conflicts with what is here.').waitFor();
    await preview.getByRole('button', { name: 'Merge' }).click();
    await fresh
      .getByRole('status')
      .filter({ hasText: /^Imported 3 tasks/ })
      .waitFor();
    await expectEverythingFrom(fresh);

    await fresh.getByRole('tab', { name: 'Tasks' }).click();
    for (const title of ['Pay rent', 'Buy milk', 'Call ana']) await fresh.getByText(title, { exact: true }).first().waitFor();
    await fresh.getByRole('tab', { name: 'Chat' }).click();
    const options = fresh.getByRole('combobox', { name: 'Conversations' }).locator('option');
    await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining(exported.conversations.map((conversation) => conversation.title)));
    await fresh.getByRole('tab', { name: 'Activity' }).click();
    await fresh.getByText(/You imported 3 tasks/).waitFor();
    await fresh.getByText('Assistant added “Pay rent”').waitFor();
  });

  it('replaces, after a confirmation, deleting what was there', async () => {
    await fresh.getByRole('tab', { name: 'Tasks' }).click();
    await fresh.getByRole('textbox').first().fill('Only in the fresh profile');
    await fresh.keyboard.press('Enter');
    await fresh.getByText('Only in the fresh profile').first().waitFor();

    await fresh.getByRole('tab', { name: 'Settings' }).click();

    await openSettingsSections(fresh);
    await fresh.getByLabel('Import…').setInputFiles(exportPath);
    await fresh.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: 'Replace…' }).click();
    const dialog = fresh.getByRole('dialog', { name: 'Replace all data?' });
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await fresh
      .getByRole('status')
      .filter({ hasText: /^Replaced all data with 3 tasks/ })
      .waitFor();
    await expectEverythingFrom(fresh);
    expect((await read(fresh, 'todos')).map((task) => task.title)).not.toContain('Only in the fresh profile');
  });

  it('merges a file whose task numbers are taken here by other tasks: both kept, those of the file renumbered', async () => {
    // What happens when a backup from another browser is merged into one with tasks of its own.
    const other = JSON.parse(await readFile(exportPath, 'utf8')) as { tasks: (Row & { createdAt: string; uid?: string })[] };
    for (const task of other.tasks) {
      task.title = `Other ${String(task.title)}`;
      task.createdAt = new Date(Date.parse(task.createdAt) - 86_400_000).toISOString();
      task.uid = crypto.randomUUID();
    }
    const otherPath = join(dir, 'other-browser.json');
    await writeFile(otherPath, JSON.stringify(other));
    await fresh.getByRole('tab', { name: 'Settings' }).click();
    await openSettingsSections(fresh);
    await fresh.getByLabel('Import…').setInputFiles(otherPath);
    await fresh.getByRole('region', { name: 'Import preview' }).getByRole('button', { name: 'Merge' }).click();
    await fresh
      .getByRole('status')
      .filter({ hasText: /^Imported 3 tasks/ })
      .waitFor({ timeout: 20_000 });
    const titles = (await read(fresh, 'todos')).map((task) => task.title).sort();
    expect(titles).toEqual(['Buy milk', 'Call ana', 'Other Buy milk', 'Other Call ana', 'Other Pay rent', 'Pay rent']);
  });

  it('refuses a truncated file with its reason, and changes nothing', async () => {
    const before = await snapshot(fresh);
    const cut = join(dir, 'cut.json');
    const text = await readFile(exportPath, 'utf8');
    await writeFile(cut, text.slice(0, Math.floor(text.length / 2)));
    await fresh.getByLabel('Import…').setInputFiles(cut);
    await fresh.getByRole('alert').getByText('The file is not a complete Todo Assistant export: it is not valid JSON (it may be cut short or damaged).').waitFor();
    expect(await fresh.getByRole('region', { name: 'Import preview' }).count()).toBe(0);
    expect(await snapshot(fresh)).toEqual(before);
  });

  it('refuses a Todoist CSV with a bad row by its number, and changes nothing', async () => {
    const before = await snapshot(fresh);
    await fresh.getByLabel('Import…').setInputFiles(resolve('test/fixtures/todoist/bad-row.csv'));
    await fresh.getByRole('alert').getByText('Row 3, column PRIORITY, is "7", but it must be 1 (p1, the highest) to 4.').waitFor();
    expect(await snapshot(fresh)).toEqual(before);
  });

  it('imports a Todoist project with due dates, priorities and descriptions', async () => {
    await fresh.getByLabel('Import…').setInputFiles(resolve('test/fixtures/todoist/project.csv'));
    const preview = fresh.getByRole('region', { name: 'Todoist import preview' });
    await preview.getByText('The file holds 5 tasks (1 of them a sub-task, added as tasks).').waitFor();
    await preview.getByRole('button', { name: 'Add 5 tasks' }).click();
    await fresh.getByRole('status').filter({ hasText: 'Imported 5 tasks from Todoist.' }).waitFor();
    const tasks = await read(fresh, 'todos');
    expect(tasks.find((task) => task.title === 'Pay rent' && task.tags?.includes('bills'))).toMatchObject({
      priority: 1,
      description: 'Transfer to the landlord\n\nNote: Use the new IBAN',
      dueAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(tasks.find((task) => task.title === 'Book dentist')).toMatchObject({ priority: 2, dueAt: expect.stringMatching(/-03-20T17:00:00\+01:00$/) });
    expect(tasks.find((task) => task.title === 'Water the plants')).toMatchObject({ priority: 3, recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: 'Europe/Paris' });
  });
});

describe('deleting a conversation', () => {
  it('removes its messages after a confirmation, opens the next one and leaves an audit record', async () => {
    await panel.getByRole('tab', { name: 'Chat' }).click();
    const conversations = await read(panel, 'conversations');
    const picker = panel.getByRole('combobox', { name: 'Conversations' });
    const current = await picker.inputValue();
    const doomed = await read(panel, 'messages').then((rows) => rows.filter((row) => row.conversationId === current));
    expect(doomed.length).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Delete conversation' }).click();
    await panel.getByRole('dialog', { name: 'Delete conversation?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    const other = conversations.find((row) => row.id !== current)!;
    await expect.poll(() => picker.inputValue()).toBe(other.id);

    expect((await read(panel, 'messages')).filter((row) => row.conversationId === current)).toEqual([]);
    expect((await read(panel, 'conversations')).map((row) => row.id)).toEqual([other.id]);
    const record = (await read(panel, 'audit')).find((entry) => entry.toolName === 'delete_conversation');
    expect(record).toMatchObject({ conversationId: current });
    expect(JSON.stringify(record)).not.toMatch(/call ana/i);
    await panel.getByRole('tab', { name: 'Activity' }).click();
    await panel.getByText(`You deleted a conversation and its ${doomed.length} messages`).waitFor();
  });
});
