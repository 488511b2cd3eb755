import { expect, it } from 'vitest';
import { remoteChatSuite } from './support/remote-chat';

const chat = remoteChatSuite();
const say = chat.say;

const approvalCard = () => chat.page.getByRole('region', { name: 'Approval required' });
const assistantSaid = (text: string) => chat.page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true });

async function tasksShown(): Promise<string[]> {
  await chat.page.getByRole('tab', { name: 'Tasks' }).click();
  await chat.page
    .getByText(/to do|Nothing to do/)
    .first()
    .waitFor();
  const titles = await chat.page.getByRole('listitem').allInnerTexts();
  await chat.page.getByRole('tab', { name: 'Chat' }).click();
  await chat.page.getByRole('textbox', { name: 'Message' }).waitFor();
  return titles;
}

async function addByChat(title: string) {
  chat.server.script({ toolCalls: [{ name: 'add_task', arguments: { title } }] }, { text: `Added “${title}”.` });
  await say(`add ${title}`);
  await assistantSaid(`Added “${title}”.`).waitFor();
}

it('adds a task by chat: the tool call is shown with the reply, in plain words, and the task is in the Tasks view', async () => {
  chat.server.script({ toolCalls: [{ name: 'add_task', arguments: { title: 'Buy milk' } }] }, { text: 'I added “Buy milk” as task #1.' });
  await say('remind me to buy milk');
  // Folded into the reply as one line: the call's result, no tool name.
  await chat.page
    .locator('.tool-changes li')
    .filter({ hasText: /Added “Buy milk/ })
    .waitFor();
  expect(await chat.page.getByRole('log', { name: 'Messages' }).textContent()).not.toContain('add_task');
  await assistantSaid('I added “Buy milk” as task #1.').waitFor();
  await chat.page.getByText('Remote model').first().waitFor();

  const [first, second] = chat.server.chatRequests().slice(-2);
  expect(first!.model).toBe('test-model');
  expect(first!.tools?.map((t) => t.function.name)).toEqual(expect.arrayContaining(['add_task', 'delete_task']));
  expect(first!.messages.at(-1)).toMatchObject({ role: 'user', content: 'remind me to buy milk' });
  expect(second!.messages.some((m) => m.role === 'tool' && JSON.stringify(m.content).includes('Created task'))).toBe(true);
  expect((await tasksShown()).join('\n')).toContain('Buy milk');
});

it('deletes a task only after approval: a rejection keeps it and tells the model, an approval deletes it', async () => {
  await addByChat('Call the plumber');
  const id = JSON.stringify(chat.server.chatRequests().at(-1)!.messages).match(/Created task #(\d+): Call the plumber/)![1];
  const taskId = Number(id);

  chat.server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: taskId } }] }, { text: 'Understood, I kept it.' });
  await say('delete the plumber task');
  await approvalCard().waitFor();
  await approvalCard().getByText('Call the plumber').first().waitFor();
  await approvalCard().getByRole('button', { name: 'Reject' }).click();
  await assistantSaid('Understood, I kept it.').waitFor();
  await expect.poll(() => approvalCard().count()).toBe(0);
  const afterReject = chat.server.chatRequests().at(-1)!;
  const toolMessages = afterReject.messages.filter((m) => m.role === 'tool');
  expect(JSON.stringify(toolMessages.at(-1))).toMatch(/reject|denied/i);
  expect((await tasksShown()).join('\n')).toContain('Call the plumber');

  chat.server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: taskId } }] }, { text: 'Deleted it.' });
  await say('please delete it after all');
  await approvalCard().getByRole('button', { name: 'Approve' }).click();
  await assistantSaid('Deleted it.').waitFor();
  await chat.page
    .locator('.tool-changes li')
    .filter({ hasText: /Deleted “Call the plumber/ })
    .waitFor();
  expect((await tasksShown()).join('\n')).not.toContain('Call the plumber');
});

it('shows a chat.server error in the chat and keeps the user message across a reload', async () => {
  chat.server.script({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
  await say('what is on my list?');
  await chat.page
    .getByRole('alert')
    .filter({ hasText: /500|chat.server/i })
    .waitFor();
  await chat.page.getByRole('button', { name: 'Retry' }).waitFor();
  await chat.page.reload();
  await chat.page.getByRole('log', { name: 'Messages' }).getByText('what is on my list?').waitFor();
  await chat.page.getByText('The answer was interrupted.').waitFor();

  chat.server.script({ text: 'You have nothing due.' });
  await chat.page.getByRole('button', { name: 'Retry' }).click();
  await assistantSaid('You have nothing due.').waitFor();
  expect(
    chat.server
      .chatRequests()
      .at(-1)!
      .messages.filter((m) => m.role === 'user')
      .at(-1),
  ).toMatchObject({ content: 'what is on my list?' });
});

it('keeps the conversation when the service worker is stopped between two messages', async () => {
  chat.server.script({ text: 'First answer.' });
  await say('first question');
  await assistantSaid('First answer.').waitFor();

  await chat.session.stopServiceWorker();

  chat.server.script({ text: 'Second answer.' });
  await say('second question');
  await assistantSaid('Second answer.').waitFor();
  const last = chat.server.chatRequests().at(-1)!;
  expect(last.messages.map((m) => [m.role, typeof m.content === 'string' ? m.content : ''])).toEqual(
    expect.arrayContaining([
      ['user', 'first question'],
      ['assistant', 'First answer.'],
      ['user', 'second question'],
    ]),
  );
  await chat.page.reload();
  for (const text of ['first question', 'First answer.', 'second question', 'Second answer.']) {
    await chat.page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true }).waitFor();
  }
});

it('still shows a pending approval after the service worker stops and the panel reloads, and it can be approved', async () => {
  await addByChat('Water the plants');
  const taskId = Number(JSON.stringify(chat.server.chatRequests().at(-1)!.messages).match(/Created task #(\d+): Water the plants/)![1]);

  chat.server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: taskId } }] });
  await say('delete the plants task');
  await approvalCard().waitFor();

  await chat.session.stopServiceWorker();
  await chat.page.reload();
  await approvalCard().getByText('Water the plants').first().waitFor();

  chat.server.script({ text: 'The plants task is gone.' });
  await approvalCard().getByRole('button', { name: 'Approve' }).click();
  await assistantSaid('The plants task is gone.').waitFor();
  expect((await tasksShown()).join('\n')).not.toContain('Water the plants');
});
