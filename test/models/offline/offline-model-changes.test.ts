import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../../lib/db';
import { createTodo } from '../../../lib/todos';
import { answer, runOfflineTurn, user } from './run-offline-turn';

let db: TodoDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createDatabase(`offline-model-changes-${counter}-${Date.now()}`);
});

const seed = (title: string, extra: Record<string, unknown> = {}) => createTodo({ db }, { title, ...extra });

describe('the offline model changes tasks said in everyday words', () => {
  it('"push laundry to friday" moves the due date at once and says so', async () => {
    await seed('Laundry', { dueAt: '2026-03-10' });
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user('push laundry to friday')]);
    expect(turn.approvalId).toBeUndefined();
    expect(turn.text).toBe('Changed “Laundry” (due Fri, Mar 13)');
    expect(await db.todos.get(1)).toMatchObject({ title: 'Laundry', dueAt: '2026-03-13', status: 'pending' });
    expect((await db.todos.get(2))?.dueAt).toBeUndefined();
    // The task was looked up by its words first, then changed.
    expect(await db.audit.toArray()).toMatchObject([
      { toolName: 'list_tasks', engine: 'offline', status: 'ok' },
      { toolName: 'update_task', engine: 'offline', status: 'ok', after: { dueAt: '2026-03-13' } },
    ]);
  });

  it('"push it to friday" right after adding a task moves that task', async () => {
    await seed('Buy milk');
    const added = await runOfflineTurn(db, [user('add call mom')]);
    expect(added.text).toBe('Added “Call mom”');
    const turn = await runOfflineTurn(db, [...added.messages, user('push it to friday')]);
    expect(turn.text).toBe('Changed “Call mom” (due Fri, Mar 13)');
    expect((await db.todos.get(1))?.dueAt).toBeUndefined();
  });

  it('"it" with no task just named asks which one, changes nothing, then acts on the number given', async () => {
    await seed('Buy milk');
    const asked = await runOfflineTurn(db, [user('push it to friday')]);
    expect(asked.text).toBe('Which task do you mean? Say its number, like "#3", or its name.');
    expect((await db.todos.get(1))?.dueAt).toBeUndefined();
    expect(await db.audit.count()).toBe(0);
    const turn = await runOfflineTurn(db, [...asked.messages, user('#1')]);
    expect(turn.text).toBe('Changed “Buy milk” (due Fri, Mar 13)');
  });

  it('"delete it" after a task was named still waits for approval, and keeps the task when rejected', async () => {
    await seed('Pay rent');
    const shown = await runOfflineTurn(db, [user('show task 1')]);
    const asked = await runOfflineTurn(db, [...shown.messages, user('delete it')]);
    expect(asked.approvalId).toBeDefined();
    const denied = await runOfflineTurn(db, [...asked.messages, answer(asked.approvalId!, false)]);
    expect(denied.text).toBe('Okay, I left it as it is.');
    expect(await db.todos.get(1)).toMatchObject({ title: 'Pay rent' });
  });

  it('"yep go ahead" with nothing waiting says so instead of acting', async () => {
    await seed('Pay rent');
    const turn = await runOfflineTurn(db, [user('yep go ahead')]);
    expect(turn.text).toContain('nothing waiting for a yes or no');
    expect(await db.audit.count()).toBe(0);
  });

  it('a greeting or thanks gets a short reply, never the help block nor a new task', async () => {
    const turn = await runOfflineTurn(db, [user('good morning how are you')]);
    expect(turn.text).toBe("I'm good, thanks! What would you like to do with your list?");
    const hello = await runOfflineTurn(db, [user('good morning')]);
    expect(hello.text).toBe('Hi! What would you like to do with your list?');
    const thanks = await runOfflineTurn(db, [user('thanks!')]);
    expect(thanks.text).toBe("You're welcome!");
    expect(await db.todos.count()).toBe(0);
  });
});

