import type { ModelMessage } from 'ai';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../../lib/db';
import { createTodo } from '../../../lib/todos';
import { answer, runOfflineTurn, user } from './run-offline-turn';

let db: TodoDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createDatabase(`offline-model-${counter}-${Date.now()}`);
});

const seed = (title: string, extra: Record<string, unknown> = {}) => createTodo({ db }, { title, ...extra });

describe('the offline model inside a turn', () => {
  it('adds a task with its date, priority and tags and confirms it', async () => {
    const turn = await runOfflineTurn(db, [user('add pay rent tomorrow 9am p1 #home')]);
    const [task] = await db.todos.toArray();
    expect(task).toMatchObject({ title: 'Pay rent', dueAt: '2026-03-11T09:00:00+01:00', priority: 1, tags: ['home'] });
    expect(turn.text).toBe(`Added “Pay rent” (due Wed, Mar 11, 9:00 AM · priority 1 · #home)`);
    const audit = await db.audit.toArray();
    expect(audit).toMatchObject([{ toolName: 'add_task', engine: 'offline', status: 'ok' }]);
  });

  it('lists pending tasks as a readable numbered list', async () => {
    await seed('Buy milk');
    await seed('Call mom', { dueAt: '2026-03-11' });
    const turn = await runOfflineTurn(db, [user('show my tasks')]);
    expect(turn.text).toBe('You have 2 pending tasks:\n1. #2 Call mom (due tomorrow)\n2. #1 Buy milk');
  });

  it("lists overdue tasks first, then today's, then later ones, in the Tasks tab's words", async () => {
    await seed('Dentist', { dueAt: '2026-03-13T15:00:00+01:00', priority: 2 });
    await seed('Pay rent', { dueAt: '2026-03-11T09:00:00+01:00', priority: 1 });
    await seed('Water plants', { dueAt: '2026-03-10' });
    await seed('Renew passport', { dueAt: '2026-03-09' });
    await seed('Read a book');
    await seed('Call the bank', { dueAt: '2026-03-10T09:00:00+01:00' });
    const turn = await runOfflineTurn(db, [user('show my tasks')]);
    expect(turn.text).toBe(
      [
        'You have 6 pending tasks:',
        '1. #4 Renew passport (overdue, due yesterday)',
        '2. #6 Call the bank (overdue, due today 9:00 AM)',
        '3. #3 Water plants (due today)',
        '4. #2 Pay rent (due tomorrow 9:00 AM · priority 1)',
        '5. #1 Dentist (due Fri 3:00 PM · priority 2)',
        '6. #5 Read a book',
      ].join('\n'),
    );
  });

  it('says when a long list shows only the first tasks', async () => {
    for (let i = 1; i <= 53; i += 1) await seed(`Task ${i}`);
    const turn = await runOfflineTurn(db, [user('show my tasks')]);
    const [heading, first, ...rest] = turn.text.split('\n');
    expect(heading).toBe('You have more than 50 pending tasks; the first 50:');
    expect(first).toBe('1. #53 Task 53');
    expect(rest).toHaveLength(49);
  });

  it('completes a task found by its words', async () => {
    await seed('Go to the gym');
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user('mark the gym task as done')]);
    expect(turn.text).toBe('Completed “Go to the gym”');
    expect((await db.todos.get(1))?.status).toBe('completed');
    expect((await db.todos.get(2))?.status).toBe('pending');
  });

  it('completes "the second one" of the list shown before', async () => {
    await seed('Buy milk');
    await seed('Call mom');
    const listed = await runOfflineTurn(db, [user('list my tasks')]);
    const turn = await runOfflineTurn(db, [...listed.messages, user('the second one is done')]);
    expect(turn.text).toBe('Completed “Buy milk”');
  });

  it('says it cannot find a task id, and offers the list', async () => {
    const turn = await runOfflineTurn(db, [user('complete #999')]);
    expect(turn.text).toBe("I couldn't find task #999. Would you like to see your current tasks?");
  });

  it('says it cannot find a task by words', async () => {
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user('delete the dentist appointment')]);
    expect(turn.text).toBe('I couldn\'t find a task matching "dentist appointment". Would you like to see your current tasks?');
    expect(turn.approvalId).toBeUndefined();
    expect(await db.todos.count()).toBe(1);
  });

  it('asks which one when several tasks match, then acts on the one chosen', async () => {
    await seed('Gym bag');
    await seed('Gym session');
    const first = await runOfflineTurn(db, [user('complete gym')]);
    expect(first.text).toBe('Which one do you mean?\n1. #2 Gym session\n2. #1 Gym bag\n\nSay its number, like "#2".');
    expect(await db.todos.where('status').equals('completed').count()).toBe(0);
    const second = await runOfflineTurn(db, [...first.messages, user('#1')]);
    expect(second.text).toBe('Completed “Gym bag”');
  });

  it('answers what it does not understand with help, and touches nothing', async () => {
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user("what's the weather like in paris")]);
    expect(turn.text).toContain("Sorry, I didn't understand that.");
    expect(turn.text).toContain('add pay rent tomorrow 9am p1 #home');
    expect(turn.text).not.toContain('say "add what');
    expect(await db.audit.count()).toBe(0);
  });

  it('offers to add a bare line as a task instead of guessing', async () => {
    const turn = await runOfflineTurn(db, [user('call mom')]);
    expect(turn.text).toContain('Add “Call mom” as a task?');
    expect(await db.todos.count()).toBe(0);
  });

  it('refuses to clear the whole list and says how to remove tasks', async () => {
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user('delete everything on my todo list')]);
    expect(turn.text).toContain('one at a time');
    expect(await db.todos.count()).toBe(1);
  });
});

