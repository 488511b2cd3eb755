import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { openSettingsSections } from './support/chromium';
import { readStoreInPage } from './support/read-store';
import { remoteChatSuite } from './support/remote-chat';

// The disk fills while the panel is open, for the write paths storage-quota.e2e.ts does not drive: a chat
// message, a memory (kept by the assistant, deleted in Settings), an import and its Undo. CDP's quota
// override does not reach this extension (`unlimitedStorage`), so IndexedDB refuses writes as a full disk
// does: every add/put to the listed stores (or all of them) fails with QuotaExceededError until the space is
// freed, in the panel's pages and in the service worker (where a turn saves its messages). Reads are untouched.
const chat = remoteChatSuite();

type Disk = boolean | string[];

/** Runs in a page or the worker: add/put refuse while `diskFull` names their store (or is true). Installed once per realm. */
function installDisk(full: Disk) {
  const scope = globalThis as { diskFull?: Disk; diskInstalled?: boolean };
  scope.diskFull = full;
  if (scope.diskInstalled) return;
  scope.diskInstalled = true;
  const store = IDBObjectStore.prototype as unknown as Record<'add' | 'put', (...args: unknown[]) => IDBRequest>;
  for (const name of ['add', 'put'] as const) {
    const real = store[name];
    store[name] = function (this: IDBObjectStore, ...args: unknown[]) {
      const disk = scope.diskFull;
      if (disk === true || (Array.isArray(disk) && disk.includes(this.name))) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.apply(this, args);
    };
  }
}

beforeAll(async () => {
  await chat.session.context.addInitScript(installDisk, false);
});

/** The disk as every realm of the extension sees it: the pages open now and the service worker. */
async function setDisk(full: Disk) {
  for (const page of chat.session.context.pages()) await page.evaluate(installDisk, full);
  await (await chat.session.worker()).evaluate(installDisk, full);
}

const FULL_DISK = /the browser's storage is full\. Free some disk space/;
const rows = async <T>(page: Page, store: string) => (await page.evaluate(readStoreInPage, store)) as T[];
const userTexts = async (page: Page) =>
  (await rows<{ role: string; content: unknown }>(page, 'messages')).filter((message) => message.role === 'user').map((message) => String(message.content));
const assistantSaid = (page: Page, text: string) => page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true });
const noRawError = (text: string) => expect(text).not.toMatch(/QuotaExceededError|DOMException|Dexie|quota has been exceeded/);