describe('several tasks named by one word leave out the finished ones', () => {
  it('"tag the two reports with q2" tags the two pending reports, not last month\'s finished one', async () => {
    await seed('Sales report draft');
    await seed('Expense report 4');
    await seed('Expense report 3');
    await seed('Water the plants');
    await db.todos.update(3, { status: 'completed', completedAt: '2026-02-20T10:00:00.000Z' });
    const turn = await runOfflineTurn(db, [user('tag the two reports with q2')]);
    if (turn.approvalId) await runOfflineTurn(db, [...turn.messages, answer(turn.approvalId, true)]);
    const tags = (await db.todos.toArray()).map((todo) => [todo.title, todo.tags]);
    expect(tags).toEqual([
      ['Sales report draft', ['q2']],
      ['Expense report 4', ['q2']],
      ['Expense report 3', []],
      ['Water the plants', []],
    ]);
  });
});

describe('several tasks named by a word that is their tag', () => {
  it('"move both trip bookings to friday" moves the two booking tasks tagged trip', async () => {
    await seed('Book train to Hamburg', { dueAt: '2026-03-11', tags: ['trip'] });
    await seed('Book hostel', { dueAt: '2026-03-12', tags: ['trip'] });
    await seed('Book dentist', { dueAt: '2026-03-12' });
    await seed('Pack for the trip', { tags: ['trip'] });
    const turn = await runOfflineTurn(db, [user('move both trip bookings to friday')]);
    if (turn.approvalId) await runOfflineTurn(db, [...turn.messages, answer(turn.approvalId, true)]);
    expect((await db.todos.toArray()).map((todo) => [todo.title, todo.dueAt])).toEqual([
      ['Book train to Hamburg', '2026-03-13'],
      ['Book hostel', '2026-03-13'],
      ['Book dentist', '2026-03-12'],
      ['Pack for the trip', undefined],
    ]);
  });
});

describe('a change to several tasks except one, and a change to a name a finished task shares', () => {
  it('"clear the dates of all trip tasks except the train" clears the others only', async () => {
    await seed('Book train to Hamburg', { dueAt: '2026-03-11', tags: ['trip'] });
    await seed('Book hostel', { dueAt: '2026-03-12', tags: ['trip'] });
    await seed('Buy travel adapter', { dueAt: '2026-03-12', tags: ['trip'] });
    await seed('Book dentist', { dueAt: '2026-03-12' });
    const turn = await runOfflineTurn(db, [user('clear the dates of all trip tasks except the train')]);
    if (turn.approvalId) await runOfflineTurn(db, [...turn.messages, answer(turn.approvalId, true)]);
    expect((await db.todos.toArray()).map((todo) => [todo.title, todo.dueAt])).toEqual([
      ['Book train to Hamburg', '2026-03-11'],
      ['Book hostel', undefined],
      ['Buy travel adapter', undefined],
      ['Book dentist', '2026-03-12'],
    ]);
  });

  it('"make the essay urgent" changes the pending essay, not the finished one of the same name', async () => {
    await seed('History essay 1');
    await seed('History essay 2');
    await db.todos.update(1, { status: 'completed', completedAt: '2026-03-01T10:00:00.000Z' });
    const turn = await runOfflineTurn(db, [user('make the history essay urgent')]);
    expect(turn.text).not.toMatch(/Which one/);
    expect((await db.todos.toArray()).map((todo) => [todo.title, todo.priority])).toEqual([
      ['History essay 1', 4],
      ['History essay 2', 1],
    ]);
  });
});

describe('several tasks named loosely are the ones still to do', () => {
  it('"stats homework and library books, push both to friday" moves the pending homework, not the finished one', async () => {
    await seed('Statistics homework 1', { dueAt: '2026-03-02' });
    await seed('Statistics homework 2', { dueAt: '2026-03-11' });
    await seed('Return library books', { dueAt: '2026-03-10' });
    await db.todos.update(1, { status: 'completed', completedAt: '2026-03-02T10:00:00.000Z' });
    const turn = await runOfflineTurn(db, [user('stats homework and library books, push both to friday')]);
    if (turn.approvalId) await runOfflineTurn(db, [...turn.messages, answer(turn.approvalId, true)]);
    expect((await db.todos.toArray()).map((todo) => [todo.title, todo.dueAt])).toEqual([
      ['Statistics homework 1', '2026-03-02'],
      ['Statistics homework 2', '2026-03-13'],
      ['Return library books', '2026-03-13'],
    ]);
  });
});
