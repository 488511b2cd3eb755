import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../../lib/db';
import { completeTodo, createTodo } from '../../../lib/todos';
import { planResponse } from '../../../lib/models/offline/plan-response';
import { answer, NOW, runOfflineTurn, TIME_ZONE, user } from './run-offline-turn';

let db: TodoDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createDatabase(`offline-model-new-user-${counter}-${Date.now()}`);
});

const seed = (title: string, extra: Record<string, unknown> = {}) => createTodo({ db }, { title, ...extra });

/** What a new user tried first (issue 13), turn by turn, with the real tools. */
describe('the offline assistant as a new user meets it', () => {
  it('adds an errand said as a command ("buy milk", "pick up the dry cleaning") at once', async () => {
    const added = await runOfflineTurn(db, [user('buy milk')]);
    expect(added.text).toBe('Added “Buy milk”');
    await runOfflineTurn(db, [user('pick up the dry cleaning')]);
    expect((await db.todos.toArray()).map((todo) => todo.title)).toEqual(['Buy milk', 'Pick up the dry cleaning']);
  });

  it('offers to add a bare "call mom" (it could be asking the assistant to call) and adds it on "yes"', async () => {
    const offered = await runOfflineTurn(db, [user('call mom')]);
    expect(offered.text).toContain('Add “Call mom” as a task?');
    expect(await db.todos.count()).toBe(0);
    const added = await runOfflineTurn(db, [...offered.messages, user('yes')]);
    expect(added.text).toBe('Added “Call mom”');
    expect(await db.todos.get(1)).toMatchObject({ title: 'Call mom', status: 'pending' });
  });

  it('"yes add it" to the offer adds the line too', async () => {
    const offered = await runOfflineTurn(db, [user('order a birthday cake')]);
    expect(offered.text).toContain('Add “Order a birthday cake” as a task?');
    const added = await runOfflineTurn(db, [...offered.messages, user('yes add it')]);
    expect(added.text).toContain('Added “Order a birthday cake”');
    expect(await db.todos.count()).toBe(1);
  });

  it.each(['hmm', 'ok then', 'testing'])('filler such as "%s" gets no offer', async (text) => {
    const turn = await runOfflineTurn(db, [user(text)]);
    expect(turn.text).not.toContain('as a task?');
  });

  it('a "no" to the offer adds nothing', async () => {
    const offered = await runOfflineTurn(db, [user('call mom')]);
    const declined = await runOfflineTurn(db, [...offered.messages, user('no thanks')]);
    expect(declined.text).not.toContain('nothing waiting');
    expect(await db.todos.count()).toBe(0);
  });

  it('"finish report by next monday 5pm urgent #work" is a new task, not a completion', async () => {
    await seed('Report');
    const turn = await runOfflineTurn(db, [user('finish report by next monday 5pm urgent #work')]);
    expect(turn.text).toContain('Added “Finish report”');
    expect(await db.todos.get(2)).toMatchObject({ title: 'Finish report', dueAt: '2026-03-16T17:00:00+01:00', priority: 1, tags: ['work'] });
    expect((await db.todos.get(1))?.status).toBe('pending');
  });

  it('"yes" after "Would you like to see your current tasks?" lists them', async () => {
    await seed('Pay rent');
    await seed('Buy milk');
    const missed = await runOfflineTurn(db, [user('complete the dentist appointment')]);
    expect(missed.text).toContain('Would you like to see your current tasks?');
    const shown = await runOfflineTurn(db, [...missed.messages, user('yes please')]);
    expect(shown.text).toContain('You have 2 pending tasks:');
    expect(shown.text).toContain('Pay rent');
  });

  it('"delete the task" with several tasks asks which one and deletes nothing', async () => {
    for (const title of ['Pay rent', 'Buy milk', 'Call mom']) await seed(title);
    const asked = await runOfflineTurn(db, [user('delete the task')]);
    expect(asked.text).toContain('Which task do you mean?');
    expect(asked.text).not.toContain("couldn't find");
    expect(await db.todos.count()).toBe(3);
    const deleted = await runOfflineTurn(db, [...asked.messages, user('#2')]);
    expect(deleted.approvalId).toBeDefined();
    await runOfflineTurn(db, [...deleted.messages, answer(deleted.approvalId!, true)]);
    expect(await db.todos.get(2)).toBeUndefined();
    expect(await db.todos.count()).toBe(2);
  });

  it('a name given after "Which task do you mean?" finishes the request', async () => {
    for (const title of ['Pay rent', 'Buy milk', 'Call mom']) await seed(title);
    const asked = await runOfflineTurn(db, [user('delete the task')]);
    const named = await runOfflineTurn(db, [...asked.messages, user('call mom')]);
    expect(named.text).not.toContain('as a task?');
    expect(named.approvalId).toBeDefined();
    await runOfflineTurn(db, [...named.messages, answer(named.approvalId!, true)]);
    expect(await db.todos.get(3)).toBeUndefined();
    expect(await db.todos.count()).toBe(2);
  });

  it('"reopen eggs and milk" puts the completed task back on the list', async () => {
    const eggs = await seed('Eggs and milk');
    await completeTodo({ db }, eggs.id);
    const turn = await runOfflineTurn(db, [user('reopen eggs and milk')]);
    expect(turn.text).toBe('Reopened “Eggs and milk”');
    expect((await db.todos.get(1))?.status).toBe('pending');
  });

  it('"move pay rent to next monday" keeps its 9:00 time of day', async () => {
    await seed('Pay rent', { dueAt: '2026-03-12T09:00:00+01:00' });
    const turn = await runOfflineTurn(db, [user('move pay rent to next monday')]);
    expect(turn.approvalId).toBeUndefined();
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-16T09:00:00+01:00');
  });

  it('"move #1 to friday" by number keeps the time of day too, and a time said wins', async () => {
    await seed('Pay rent', { dueAt: '2026-03-12T09:00:00+01:00' });
    await runOfflineTurn(db, [user('move #1 to friday')]);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-13T09:00:00+01:00');
    await runOfflineTurn(db, [user('move #1 to saturday 5pm')]);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-14T17:00:00+01:00');
  });

  it('"water the plants every monday 8am" creates a repeating task due next Monday at 8:00', async () => {
    const turn = await runOfflineTurn(db, [user('water the plants every monday 8am')]);
    expect(turn.text).toContain('Added “Water the plants”');
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-16T08:00:00+01:00');
    // The RRULE goes with the call (the add_task tool stores it once repeating tasks land).
    const plan = planResponse(
      {
        userText: 'water the plants every monday 8am',
        // Said without an add verb, the pending tasks are read first: none has that name.
        steps: [{ toolName: 'list_tasks', input: { status: 'pending' }, output: { type: 'json', value: { count: 0, tasks: [] } } }],
      },
      { now: NOW, timeZone: TIME_ZONE },
    );
    expect(plan).toEqual({
      type: 'tool-call',
      toolName: 'add_task',
      input: { title: 'Water the plants', dueAt: '2026-03-16T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' },
    });
  });
});
