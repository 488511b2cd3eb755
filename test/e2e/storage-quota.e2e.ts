import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { readStoreInPage } from './support/read-store';

// The disk fills up while the panel is open. CDP's Storage.overrideQuotaForOrigin does not
// reach this extension (it holds `unlimitedStorage`: checked here, quota 1 byte and the write
// still went through), so the page's IndexedDB refuses writes as a full disk does: every
// add/put fails with QuotaExceededError until the space is freed. Reads are untouched.
let session: ExtensionSession;
let page: Page;
beforeAll(async () => {
  session = await launchExtension();
  await session.context.addInitScript(() => {
    const store = IDBObjectStore.prototype as unknown as Record<'add' | 'put', (...args: unknown[]) => IDBRequest>;
    for (const name of ['add', 'put'] as const) {
      const real = store[name];
      store[name] = function (this: IDBObjectStore, ...args: unknown[]) {
        if ((globalThis as { diskFull?: boolean }).diskFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return real.apply(this, args);
      };
    }
  });
  page = await session.openPage('sidepanel.html');
});
afterAll(async () => {
  await session?.close();
});

const setDiskFull = (full: boolean) => page.evaluate((value) => void ((globalThis as { diskFull?: boolean }).diskFull = value), full);
const titles = async () => (await page.evaluate(readStoreInPage, 'todos')).map((row) => (row as { title: string }).title);
const okEntries = async () => ((await page.evaluate(readStoreInPage, 'audit')) as { status: string }[]).filter((entry) => entry.status === 'ok').length;

async function addTask(title: string) {
  await page.getByRole('textbox', { name: 'New task' }).fill(title);
  await page.getByRole('button', { name: 'Add task' }).click();
}

it('a task added on a full disk is refused in one sentence, nothing is half-written, and it works once space is freed', async () => {
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await addTask('Buy milk');
  await page.getByRole('listitem').filter({ hasText: 'Buy milk' }).waitFor();

  await setDiskFull(true);
  await addTask('Call the plumber');
  const alert = page.getByRole('alert').filter({ hasText: /storage is full\. Free some disk space/ });
  await alert.waitFor();
  const sentence = (await alert.textContent()) ?? '';
  expect(sentence).not.toMatch(/QuotaExceededError|DOMException|Dexie/);
  // What was typed stays in the box, the panel still shows what is there, and nothing of the task or its audit entry was written.
  expect(await page.getByRole('textbox', { name: 'New task' }).inputValue()).toBe('Call the plumber');
  await page.getByRole('listitem').filter({ hasText: 'Buy milk' }).waitFor();
  expect(await titles()).toEqual(['Buy milk']);
  expect(await okEntries()).toBe(1);

  await setDiskFull(false);
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Call the plumber' }).waitFor();
  expect(await titles()).toEqual(['Buy milk', 'Call the plumber']);
  expect(await okEntries()).toBe(2);
});
