import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { textOf } from './support/chaos-invariants';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { startFakeOpenAIServer, type ChatRequestBody, type FakeOpenAIServer, type ScriptedResponse } from './support/fake-openai-server';
import { openNewChat, remoteSettings, saveSettings } from './support/remote-chat';
import { readStoreInPage } from './support/read-store';

/*
 * Two side panels, in two browser windows, sending at the same moment: the
 * extension's queue runs one turn at a time, each tool call once, and both
 * windows show the same conversation. The model server answers from the
 * request ("add <fruit>" → add_task with an id of its own, then a slow text
 * answer), so an answer repeated by a retry would be the same call.
 */

let server: FakeOpenAIServer;
let session: ExtensionSession;

function answer(body: ChatRequestBody): ScriptedResponse | undefined {
  const lastUser = body.messages.findLastIndex((message) => message.role === 'user');
  const fruit = /^add (\w+)/.exec(textOf(body.messages[lastUser]?.content))?.[1];
  if (!fruit) return undefined;
  const toolDone = body.messages.slice(lastUser + 1).some((message) => message.role === 'tool');
  // Slow answers, so the second window's turn is sent while the first one still streams.
  return toolDone ? { text: `Added ${fruit} to your list, as asked.`, chunkDelayMs: 60 } : { toolCalls: [{ id: `call-${fruit}`, name: 'add_task', arguments: { title: fruit } }] };
}

/** A second browser window with the side panel page in it (Chromium: a new window, not a tab). */
async function openInNewWindow(from: Page, path: string): Promise<Page> {
  const cdp = await session.context.newCDPSession(from);
  const opened = session.context.waitForEvent('page');
  await cdp.send('Target.createTarget', { url: `chrome-extension://${session.extensionId}/${path}`, newWindow: true });
  await cdp.detach();
  const page = await opened;
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  return page;
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

const logOf = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** Where each text first appears in a window's conversation, in order; -1 where missing. */
const orderIn = async (page: Page, texts: string[]) => {
  const shown = await logOf(page).innerText();
  return texts.map((text) => shown.indexOf(text));
};

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  server.respond = answer;
  session = await launchExtension();
  await saveSettings(session, remoteSettings(server.baseURL));
});
afterAll(async () => {
  await session?.close();
  await server?.close();
});

it('two windows sending at once into one conversation: one turn at a time, each call once, the same conversation in both', async () => {
  const first = await openNewChat(session);
  await send(first, 'add apples');
  await expect.poll(() => logOf(first).innerText(), { timeout: 30_000 }).toContain('Added apples to your list, as asked.');
  // The second window opens on the latest conversation: the same one.
  const second = await openInNewWindow(first, 'sidepanel.html');
  await expect.poll(() => logOf(second).innerText(), { timeout: 15_000 }).toContain('Added apples to your list, as asked.');

  await Promise.all([send(first, 'add pears'), send(second, 'add plums')]);

  const texts = ['add apples', 'Added apples', 'add pears', 'Added pears', 'add plums', 'Added plums'];
  for (const page of [first, second]) {
    await expect.poll(async () => (await orderIn(page, texts)).every((at) => at >= 0), { timeout: 45_000 }).toBe(true);
  }

  const tasks = (await first.evaluate(readStoreInPage, 'todos')) as { title: string }[];
  expect(tasks.map((task) => task.title).sort()).toEqual(['apples', 'pears', 'plums']);
  const audit = (await first.evaluate(readStoreInPage, 'audit')) as { toolName: string; toolCallId?: string; status: string }[];
  const calls = audit.filter((entry) => entry.toolName === 'add_task' && entry.status === 'ok').map((entry) => entry.toolCallId);
  expect(calls.sort()).toEqual(['call-apples', 'call-pears', 'call-plums']);

  const messages = (await first.evaluate(readStoreInPage, 'messages')) as { role: string; content: unknown; conversationId: string }[];
  expect(new Set(messages.map((message) => message.conversationId)).size).toBe(1);
  const users = messages.filter((message) => message.role === 'user').map((message) => textOf(message.content));
  expect(users.filter((text) => text === 'add pears')).toHaveLength(1);
  expect(users.filter((text) => text === 'add plums')).toHaveLength(1);
  // No interleaving: every user message is followed by its own answer before the next user message.
  const turns = messages.map((message) => (message.role === 'user' ? `user:${textOf(message.content)}` : textOf(message.content))).join('\n');
  for (const fruit of ['apples', 'pears', 'plums']) {
    const asked = turns.indexOf(`user:add ${fruit}`);
    const nextUser = turns.indexOf('user:', asked + 1);
    const answered = turns.indexOf(`Added ${fruit}`, asked);
    expect(answered).toBeGreaterThan(asked);
    if (nextUser >= 0) expect(answered).toBeLessThan(nextUser);
  }

  // Both windows show the same conversation, in the same order as it is stored.
  const storedOrder = (await orderIn(first, texts))
    .map((at, index) => [at, texts[index]] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, text]) => text);
  const secondOrder = (await orderIn(second, texts))
    .map((at, index) => [at, texts[index]] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, text]) => text);
  expect(secondOrder).toEqual(storedOrder);
}, 120_000);

it('two windows sending at once into two conversations: both answered, each in its own', async () => {
  const first = await openNewChat(session);
  const second = await openInNewWindow(first, 'sidepanel.html');
  await second.getByRole('button', { name: 'New conversation' }).click();

  await Promise.all([send(first, 'add cherries'), send(second, 'add lemons')]);
  await expect.poll(() => logOf(first).innerText(), { timeout: 45_000 }).toContain('Added cherries to your list, as asked.');
  await expect.poll(() => logOf(second).innerText(), { timeout: 45_000 }).toContain('Added lemons to your list, as asked.');
  expect(await logOf(first).innerText()).not.toContain('lemons');
  expect(await logOf(second).innerText()).not.toContain('cherries');

  const audit = (await first.evaluate(readStoreInPage, 'audit')) as { toolName: string; toolCallId?: string; status: string }[];
  const calls = audit.filter((entry) => entry.toolName === 'add_task' && entry.status === 'ok').map((entry) => entry.toolCallId);
  expect(calls.filter((id) => id === 'call-cherries' || id === 'call-lemons').sort()).toEqual(['call-cherries', 'call-lemons']);
}, 120_000);
