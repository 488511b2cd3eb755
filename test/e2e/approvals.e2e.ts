import { expect, it } from 'vitest';
import { remoteChatSuite } from './support/remote-chat';

const chat = remoteChatSuite();
const say = chat.say;

const approvalCards = () => chat.page.getByRole('region', { name: 'Approval required' });
const messages = () => chat.page.getByRole('log', { name: 'Messages' });
const assistantSaid = (text: string) => messages().getByText(text, { exact: true });

async function tasksShown(): Promise<string> {
  await chat.page.getByRole('tab', { name: 'Tasks' }).click();
  await chat.page
    .getByText(/to do|Nothing to do/)
    .first()
    .waitFor();
  const titles = await chat.page.getByRole('listitem').allInnerTexts();
  await chat.page.getByRole('tab', { name: 'Chat' }).click();
  await chat.page.getByRole('textbox', { name: 'Message' }).waitFor();
  return titles.join('\n');
}

/** Adds two tasks in one step by chat and returns their ids, read from what the tools answered. */
async function addTwo(first: string, second: string): Promise<[number, number]> {
  chat.server.script(
    {
      toolCalls: [
        { name: 'add_task', arguments: { title: first } },
        { name: 'add_task', arguments: { title: second } },
      ],
    },
    { text: `Added ${first} and ${second}.` },
  );
  await say(`add ${first} and ${second}`);
  await assistantSaid(`Added ${first} and ${second}.`).waitFor();
  // The tool results only: the system prompt has an example "Created task #4: Buy milk" of its own.
  const sent = JSON.stringify(
    chat.server
      .chatRequests()
      .at(-1)!
      .messages.filter((m) => m.role === 'tool'),
  );
  const idOf = (title: string) => Number(new RegExp(`Created task #(\\d+): ${title}`).exec(sent)![1]);
  return [idOf(first), idOf(second)];
}

it('with the card for deleting one task, a typed "yes delete task N" for another deletes neither and goes to the model as a new message', async () => {
  const [milk, mom] = await addTwo('Buy milk', 'Call mom');
  chat.server.script({ toolCalls: [{ name: 'delete_task', arguments: { task_id: milk } }] });
  await say('delete the milk task');
  await approvalCards().getByText('Delete “Buy milk”?').waitFor();

  chat.server.script({ text: `Should I delete task #${mom}: Call mom?` });
  await say(`yes delete task ${mom}`);

  await assistantSaid(`Should I delete task #${mom}: Call mom?`).waitFor();
  await expect.poll(() => approvalCards().count()).toBe(0);
  await messages().getByText(`yes delete task ${mom}`, { exact: true }).waitFor();
  const request = chat.server.chatRequests().at(-1)!;
  expect(request.messages.filter((m) => m.role === 'user').at(-1)).toMatchObject({ content: `yes delete task ${mom}` });
  expect(JSON.stringify(request.messages.filter((m) => m.role === 'tool').at(-1))).toMatch(/new message instead/);
  const tasks = await tasksShown();
  expect(tasks).toContain('Buy milk');
  expect(tasks).toContain('Call mom');
  expect(await chat.page.getByRole('alert').count()).toBe(0);
});

it("two deletes in one step: both cards can be answered, and the turn ends with the model's reply", async () => {
  const [plumber, plants] = await addTwo('Call the plumber', 'Water the plants');
  chat.server.script({
    toolCalls: [
      { name: 'delete_task', arguments: { task_id: plumber } },
      { name: 'delete_task', arguments: { task_id: plants } },
    ],
  });
  await say('delete both');
  await expect.poll(() => approvalCards().count()).toBe(2);
  await approvalCards().filter({ hasText: 'Call the plumber' }).waitFor();
  await approvalCards().filter({ hasText: 'Water the plants' }).waitFor();
  await chat.page.getByRole('button', { name: 'Approve all' }).waitFor();
  const requestsBefore = chat.server.chatRequests().length;

  await approvalCards().filter({ hasText: 'Call the plumber' }).getByRole('button', { name: 'Approve' }).click();
  // The turn waits for the other answer: one card left, the model not called.
  await expect.poll(() => approvalCards().count()).toBe(1);
  expect(chat.server.chatRequests()).toHaveLength(requestsBefore);

  chat.server.script({ text: 'Both tasks are deleted.' });
  await approvalCards().filter({ hasText: 'Water the plants' }).getByRole('button', { name: 'Approve' }).click();
  await assistantSaid('Both tasks are deleted.').waitFor();
  await expect.poll(() => approvalCards().count()).toBe(0);
  const resumed = chat.server.chatRequests().at(-1)!;
  const results = resumed.messages.filter((m) => m.role === 'tool').map((m) => JSON.stringify(m.content));
  expect(results.join('\n')).toMatch(/Deleted task #\d+: Call the plumber/);
  expect(results.join('\n')).toMatch(/Deleted task #\d+: Water the plants/);
  expect(await chat.page.getByRole('alert').count()).toBe(0);
  const tasks = await tasksShown();
  expect(tasks).not.toContain('Call the plumber');
  expect(tasks).not.toContain('Water the plants');
});

it('Reject all answers every card at once and nothing is deleted', async () => {
  const [bread, car] = await addTwo('Buy bread', 'Wash the car');
  chat.server.script({
    toolCalls: [
      { name: 'delete_task', arguments: { task_id: bread } },
      { name: 'delete_task', arguments: { task_id: car } },
    ],
  });
  await say('delete both of those');
  await expect.poll(() => approvalCards().count()).toBe(2);

  chat.server.script({ text: 'Kept both.' });
  await chat.page.getByRole('button', { name: 'Reject all' }).click();
  await assistantSaid('Kept both.').waitFor();
  await expect.poll(() => approvalCards().count()).toBe(0);
  const tasks = await tasksShown();
  expect(tasks).toContain('Buy bread');
  expect(tasks).toContain('Wash the car');
});
