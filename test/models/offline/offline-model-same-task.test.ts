import { beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type TodoDatabase } from '../../../lib/db';
import { createTodo } from '../../../lib/todos';
import { runOfflineTurn, user } from './run-offline-turn';

// Issue 20, sixth round: a line that is only a task's name and a change ("plumbing license p1") is never
// a second task of that name. Phrasings written for this round, not taken from a batch.
let db: TodoDatabase;
let counter = 0;
beforeEach(() => {
  counter += 1;
  db = createDatabase(`offline-model-same-task-${counter}-${Date.now()}`);
});

const seed = (title: string, extra: Record<string, unknown> = {}) => createTodo({ db }, { title, ...extra });

describe('an add without an add verb that names a pending task', () => {
  it('"boiler service p1" raises the priority of "Annual boiler service", adds nothing', async () => {
    await seed('Annual boiler service', { dueAt: '2026-03-20', priority: 3 });
    const turn = await runOfflineTurn(db, [user('boiler service p1')]);
    expect(await db.todos.count()).toBe(1);
    expect(await db.todos.get(1)).toMatchObject({ priority: 1, dueAt: '2026-03-20' });
    expect(turn.text).toContain('Annual boiler service');
  });

  it('"car wash friday" moves "Car wash", keeping its time of day', async () => {
    await seed('Car wash', { dueAt: '2026-03-11T08:00:00.000Z' });
    await runOfflineTurn(db, [user('car wash friday')]);
    expect(await db.todos.count()).toBe(1);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-13T09:00:00+01:00');
  });

  it("a title that shares only some of a task's words is asked about, nothing written", async () => {
    await seed('Call the landlord about the broken boiler and the damp');
    const turn = await runOfflineTurn(db, [user('call landlord tomorrow 9am')]);
    expect(await db.todos.count()).toBe(1);
    expect((await db.todos.get(1))?.dueAt).toBeUndefined();
    expect(turn.text).toMatch(/You already have “Call the landlord about the broken boiler and the damp” \(#1\)/);
    expect(turn.text).toContain('say "add call landlord tomorrow 9am"');
  });

  it('a name two tasks share is asked about', async () => {
    await seed('Dentist for Sam');
    await seed('Dentist for Mia');
    await runOfflineTurn(db, [user('dentist tuesday')]);
    expect(await db.todos.count()).toBe(2);
  });

  it('an errand already on the list is asked about, not added twice', async () => {
    await seed('Buy printer ink');
    const turn = await runOfflineTurn(db, [user('buy printer ink')]);
    expect(await db.todos.count()).toBe(1);
    expect(turn.text).toContain('You already have “Buy printer ink” (#1)');
  });

  it('a different number is a different task ("quiz 7" is not "quiz 6")', async () => {
    await seed('Chemistry quiz 6', { dueAt: '2026-03-12' });
    await runOfflineTurn(db, [user('chemistry quiz 7 friday')]);
    expect(await db.todos.count()).toBe(2);
  });

  it('a completed task of that name does not stop a new one', async () => {
    await seed('Car wash');
    await db.todos.update(1, { status: 'completed', completedAt: '2026-03-01T10:00:00.000Z' });
    await runOfflineTurn(db, [user('car wash friday')]);
    expect(await db.todos.count()).toBe(2);
  });

  it('"add …" said in words adds, whatever is on the list', async () => {
    await seed('Car wash', { dueAt: '2026-03-11' });
    await runOfflineTurn(db, [user('add car wash friday')]);
    expect(await db.todos.count()).toBe(2);
  });
});

describe('a question about a task whose title says it a little differently', () => {
  it('"when\'s mrs. patel\'s repair" finds "Mrs. Patel\'s boiler repair" and shows only it', async () => {
    await seed("Mrs. Patel's boiler repair", { dueAt: '2026-03-12' });
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user("when's mrs patel's repair")]);
    expect(turn.text).toContain("Mrs. Patel's boiler repair");
    expect(turn.text).not.toContain('Buy milk');
  });
  it('a topic nothing names still says so', async () => {
    await seed('Buy milk');
    const turn = await runOfflineTurn(db, [user("when's the piano recital")]);
    expect(turn.text).toMatch(/couldn't find/);
  });
});

describe("a move by days from the task's own date", () => {
  it('"push the car wash back a day" moves it from its own day, keeping its time', async () => {
    await seed('Car wash', { dueAt: '2026-03-12T08:00:00.000Z' });
    await runOfflineTurn(db, [user('push the car wash back a day')]);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-13T09:00:00+01:00');
  });
  it('"the car wash a week later", "bring the car wash forward two days"', async () => {
    await seed('Car wash', { dueAt: '2026-03-12' });
    await runOfflineTurn(db, [user('the car wash a week later')]);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-19');
    await runOfflineTurn(db, [user('bring the car wash forward two days')]);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-17');
  });
  it('a task with no date is asked about, not changed', async () => {
    await seed('Car wash');
    const turn = await runOfflineTurn(db, [user('push the car wash back a day')]);
    expect(turn.text).toContain('no due date');
    expect((await db.todos.get(1))?.dueAt).toBeUndefined();
  });
});

// Issue 20, eighth round: a bare verb phrase ("update the menu board for easter") is added when no
// pending task holds its words, and asked about when one does. Phrasings written for this round.
describe('a bare verb phrase, said without an add verb', () => {
  it('is added when no pending task holds its words', async () => {
    await seed('Pay the window cleaner');
    const turn = await runOfflineTurn(db, [user('update the menu board for easter')]);
    expect(turn.text).toContain('Added “Update the menu board for easter”');
    expect(await db.todos.count()).toBe(2);
    await runOfflineTurn(db, [user("get grandad's reading glasses fixed")]);
    expect(await db.todos.count()).toBe(3);
  });
  it('is asked about when a pending task holds its words, nothing written', async () => {
    await seed('Write the thank you cards for the wedding');
    const turn = await runOfflineTurn(db, [user('write thank you cards')]);
    expect(await db.todos.count()).toBe(1);
    expect(turn.text).toContain('You already have “Write the thank you cards for the wedding” (#1)');
  });
  it('"book my flight to denver" still asks: it may be a request to the assistant', async () => {
    const turn = await runOfflineTurn(db, [user('book my flight to lisbon')]);
    expect(await db.todos.count()).toBe(0);
    expect(turn.text).not.toContain('Added');
  });
});

describe('issue 20, round 11: a reminder before a new thing with its own day and time', () => {
  it('adds the thing, reminded early, and leaves a task with a like name alone', async () => {
    await seed('Call Jana about the moving boxes', { dueAt: '2026-03-09' });
    await runOfflineTurn(db, [user('remind me 30 min before the call with the moving company, tomorrow 16:30')]);
    expect(await db.todos.count()).toBe(2);
    expect((await db.todos.get(1))?.dueAt).toBe('2026-03-09');
    expect(await db.todos.get(2)).toMatchObject({ title: 'Call with the moving company', dueAt: '2026-03-11T16:30:00+01:00', remindBefore: 30 });
  });
});
