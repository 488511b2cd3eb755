// Takes docs/screenshot-sidepanel.png: the Tasks view with a few tasks, in
// Chromium with the built extension. Run `npx wxt build` first, then
// `node docs/take-screenshot.mjs`.
import { chromium } from 'playwright-core';
import console from 'node:console';
import process from 'node:process';
import { URL } from 'node:url';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ext = resolve('.output/chrome-mv3');
const profile = await mkdtemp(join(tmpdir(), 'todo-assistant-shot-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 380, height: 600 },
  deviceScaleFactor: 2,
  colorScheme: 'light',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--disable-extensions-except=${ext}`, `--load-extension=${ext}`],
});
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const page = await context.newPage();
  await page.goto(`chrome-extension://${new URL(worker.url()).host}/sidepanel.html`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByText('No tasks yet').waitFor();

  const day = (offset) => {
    const d = new Date();
    d.setDate(d.getDate() + offset);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const at = (minutesAgo) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const tasks = [
    { title: 'Water the plants', status: 'completed', priority: 4, tags: ['home'], createdAt: at(90), updatedAt: at(5), completedAt: at(5) },
    { title: 'Read chapter 3 of the design book', status: 'pending', priority: 3, tags: [], createdAt: at(80), updatedAt: at(80) },
    { title: 'Renew passport', status: 'pending', priority: 1, dueAt: day(-1), tags: ['admin'], createdAt: at(60), updatedAt: at(60) },
    { title: 'Call Ana about the trip', description: 'Dates, train tickets, who brings the tent', status: 'pending', priority: 2, dueAt: `${day(1)}T14:00`, tags: ['family'], createdAt: at(40), updatedAt: at(40) },
    { title: 'Buy oat milk', status: 'pending', priority: 4, dueAt: day(0), tags: ['shop'], createdAt: at(20), updatedAt: at(20) },
  ];
  // Written straight into the database the panel has just opened, then shown after a reload.
  await page.evaluate(
    (rows) =>
      new Promise((done, fail) => {
        const open = globalThis.indexedDB.open('todo-assistant');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('todos', 'readwrite');
          for (const row of rows) tx.objectStore('todos').add(row);
          tx.oncomplete = () => done(undefined);
          tx.onerror = () => fail(tx.error);
        };
      }),
    tasks,
  );
  await page.reload();
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('checkbox', { name: /Show completed/ }).check();
  await page.getByText('Water the plants').waitFor();
  await page.getByRole('textbox', { name: 'New task' }).fill('Book dentist appointment');
  await page.screenshot({ path: 'docs/screenshot-sidepanel.png' });
  console.log('Wrote docs/screenshot-sidepanel.png');
} finally {
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
