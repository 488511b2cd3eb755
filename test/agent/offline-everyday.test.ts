import { describe, expect, it } from 'vitest';
import { answerApproval, pendingApprovals, runTurn } from '@/lib/agent';
import { CONVERSATION, eventsOf, harness, streamedText } from './support';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

const OLD = '2026-03-01T00:00:00.000Z';

/** The offline tier alone, at 09:30 in Paris on Tuesday 2026-03-10, with four tasks. */
async function offline() {
  const h = harness([], { provider: 'offline' });
  h.deps.models = undefined;
  await h.db.todos.bulkAdd([
    { title: 'Pay rent', status: 'pending', priority: 1, tags: ['home'], dueAt: '2026-03-10', createdAt: OLD, updatedAt: OLD },
    { title: 'Call the plumber', status: 'pending', priority: 4, tags: ['home'], dueAt: '2026-03-10T15:00:00+01:00', createdAt: OLD, updatedAt: OLD },
    { title: 'Dentist appointment', status: 'pending', priority: 3, tags: ['health'], dueAt: '2026-03-13T10:00:00+01:00', createdAt: OLD, updatedAt: OLD },
    { title: 'Quarterly report', status: 'pending', priority: 2, tags: ['work'], createdAt: OLD, updatedAt: OLD },
  ]);
  const say = async (text: string) => {
    const before = h.events.length;
    await runTurn(h.deps, { conversationId: CONVERSATION, text }, h.emit);
    return streamedText(h.events.slice(before));
  };
  return { h, say };
}

const shownIds = (text: string) => [...text.matchAll(/#(\d+)\b/g)].map((match) => Number(match[1])).sort();

describe('everyday requests through the real offline turn', () => {
  it('"move everything due today to tomorrow": one change of both tasks, and one undo brings both back', async () => {
    const { h, say } = await offline();
    const before = await h.db.todos.toArray();
    const reply = await say('move everything due today to tomorrow');
    expect(reply).toMatch(/Rescheduled 2 tasks/);
    // Issue 21: the reply names the tasks by title, never by #id.
    expect(shownIds(reply)).toEqual([]);
    expect(reply).toMatch(/Pay rent/);
    const [rent, plumber] = await h.db.todos.bulkGet([1, 2]);
    expect(rent?.dueAt).toBe('2026-03-11');
    // Its time of day is kept (the same instant, written in the browser's own zone).
    expect(Date.parse(plumber!.dueAt!)).toBe(Date.parse('2026-03-11T15:00:00+01:00'));
    expect(eventsOf(h.events, 'approval-required')).toEqual([]);

    expect(await say('undo that')).toMatch(/Undone for 2 tasks/);
    expect((await h.db.todos.toArray()).map((t) => [t.id, t.dueAt])).toEqual(before.map((t) => [t.id, t.dueAt]));
  });

  it('filtered questions answer with exactly the matching tasks', async () => {
    const { say } = await offline();
    expect(shownIds(await say('anything tagged home?'))).toEqual([1, 2]);
    expect(shownIds(await say('my urgent stuff?'))).toEqual([1]);
    expect(shownIds(await say("what's on for friday?"))).toEqual([3]);
  });

  it('a change said as a statement edits the task it names, on its own day, and never adds one', async () => {
    const { h, say } = await offline();
    await say("dentist's at 11:30 now");
    const dentist = await h.db.todos.get(3);
    expect(Date.parse(dentist!.dueAt!)).toBe(Date.parse('2026-03-13T11:30:00+01:00'));
    // "plumber call" is not in any title as said: the closest task is found.
    await say('plumber call -> friday');
    expect((await h.db.todos.get(2))?.dueAt).toMatch(/^2026-03-13/);
    // A statement about a task that is not there asks; nothing is added.
    expect(await say("yoga's at 7pm now")).toMatch(/couldn't find/i);
    expect(await h.db.todos.count()).toBe(4);
  });

  it('five unreadable requests add nothing and change nothing', async () => {
    const { h, say } = await offline();
    for (const text of ['label the thing with', "skip 's", 'asdf qwerty', 'the thing from before', 'move it somewhere']) await say(text);
    expect(await h.db.todos.count()).toBe(4);
    expect((await h.db.audit.toArray()).filter((entry) => entry.before ?? entry.after)).toEqual([]);
  });

  it('"delete the dentist and the plumber ones": one approval card listing both, then both go', async () => {
    const { h, say } = await offline();
    await say('delete the dentist and the plumber ones');
    const [card] = await pendingApprovals(h.db, CONVERSATION, h.clock.now);
    expect(card).toMatchObject({ question: 'Delete these 2 tasks?', tasks: expect.arrayContaining(['#3 Dentist appointment', '#2 Call the plumber']) });
    expect(await h.db.todos.count()).toBe(4);
    await answerApproval(h.deps, { approvalId: card!.approvalId, approved: true }, h.emit);
    expect((await h.db.todos.toArray()).map((t) => t.id)).toEqual([1, 4]);
  });

  it('tags, reminder offsets, clearing a due date, and a priority by name change the named task', async () => {
    const { h, say } = await offline();
    await say('label the report with #q1');
    await say('remind me 20 minutes before the dentist');
    await say('clear the due date on the plumber');
    await say('change the priority of the report to high');
    expect(await h.db.todos.get(4)).toMatchObject({ tags: ['work', 'q1'], priority: 1 });
    expect((await h.db.todos.get(3))?.remindBefore).toBe(20);
    expect((await h.db.todos.get(2))?.dueAt).toBeUndefined();
    expect(await h.db.todos.count()).toBe(4);
  });
});
