import { expect, it } from 'vitest';
import { readStoredTodos } from './support/read-todos';
import { remoteChatSuite } from './support/remote-chat';

// Issue 20 through the remote tier: the scripted model server calls the new tools.
const chat = remoteChatSuite();
const messages = () => chat.page.getByRole('log', { name: 'Messages' });
const lastToolResult = () =>
  JSON.stringify(
    chat.server
      .chatRequests()
      .at(-1)!
      .messages.filter((m) => m.role === 'tool')
      .at(-1),
  );

const readTodos = () => readStoredTodos(chat.page);

it('the model filters list_tasks by priority and tag, and moves two tasks with change_tasks; one Undo brings both back', async () => {
  chat.server.script(
    {
      toolCalls: [
        { name: 'add_task', arguments: { title: 'Pay rent', dueAt: '2026-12-01', priority: 1, tags: ['home'] } },
        { name: 'add_task', arguments: { title: 'Call the plumber', dueAt: '2026-12-01', tags: ['home'] } },
        { name: 'add_task', arguments: { title: 'Quarterly report', tags: ['work'] } },
      ],
    },
    { text: 'Added three tasks.' },
  );
  await chat.say('add my three tasks');
  await messages().getByText('Added three tasks.').waitFor();

  chat.server.script({ toolCalls: [{ name: 'list_tasks', arguments: { priority: 1, tags: ['home'] } }] }, { text: 'Your urgent home task is Pay rent.' });
  await chat.say('my urgent home stuff?');
  await messages().getByText('Your urgent home task is Pay rent.').waitFor();
  const listed = lastToolResult();
  expect(listed).toContain('Pay rent');
  expect(listed).not.toContain('Call the plumber');
  expect(listed).toContain('priority p1 (urgent)');

  const before = await readTodos();
  chat.server.script(
    { toolCalls: [{ name: 'change_tasks', arguments: { filter: { due: '2026-12-01' }, action: 'reschedule', dueAt: '2026-12-02' } }] },
    { text: 'Moved both to Wednesday.' },
  );
  await chat.say('move everything due tuesday to wednesday');
  await messages().getByText('Moved both to Wednesday.').waitFor();
  // The change is its own line in the reply, with its Undo beside it (lookups alone fold away).
  const card = chat.page.getByRole('status', { name: 'Change several tasks' }).last();
  await expect.poll(() => card.innerText()).toMatch(/Rescheduled 2 tasks: .*Pay rent/);
  expect(
    (await readTodos())
      .filter((t) => t.dueAt === '2026-12-02')
      .map((t) => t.title)
      .sort(),
  ).toEqual(['Call the plumber', 'Pay rent']);

  await card.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await readTodos()).map((t) => [t.id, t.dueAt]), { timeout: 20_000 }).toEqual(before.map((t) => [t.id, t.dueAt]));
});

it('a change_tasks delete waits for one approval card that lists every task', async () => {
  chat.server.script(
    {
      toolCalls: [
        { name: 'add_task', arguments: { title: 'Dentist' } },
        { name: 'add_task', arguments: { title: 'Plumber' } },
      ],
    },
    { text: 'Added both.' },
  );
  await chat.say('add dentist and plumber');
  await messages().getByText('Added both.').waitFor();
  const ids = (await readTodos()).filter((t) => ['Dentist', 'Plumber'].includes(t.title)).map((t) => t.id);
  chat.server.script({ toolCalls: [{ name: 'change_tasks', arguments: { ids, action: 'delete' } }] }, { text: 'Deleted both.' });
  await chat.say('delete the dentist and the plumber ones');
  const card = chat.page.getByRole('region', { name: 'Approval required' });
  await card.getByText('Delete these 2 tasks?').waitFor();
  expect(await card.innerText()).toMatch(/Dentist[\s\S]*Plumber|Plumber[\s\S]*Dentist/);
  expect((await readTodos()).map((t) => t.title)).toEqual(expect.arrayContaining(['Dentist', 'Plumber']));
  await card.getByRole('button', { name: 'Approve' }).click();
  await messages().getByText('Deleted both.').waitFor();
  expect((await readTodos()).map((t) => t.title)).not.toContain('Dentist');
});