describe('high-risk calls wait for approval', () => {
  it('deletes only after the approval card is approved', async () => {
    await seed('Pay rent');
    const asked = await runOfflineTurn(db, [user('delete pay rent')]);
    expect(asked.approvalId).toBeDefined();
    expect(await db.todos.count()).toBe(1);
    const done = await runOfflineTurn(db, [...asked.messages, answer(asked.approvalId!, true)]);
    expect(done.text).toBe('Deleted “Pay rent”');
    expect(await db.todos.count()).toBe(0);
  });

  it('keeps the task when the deletion is denied', async () => {
    await seed('Pay rent');
    const asked = await runOfflineTurn(db, [user('delete #1')]);
    const done = await runOfflineTurn(db, [...asked.messages, answer(asked.approvalId!, false)]);
    expect(done.text).toBe('Okay, I left it as it is.');
    expect(await db.todos.get(1)).toMatchObject({ title: 'Pay rent' });
  });

  it('renames after approval, and leaves the title when denied', async () => {
    await seed('Buy milk');
    const asked = await runOfflineTurn(db, [user('rename task 1 to Buy oat milk')]);
    expect(asked.approvalId).toBeDefined();
    expect((await db.todos.get(1))?.title).toBe('Buy milk');
    const denied = await runOfflineTurn(db, [...asked.messages, answer(asked.approvalId!, false)]);
    expect(denied.text).toBe('Okay, I left it as it is.');
    expect((await db.todos.get(1))?.title).toBe('Buy milk');

    const again = await runOfflineTurn(db, [...denied.messages, user('rename buy milk to Buy oat milk')]);
    expect(again.approvalId).toBeDefined();
    const approved = await runOfflineTurn(db, [...again.messages, answer(again.approvalId!, true)]);
    expect(approved.text).toBe('Changed “Buy oat milk”');
    expect((await db.todos.get(1))?.title).toBe('Buy oat milk');
  });

  it('moves a due date at once, without approval, and says so', async () => {
    await seed('Dentist');
    const turn = await runOfflineTurn(db, [user('move dentist to friday 3pm')]);
    expect(turn.approvalId).toBeUndefined();
    expect(turn.text).toBe('Changed “Dentist” (due Fri, Mar 13, 3:00 PM)');
  });

  it('a typed "no" that settled the approval is answered like the card', async () => {
    await seed('Pay rent');
    const asked = await runOfflineTurn(db, [user('delete #1')]);
    const call = asked.content.find((part) => part.type === 'tool-call');
    // As the agent stores it: the denial's result, then the user's typed answer.
    const denied: ModelMessage = {
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: call!.toolCallId, toolName: 'delete_task', output: { type: 'execution-denied', reason: 'Rejected' } }],
    };
    const turn = await runOfflineTurn(db, [...asked.messages, denied, user('no')]);
    expect(turn.text).toBe('Okay, I left it as it is.');
    expect(await db.todos.count()).toBe(1);
  });

  it('a typed "yes" that settled the approval reports what was done', async () => {
    await seed('Pay rent');
    const asked = await runOfflineTurn(db, [user('delete #1')]);
    const call = asked.content.find((part) => part.type === 'tool-call');
    const done: ModelMessage = {
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: call!.toolCallId, toolName: 'delete_task', output: { type: 'json', value: { message: 'Deleted “Pay rent”' } } }],
    };
    const turn = await runOfflineTurn(db, [...asked.messages, done, user('yes')]);
    expect(turn.text).toBe('Deleted “Pay rent”');
  });

  it('a typed "yes" with nothing pending says so instead of guessing', async () => {
    const turn = await runOfflineTurn(db, [user('yes')]);
    expect(turn.text).toContain('nothing waiting for a yes or no');
  });
});
