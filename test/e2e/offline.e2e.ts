import type { Page } from 'playwright-core';
import type { ExtensionSession } from './support/chromium';
import { expect, it } from 'vitest';
import { panelForFile } from './support/panel-suite';
import { readStoredTodos } from './support/read-todos';

// No model is configured: the provider is 'auto' with nothing set, so the offline assistant answers.
let panel: Page;
let session: ExtensionSession;
panelForFile((opened) => ({ panel, session } = opened));

const readTodos = (page: Page) => readStoredTodos(page);

async function send(text: string) {
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
}

it('adds a task with its due date, priority and tag from one chat message', async () => {
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await send('add pay rent tomorrow 9am p1 #home');
  await panel
    .getByText(/Added “Pay rent/)
    .first()
    .waitFor({ timeout: 20_000 });

  const tomorrow = await panel.evaluate(() => {
    const date = new Date();
    date.setDate(date.getDate() + 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  });
  const todos = await readTodos(panel);
  expect(todos).toHaveLength(1);
  expect(todos[0]).toMatchObject({ title: 'Pay rent', priority: 1, tags: ['home'] });
  expect(todos[0]!.dueAt).toMatch(new RegExp(`^${tomorrow}T09:00:00[+-]\\d{2}:\\d{2}$`));
});

it('keeps the task when the user types "no" to the approval', async () => {
  await send('delete pay rent');
  await panel.getByRole('region', { name: 'Approval required' }).waitFor({ timeout: 20_000 });
  await send('no');
  await panel.getByText('Okay, I left it as it is.').first().waitFor({ timeout: 20_000 });
  expect(await readTodos(panel)).toMatchObject([{ title: 'Pay rent' }]);
});

it('asks for approval before deleting, and deletes only after Approve', async () => {
  await send('delete pay rent');
  const card = panel.getByRole('region', { name: 'Approval required' });
  await card.waitFor({ timeout: 20_000 });
  expect(await readTodos(panel)).toHaveLength(1);

  await card.getByRole('button', { name: 'Approve' }).click();
  await panel
    .getByText(/Deleted “Pay rent/)
    .first()
    .waitFor({ timeout: 20_000 });
  expect(await readTodos(panel)).toHaveLength(0);
});

// The parser and planner are a script of their own that the worker imports when the offline tier first
// needs it (lib/models/offline/load-offline-brain.ts): a worker that Chrome stopped and woke again has
// not seen the script in this life, and must still read the request.
it('reads a request after Chrome stopped the service worker and woke it again', async () => {
  await session.stopServiceWorker();
  await send('add water the ferns friday');
  await panel
    .getByText(/Added “Water the ferns/)
    .first()
    .waitFor({ timeout: 20_000 });
  expect(await readTodos(panel)).toMatchObject([{ title: 'Water the ferns' }]);
});
