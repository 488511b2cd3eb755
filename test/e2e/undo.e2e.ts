import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { panelForFile } from './support/panel-suite';
import { readStoredTodos } from './support/read-todos';
import { readStoreInPage } from './support/read-store';

// No model is configured: the offline assistant answers, so the delete needs the panel's Approve.
let panel: Page;
panelForFile((opened) => ({ panel } = opened));

interface StoredAudit {
  id: number;
  toolName: string;
  engine: string;
  status: string;
  undoOf?: number;
}

const readTodos = () => readStoredTodos(panel);
const readAudit = () => panel.evaluate(readStoreInPage, 'audit') as Promise<StoredAudit[]>;

async function send(text: string) {
  await panel.getByRole('textbox', { name: 'Message' }).fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
}

it('undoes an approved delete from Activity: the task is back with its id, and the undo is audited', async () => {
  await send('add buy milk p2 #shop');
  await panel
    .getByText(/Added “Buy milk/)
    .first()
    .waitFor({ timeout: 20_000 });
  await send('add call ana');
  await panel
    .getByText(/Added “Call ana/i)
    .first()
    .waitFor({ timeout: 20_000 });
  const [milk] = (await readTodos()).filter((todo) => todo.title === 'Buy milk');
  expect(milk).toBeDefined();

  // Delete it through the chat, approved in the panel.
  await send(`delete #${milk!.id}`);
  const card = panel.getByRole('region', { name: 'Approval required' });
  await card.waitFor({ timeout: 20_000 });
  await card.getByRole('button', { name: 'Approve' }).click();
  await panel.getByText('Deleted “Buy milk”').first().waitFor({ timeout: 20_000 });
  expect((await readTodos()).map((todo) => todo.id)).not.toContain(milk!.id);

  // Undo it from its entry in Activity.
  await panel.getByRole('tab', { name: 'Activity' }).click();
  const entries = panel.getByRole('list', { name: 'Activity log' }).getByRole('listitem');
  const deleted = entries.filter({ has: panel.locator('.audit-summary', { hasText: 'Assistant deleted “Buy milk”' }) });
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await deleted.getByRole('status').filter({ hasText: 'Undone: “Buy milk” is back.' }).waitFor();

  // The task is back, same id, as it was.
  expect((await readTodos()).find((todo) => todo.id === milk!.id)).toEqual(expect.objectContaining({ title: 'Buy milk', priority: 2, tags: ['shop'], createdAt: milk!.createdAt }));

  // Activity lists the undo first, in words, as the panel's own action; the delete has no Undo any more.
  await entries.first().locator('.audit-summary', { hasText: 'You undid deleting “Buy milk”' }).waitFor();
  const undoEntry = entries.filter({ has: panel.locator('.audit-summary', { hasText: 'You undid deleting “Buy milk”' }) });
  await undoEntry.locator('summary').click();
  await undoEntry.locator('.audit-details').waitFor();
  await expect(undoEntry.textContent()).resolves.toMatch(/undo_change.*manual.*ok.*Activity entry #\d+/s);
  await expect(deleted.getByRole('button', { name: 'Undo' }).count()).resolves.toBe(0);
  const audit = await readAudit();
  const deleteEntry = audit.find((entry) => entry.toolName === 'delete_task' && entry.status === 'ok');
  expect(audit.at(-1)).toMatchObject({ toolName: 'undo_change', engine: 'manual', status: 'ok', undoOf: deleteEntry!.id });

  // And the Tasks view shows it again.
  await panel.getByRole('tab', { name: 'Tasks' }).click();
  await panel.getByRole('listitem').filter({ hasText: 'Buy milk' }).waitFor();
});

it('"undo that" in the chat takes back the assistant\u2019s last change', async () => {
  await panel.getByRole('tab', { name: 'Chat' }).click();
  await send('add water the plants');
  await panel
    .getByText(/Added “Water the plants/)
    .first()
    .waitFor({ timeout: 20_000 });
  expect((await readTodos()).map((todo) => todo.title)).toContain('Water the plants');
  await send('undo that');
  await panel
    .getByText(/Undone: “Water the plants” is removed\./)
    .first()
    .waitFor({ timeout: 20_000 });
  expect((await readTodos()).map((todo) => todo.title)).not.toContain('Water the plants');
  expect((await readAudit()).at(-1)).toMatchObject({ toolName: 'undo_last_change', engine: 'offline', status: 'ok' });
});
