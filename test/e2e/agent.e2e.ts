import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { openNewChat, remoteSettings, saveSettings, say as sayIn } from './support/remote-chat';

let session: ExtensionSession;
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  session = await launchExtension();
  await saveSettings(session, remoteSettings(server.baseURL));
});

afterAll(async () => {
  await session?.close();
  await server?.close();
});

let page: Page;
beforeEach(async () => {
  page = await openNewChat(session);
});

const say = (text: string) => sayIn(page, text);

const approvalCard = () => page.getByRole('region', { name: 'Approval required' });
const assistantSaid = (text: string) => page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true });

async function tasksShown(): Promise<string[]> {
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByText(/to do|Nothing to do/).first().waitFor();
  const titles = await page.getByRole('listitem').allInnerTexts();
  await page.getByRole('tab', { name: 'Chat' }).click();
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  return titles;
}

async function addByChat(title: string) {
  server.script({ toolCalls: [{ name: 'add_task', arguments: { title } }] }, { text: `Added “${title}”.` });
  await say(`add ${title}`);
  await assistantSaid(`Added “${title}”.`).waitFor();
}

it('adds a task by chat: the tool call is shown with the reply, in plain words, and the task is in the Tasks view', async () => {
  server.script({ toolCalls: [{ name: 'add_task', arguments: { title: 'Buy milk' } }] }, { text: 'I added “Buy milk” as task #1.' });
  await say('remind me to buy milk');
  // Folded into the reply as one line: the call's result, no tool name.
  await page.locator('.tool-activity summary').filter({ hasText: /Created task #\d+: Buy milk/ }).waitFor();
  expect(await page.getByRole('log', { name: 'Messages' }).textContent()).not.toContain('add_task');
  await assistantSaid('I added “Buy milk” as task #1.').waitFor();
  await page.getByText('Remote model').first().waitFor();

  const [first, second] = server.chatRequests().slice(-2);
  expect(first!.model).toBe('test-model');
  expect(first!.tools?.map((t) => t.function.name)).toEqual(expect.arrayContaining(['add_task', 'delete_task']));
  expect(first!.messages.at(-1)).toMatchObject({ role: 'user', content: 'remind me to buy milk' });
  expect(second!.messages.some((m) => m.role === 'tool' && JSON.stringify(m.content).includes('Created task'))).toBe(true);
  expect((await tasksShown()).join('\n')).toContain('Buy milk');
});

it('deletes a task only after approval: a rejection keeps it and tells the model, an approval deletes it', async () => {
  await addByChat('Call the plumber');
  const id = JSON.stringify(server.chatRequests().at(-1)!.messages).match(/Created task #(\d+): Call the plumber/)![1];
  const taskId = Number(id);

  server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: taskId } }] }, { text: 'Understood, I kept it.' });
  await say('delete the plumber task');
  await approvalCard().waitFor();
  await approvalCard().getByText('Call the plumber').first().waitFor();
  await approvalCard().getByRole('button', { name: 'Reject' }).click();
  await assistantSaid('Understood, I kept it.').waitFor();
  await expect.poll(() => approvalCard().count()).toBe(0);
  const afterReject = server.chatRequests().at(-1)!;
  const toolMessages = afterReject.messages.filter((m) => m.role === 'tool');
  expect(JSON.stringify(toolMessages.at(-1))).toMatch(/reject|denied/i);
  expect((await tasksShown()).join('\n')).toContain('Call the plumber');

  server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: taskId } }] }, { text: 'Deleted it.' });
  await say('please delete it after all');
  await approvalCard().getByRole('button', { name: 'Approve' }).click();
  await assistantSaid('Deleted it.').waitFor();
  await page.locator('.tool-activity summary').filter({ hasText: /Deleted task #\d+: Call the plumber/ }).waitFor();
  expect((await tasksShown()).join('\n')).not.toContain('Call the plumber');
});

it('shows a server error in the chat and keeps the user message across a reload', async () => {
  server.script({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
  await say('what is on my list?');
  await page.getByRole('alert').filter({ hasText: /500|server/i }).waitFor();
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  await page.reload();
  await page.getByRole('log', { name: 'Messages' }).getByText('what is on my list?').waitFor();
  await page.getByText('The answer was interrupted.').waitFor();

  server.script({ text: 'You have nothing due.' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await assistantSaid('You have nothing due.').waitFor();
  expect(server.chatRequests().at(-1)!.messages.filter((m) => m.role === 'user').at(-1)).toMatchObject({ content: 'what is on my list?' });
});

it('keeps the conversation when the service worker is stopped between two messages', async () => {
  server.script({ text: 'First answer.' });
  await say('first question');
  await assistantSaid('First answer.').waitFor();

  await session.stopServiceWorker();

  server.script({ text: 'Second answer.' });
  await say('second question');
  await assistantSaid('Second answer.').waitFor();
  const last = server.chatRequests().at(-1)!;
  expect(last.messages.map((m) => [m.role, typeof m.content === 'string' ? m.content : ''])).toEqual(
    expect.arrayContaining([
      ['user', 'first question'],
      ['assistant', 'First answer.'],
      ['user', 'second question'],
    ]),
  );
  await page.reload();
  for (const text of ['first question', 'First answer.', 'second question', 'Second answer.']) {
    await page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true }).waitFor();
  }
});

it('still shows a pending approval after the service worker stops and the panel reloads, and it can be approved', async () => {
  await addByChat('Water the plants');
  const taskId = Number(JSON.stringify(server.chatRequests().at(-1)!.messages).match(/Created task #(\d+): Water the plants/)![1]);

  server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: taskId } }] });
  await say('delete the plants task');
  await approvalCard().waitFor();

  await session.stopServiceWorker();
  await page.reload();
  await approvalCard().getByText('Water the plants').first().waitFor();

  server.script({ text: 'The plants task is gone.' });
  await approvalCard().getByRole('button', { name: 'Approve' }).click();
  await assistantSaid('The plants task is gone.').waitFor();
  expect((await tasksShown()).join('\n')).not.toContain('Water the plants');
});
