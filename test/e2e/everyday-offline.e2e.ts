import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { panelForFile } from './support/panel-suite';
import { readStoredTodos } from './support/read-todos';

// Issue 20 in the real extension with no model configured: the offline assistant answers.
let panel: Page;
panelForFile((opened) => ({ panel } = opened));

const readTodos = () => readStoredTodos(panel);
const messages = () => panel.getByRole('log', { name: 'Messages' });

async function send(text: string) {
  const box = panel.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await panel.getByRole('button', { name: 'Send' }).click();
  // The panel took it once the box is empty again.
  for (let tries = 0; tries < 100 && (await box.inputValue()) !== ''; tries += 1) await panel.waitForTimeout(100);
}

/**
 * The chat's text from the newest line that contains `text` on, once there is one. Read again until the text read
 * holds it: the reply's element can be re-rendered between the wait and the read (its step card, then its words),
 * and a read without it would be the whole chat.
 */
async function replyWith(text: string | RegExp): Promise<string> {
  await messages().getByText(text).last().waitFor({ timeout: 20_000 });
  const pattern = typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : new RegExp(text.source, 'g');
  for (let tries = 0; tries < 100; tries += 1) {
    const all = await messages().innerText();
    const starts = [...all.matchAll(pattern)].map((match) => match.index ?? 0);
    if (starts.length) return all.slice(starts.at(-1));
    await panel.waitForTimeout(100);
  }
  throw new Error(`the chat never held ${String(text)} when read`);
}

beforeAll(async () => {
  await panel.getByRole('tab', { name: 'Chat' }).click();
  for (const [text, title] of [
    ['add pay rent today p1 #home', 'Pay rent'],
    ['add call the plumber today 11:59pm #home', 'Call the plumber'],
    ['add dentist appointment in 3 days at 10am #health', 'Dentist appointment'],
    ['add quarterly report #work', 'Quarterly report'],
  ] as const) {
    await send(text);
    await replyWith(new RegExp(`Added “${title}”`));
  }
}, 120_000);

it('filtered questions answer with exactly the matching tasks', async () => {
  await send('anything tagged home?');
  const home = await replyWith(/tasks? match/);
  expect(home).toContain('Pay rent');
  expect(home).toContain('Call the plumber');
  expect(home).not.toContain('Dentist appointment');
  expect(home).not.toContain('Quarterly report');

  await send('my urgent stuff?');
  const urgent = await replyWith(/One task matches/);
  expect(urgent).toContain('Pay rent');
  expect(urgent).not.toContain('Call the plumber');
});

it('five unreadable requests add nothing and change nothing', async () => {
  const before = await readTodos();
  for (const text of ['label the thing with', "skip 's", 'asdf qwerty', 'the thing from before', 'yoga is']) {
    await send(text);
    await expect.poll(async () => messages().getByText(text, { exact: true }).count()).toBeGreaterThan(0);
  }
  // Every request was answered (a question or "I didn't understand"), and the list is as it was.
  await expect.poll(async () => (await readTodos()).length, { timeout: 20_000 }).toBe(before.length);
  expect(await readTodos()).toEqual(before);
});

it('"move everything due today to tomorrow" shows one card listing both tasks, and one Undo brings both back', async () => {
  const before = await readTodos();
  await send('move everything due today to tomorrow');
  // The change is its own line in the reply: the call's card, with its Undo beside it.
  const card = panel.getByRole('status', { name: 'Change several tasks' }).last();
  await card.waitFor({ timeout: 20_000 });
  await expect.poll(() => card.innerText()).toMatch(/Rescheduled 2 tasks/);
  const text = await card.innerText();
  expect(text).toContain('Pay rent');
  expect(text).toContain('Call the plumber');
  const moved = await readTodos();
  expect(moved.find((t) => t.title === 'Pay rent')!.dueAt).not.toBe(before.find((t) => t.title === 'Pay rent')!.dueAt);
  expect(moved.find((t) => t.title === 'Call the plumber')!.dueAt).not.toBe(before.find((t) => t.title === 'Call the plumber')!.dueAt);

  await card.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await readTodos()).map((t) => [t.id, t.dueAt]), { timeout: 20_000 }).toEqual(before.map((t) => [t.id, t.dueAt]));
});