it('a chat message on a full disk goes back into the box with one sentence naming the disk, and sends once space is freed', async () => {
  const { page } = chat;
  chat.server.script({ text: 'Hello there.' });
  await chat.say('Hi');
  await assistantSaid(page, 'Hello there.').waitFor();

  await setDisk(true);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Add buy milk');
  await box.press('Enter');
  const alert = page.getByRole('alert').filter({ hasText: /Your message could not be saved: the browser's storage is full\. Free some disk space/ });
  await alert.waitFor();
  noRawError((await alert.textContent()) ?? '');
  // The words are back in the box, nothing of them was stored, and the conversation is still on screen.
  await expect.poll(() => box.inputValue()).toBe('Add buy milk');
  expect(await userTexts(page)).toEqual(['Hi']);
  await assistantSaid(page, 'Hello there.').waitFor();

  await setDisk(false);
  chat.server.script({ text: 'Added “Buy milk”.' });
  await box.press('Enter');
  await assistantSaid(page, 'Added “Buy milk”.').waitFor();
  expect(await userTexts(page)).toEqual(['Hi', 'Add buy milk']);
});

it('a memory the assistant keeps on a full disk is refused in one sentence naming the disk, nothing is kept, and it is kept once space is freed', async () => {
  const { page } = chat;
  await setDisk(['memories', 'memoryRevision']);
  chat.server.script({ toolCalls: [{ name: 'remember', arguments: { text: 'My dentist is Dr. Okafor' } }] }, { text: 'I could not keep that.' });
  await chat.say('Remember that my dentist is Dr. Okafor');
  await assistantSaid(page, 'I could not keep that.').waitFor();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect.poll(async () => (await log.textContent()) ?? '').toMatch(FULL_DISK);
  noRawError((await log.textContent()) ?? '');
  expect(await rows(page, 'memories')).toEqual([]);
  const remembered = await rows<{ toolName: string; status: string }>(page, 'audit');
  expect(remembered.filter((entry) => entry.toolName === 'remember').map((entry) => entry.status)).toEqual(['error']);

  await setDisk(false);
  chat.server.script({ toolCalls: [{ name: 'remember', arguments: { text: 'My dentist is Dr. Okafor' } }] }, { text: 'I will remember that.' });
  await chat.say('Remember that my dentist is Dr. Okafor');
  await assistantSaid(page, 'I will remember that.').waitFor();
  expect((await rows<{ text: string }>(page, 'memories')).map((memory) => memory.text)).toEqual(['My dentist is Dr. Okafor']);
});

it('deleting a memory in Settings on a full disk says so in one sentence, keeps it listed, and deletes it once space is freed', async () => {
  const { page } = chat;
  const before = await rows<{ text: string }>(page, 'memories');
  expect(before.map((memory) => memory.text)).toEqual(['My dentist is Dr. Okafor']);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(page);
  const memory = page.locator('.memory-item').filter({ hasText: 'My dentist is Dr. Okafor' });
  await memory.waitFor();

  await setDisk(true);
  await memory.getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alert').filter({ hasText: FULL_DISK });
  await alert.waitFor();
  noRawError((await alert.textContent()) ?? '');
  await memory.waitFor();
  expect(await rows(page, 'memories')).toEqual(before);

  await setDisk(false);
  await memory.getByRole('button', { name: 'Delete' }).click();
  await memory.waitFor({ state: 'detached' });
  expect(await rows(page, 'memories')).toEqual([]);
  await alert.waitFor({ state: 'detached' });
});

const TODOIST = resolve('test/fixtures/todoist/project.csv');

it('an import and its Undo on a full disk each say so in one sentence, write nothing, and work once space is freed', async () => {
  const { page } = chat;
  const titles = async () => (await rows<{ title: string }>(page, 'todos')).map((todo) => todo.title);
  const auditCount = async () => (await rows(page, 'audit')).length;
  await page.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(page);
  const tasksBefore = await titles();
  const auditBefore = await auditCount();

  await setDisk(true);
  await page.getByLabel('Import…').setInputFiles(TODOIST);
  await page.getByRole('button', { name: 'Add 5 tasks' }).click();
  const failed = page.getByRole('alert').filter({ hasText: /The Todoist import failed, and nothing was changed: the browser's storage is full\./ });
  await failed.waitFor();
  await failed.getByText(/Free some disk space/).waitFor();
  expect(await titles()).toEqual(tasksBefore);
  expect(await auditCount()).toBe(auditBefore);

  await setDisk(false);
  await page.getByLabel('Import…').setInputFiles(TODOIST);
  await page.getByRole('button', { name: 'Add 5 tasks' }).click();
  const imported = page.getByRole('status').filter({ hasText: 'Imported 5 tasks from Todoist.' });
  await imported.waitFor();
  const afterImport = await titles();
  expect(afterImport).toHaveLength(tasksBefore.length + 5);
  const auditAfterImport = await auditCount();

  await setDisk(true);
  await imported.getByRole('button', { name: 'Undo import' }).click();
  const undoFailed = page.getByRole('alert').filter({ hasText: /The import could not be undone, and nothing was changed: the browser's storage is full\./ });
  await undoFailed.waitFor();
  noRawError((await undoFailed.getByText(/could not be undone/).textContent()) ?? '');
  expect(await titles()).toEqual(afterImport);
  expect(await auditCount()).toBe(auditAfterImport);
  // The panel still reads what is there.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  for (const title of afterImport.slice(-5)) await page.getByRole('listitem').filter({ hasText: title }).first().waitFor();

  // Activity's Undo import on the same full disk says the same, and stays there to be tried again.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const undoInActivity = page.getByRole('button', { name: 'Undo import' }).first();
  await undoInActivity.click();
  const activityAlert = page
    .getByRole('alert')
    .filter({ hasText: /The import could not be undone, and nothing was changed: the browser's storage is full\. Free some disk space/ });
  await activityAlert.waitFor();
  noRawError((await activityAlert.textContent()) ?? '');
  expect(await titles()).toEqual(afterImport);
  expect(await auditCount()).toBe(auditAfterImport);

  // Once space is freed the same button undoes it.
  await setDisk(false);
  await undoInActivity.click();
  await expect.poll(titles).toEqual(tasksBefore);
  await activityAlert.waitFor({ state: 'detached' });
});

interface Shown {
  id: string;
  title?: string;
  message?: string;
}
type ChromeInWorker = {
  chrome: {
    notifications: {
      create(id: string, options: { title?: string; message?: string }): Promise<string>;
      getAll(callback: (all: Record<string, boolean>) => void): void;
      onButtonClicked: { dispatch(id: string, index: number): void };
    };
    alarms: { getAll(): Promise<{ name: string }[]> };
  };
  shown?: Shown[];
};

it('a reminder on a full disk is still shown, the disk is named in one notification, Snooze keeps it on screen, and works once space is freed', async () => {
  const { page } = chat;
  const worker = await chat.session.worker();
  // What the notifications said (Chrome lists only their ids): every create is recorded as it goes through.
  await worker.evaluate(() => {
    const scope = globalThis as unknown as ChromeInWorker;
    if (scope.shown) return;
    scope.shown = [];
    const { notifications } = scope.chrome;
    const create = notifications.create.bind(notifications);
    notifications.create = (id, options) => {
      scope.shown!.push({ id, ...(options.title ? { title: options.title } : {}), ...(options.message ? { message: options.message } : {}) });
      return create(id, options);
    };
  });
  const shown = () => worker.evaluate(() => (globalThis as unknown as ChromeInWorker).shown!);
  const onScreen = () =>
    worker.evaluate(() => new Promise<string[]>((done) => (globalThis as unknown as ChromeInWorker).chrome.notifications.getAll((all) => done(Object.keys(all)))));
  const press = (id: string, button: number) =>
    worker.evaluate(([notificationId, index]) => (globalThis as unknown as ChromeInWorker).chrome.notifications.onButtonClicked.dispatch(notificationId, index), [
      id,
      button,
    ] as const);
  const task = async () => (await rows<{ id: number; title: string; status: string }>(page, 'todos')).find((todo) => todo.title === 'Take the pills');
  const reminderEntries = async () =>
    (await rows<{ toolName: string; engine: string; status: string }>(page, 'audit'))
      .filter((entry) => entry.engine === 'reminder')
      .map((entry) => `${entry.toolName}:${entry.status}`);

  chat.server.script({ toolCalls: [{ name: 'add_task', arguments: { title: 'Take the pills', dueAt: new Date(Date.now() + 10_000).toISOString() } }] }, { text: 'Added.' });
  await chat.say('add Take the pills');
  await expect.poll(task, { timeout: 20_000 }).toBeTruthy();
  await setDisk(true);
  const stored = (await task())!;
  const reminder = `todo-assistant/reminder/${stored.id}`;

  // The alarm rings on a full disk: the reminder shows all the same, and one notification names the disk.
  await expect.poll(onScreen, { timeout: 30_000 }).toContain(reminder);
  const fullDisk = {
    id: 'todo-assistant/storage-full',
    title: 'Reminders could not be saved',
    message: expect.stringMatching(/^The browser's storage is full\. Free some disk space/) as unknown as string,
  };
  await expect.poll(shown).toContainEqual(fullDisk);
  noRawError(JSON.stringify(await shown()));
  expect(await task()).toEqual(stored);
  expect(await reminderEntries()).toEqual([]);

  // Snooze cannot be saved: the reminder stays on screen, and the disk is named again.
  const warnings = (await shown()).filter((notification) => notification.id === fullDisk.id).length;
  await press(reminder, 1);
  await expect.poll(async () => (await shown()).filter((notification) => notification.id === fullDisk.id).length).toBe(warnings + 1);
  expect(await onScreen()).toContain(reminder);
  expect(await task()).toEqual(stored);
  // The panel still reads what is there.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Take the pills' }).waitFor();

  await setDisk(false);
  await press(reminder, 1);
  await expect.poll(onScreen).not.toContain(reminder);
  expect(await reminderEntries()).toEqual(['snooze_reminder:ok']);
  expect((await worker.evaluate(() => (globalThis as unknown as ChromeInWorker).chrome.alarms.getAll())).map((alarm) => alarm.name)).toContain(reminder);
});
