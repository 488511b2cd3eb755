import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ExtensionSession } from './support/chromium';
import { extensionForFile } from './support/panel-suite';
import { readStoreInPage } from './support/read-store';
import type { Todo } from '@/lib/db';

let session: ExtensionSession;
extensionForFile((opened) => (session = opened));

const task = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

it('adds, edits, completes and deletes tasks by hand; every change survives a stopped worker and is in the Activity log', async () => {
  const page = await session.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  const newTask = page.getByRole('textbox', { name: 'New task' });

  // A blank title is refused with the reason, and what was typed stays.
  await newTask.fill('   ');
  await page.getByRole('button', { name: 'Add task' }).click();
  await page.getByRole('alert').filter({ hasText: 'The title cannot be empty' }).waitFor();
  expect(await newTask.inputValue()).toBe('   ');

  // Add.
  await newTask.fill('Buy milk');
  await page.getByRole('button', { name: 'Add task' }).click();
  await task(page, 'Buy milk').waitFor();
  expect(await newTask.inputValue()).toBe('');

  // Edit the title inline.
  await task(page, 'Buy milk').getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('form', { name: 'Edit task: Buy milk' });
  await editor.getByLabel('Title').fill('Buy oat milk');
  await editor.getByLabel('Priority').selectOption('1');
  await editor.getByRole('button', { name: 'Save' }).click();
  await task(page, 'Buy oat milk').getByText('P1').waitFor();

  // Complete: it leaves the pending list.
  await page.getByRole('checkbox', { name: 'Done: Buy oat milk' }).click();
  await task(page, 'Buy oat milk').waitFor({ state: 'detached' });

  // Add another and delete it, through the confirmation dialog.
  await newTask.fill('Call Ana');
  await page.getByRole('button', { name: 'Add task' }).click();
  await task(page, 'Call Ana').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete task?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await task(page, 'Call Ana').waitFor({ state: 'detached' });
  await expect(dialog.count()).resolves.toBe(0);

  // The worker stops as Chrome does when idle; the page reloads.
  await session.stopServiceWorker();
  await page.reload();
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByText('Nothing to do').waitFor();
  await page.getByRole('checkbox', { name: /Show completed/ }).check();
  await expect(page.getByRole('checkbox', { name: 'Done: Buy oat milk' }).isChecked()).resolves.toBe(true);
  await expect(task(page, 'Call Ana').count()).resolves.toBe(0);

  // The Activity view lists every action, newest first.
  await page.getByRole('tab', { name: 'Activity' }).click();
  const entries = page.getByRole('list', { name: 'Activity log' }).getByRole('listitem');
  await entries.first().waitFor();
  const summaries = await entries.locator('.audit-summary').allTextContents();
  expect(summaries).toEqual([
    'You deleted “Call Ana”',
    'You added “Call Ana”',
    'You completed “Buy oat milk”',
    'You renamed “Buy milk” to “Buy oat milk”',
    'You added “Buy milk”',
    'You could not add a task: Invalid input: The title cannot be empty',
  ]);
  // The line is a sentence with its time; the tool, who and the status are in the details.
  await expect(entries.first().locator('summary').textContent()).resolves.toMatch(/^You deleted “Call Ana” · \d/);
  await expect(entries.first().locator('summary').textContent()).resolves.not.toMatch(/delete_task|manual/);

  // Details expand to the tool, who, the status and the task as it was before the change.
  await entries.first().locator('summary').click();
  await expect.poll(() => entries.first().textContent()).toMatch(/delete_task.*manual.*ok/);
  // Details keeps the raw record: the result and the task as it was both name it.
  await entries.first().getByText('"title": "Call Ana"').first().waitFor();
});

it('ships the icons in the manifest', async () => {
  const page = await session.openPage('sidepanel.html');
  const manifest = (await page.evaluate(async () => (await fetch('/manifest.json')).json())) as { icons?: unknown };
  const icons = manifest.icons;
  expect(icons).toEqual({ 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' });
});

it('the Tasks add box reads "water plants tomorrow p2 #home" as quick-add does: due tomorrow, priority 2, tag home', async () => {
  const page = await session.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('textbox', { name: 'New task' }).fill('water plants tomorrow p2 #home');
  const chips = page.getByRole('list', { name: 'Recognised' });
  await chips.getByText('Priority 2').waitFor();
  await chips.getByText('#home').waitFor();
  await page.getByRole('button', { name: 'Add task' }).click();
  await task(page, 'Water plants').waitFor();

  const todos = (await page.evaluate(readStoreInPage, 'todos')) as Todo[];
  const saved = todos.find((todo) => todo.title === 'Water plants');
  const tomorrow = await page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 1);
    return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  });
  expect(saved).toMatchObject({ priority: 2, tags: ['home'] });
  expect(saved?.dueAt?.slice(0, 10)).toBe(tomorrow);
});
