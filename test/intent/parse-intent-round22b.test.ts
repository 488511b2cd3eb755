import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 22 (part b): list questions by topic, changes to several tasks, completions said with chatter.
 * Own phrasings of the families batch 20 missed (test/fixtures/blind-batch-20.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-06-09T17:00',
  timeZone: 'Africa/Johannesburg',
  tasks: [
    { id: 1, title: 'Pay the gardener', due: '2027-06-10', tags: ['house'] },
    { id: 2, title: 'Pick n Pay - eggs, butter, coffee', due: '2027-06-10', tags: ['groceries'] },
    { id: 3, title: "Cover Thabo's Saturday shift", due: '2027-06-12', priority: 2, tags: ['work'] },
    { id: 4, title: 'Pay DStv subscription', due: '2027-06-01', tags: ['bills'], completed: true, completedAt: '2027-06-01T08:00' },
    { id: 5, title: 'Renew bike licence', due: '2027-06-05', priority: 1, tags: ['bike'] },
    { id: 6, title: 'Service the bike', priority: 3, tags: ['bike'] },
    { id: 7, title: 'Book child care for Friday', due: '2027-06-11', priority: 1 },
    { id: 8, title: 'Choir practice', due: '2027-06-10T18:30', tags: ['choir'] },
    { id: 9, title: 'Learn the choir solo', due: '2027-06-20', tags: ['choir'] },
    { id: 10, title: 'Fix leaking geyser', due: '2027-06-07', priority: 2, tags: ['house'] },
    { id: 11, title: 'Clean the gutters', due: '2027-06-15', tags: ['house'] },
    { id: 12, title: 'Homework with Lindi', due: '2027-06-10T19:00', tags: ['lindi'] },
    { id: 13, title: 'Buy Lindi school shoes', due: '2027-06-14', tags: ['lindi'] },
    { id: 14, title: 'Phone granny Ruth', due: '2027-06-13', tags: ['granny'] },
    { id: 15, title: 'Send Lindi report to school', due: '2027-06-03', tags: ['lindi'], completed: true, completedAt: '2027-06-03T09:00' },
    { id: 16, title: 'Collect biker jacket from tailor', due: '2027-06-18' },
  ],
});

const ids = (todos: { id: number }[]) => todos.map((todo) => todo.id).sort((a, b) => a - b);

describe('two clauses said in the past: each one task done, both ticked off', () => {
  it.each([
    ['paid the gardener and did the pick n pay shop', [1, 2]],
    ['booked the child care, paid the gardener', [1, 7]],
    ['renewed the bike licence then fixed the geyser', [5, 10]],
  ])('%s', async (text, done) => {
    const { created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(ids(changed)).toEqual(done);
    expect(changed.every((todo) => todo.status === 'completed')).toBe(true);
  });

  it('a second clause about the first ("paid for it") names no second task: nothing else is ticked', async () => {
    const { created, changed } = await turn('fixed the geyser and paid for it');
    expect(created).toEqual([]);
    expect(changed.filter((todo) => todo.id !== 10)).toEqual([]);
  });
});

describe('what happened, an emoji, then "tick it" or "mark it not done"', () => {
  it.each([
    ['thabo said yes to the shift 🙌 tick it', 3],
    ['bike licence renewed online 🎉 check it off', 5],
  ])('%s: done', async (text, id) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.status).toBe('completed');
  });

  it('(kept) said with a comma: "tick it" is done too', async () => {
    const { created, changed } = await turn('geyser is sorted, tick it');
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([10]);
    expect(changed[0]!.status).toBe('completed');
  });

  it.each([
    ['dstv subscription debit order failed 😤 mark it not done', 4],
    ['lindi report never arrived 😬 mark it not done', 15],
  ])('%s: open again', async (text, id) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.status).toBe('pending');
  });
});

/** The task ids a reply lists ("#3 Pay rent"). */
const shown = (reply: string) => [...new Set([...reply.matchAll(/#(\d+)\b/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

describe('a list question by topic, without a list word', () => {
  it.each([
    // A topic and a word for tasks in general, asked; a word only inside another ("biker") is not the topic.
    ['bike admin?', [5, 6]],
    ['granny ruth stuff?', [14]],
    // "shopping tasks" are the tasks about it, not the whole list.
    ['grocery tasks', [2]],
    // A name and when: "coming up" is not part of the name.
    ['anything for lindi coming up', [12, 13]],
    // A topic and only what is overdue.
    ["anything house I'm behind on", [10]],
    // (kept) said with "that's late".
    ["any bike stuff that's late", [5]],
    // Either of two filters.
    ["show me what's p1 or overdue", [5, 7, 10]],
    ['anything due tomorrow or overdue?', [1, 2, 5, 8, 10, 12]],
  ])('%s', async (text, want) => {
    const { reply, created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    expect(shown(reply)).toEqual(want);
  });

  it('(kept) a topic no task has is answered as such, never added', async () => {
    const { reply, created, changed } = await turn('trampoline stuff?');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(shown(reply)).toEqual([]);
    expect(reply).not.toMatch(/\badd\b/i);
  });
});

describe('several tasks changed at once, named by two topics or by a filter said first', () => {
  it('"all the X and Y stuff": the tasks of either topic', async () => {
    const { created, changed } = await turn('make all the lindi and granny stuff urgent');
    expect(created).toEqual([]);
    expect(ids(changed)).toEqual([12, 13, 14]);
    expect(changed.every((todo) => todo.priority === 1)).toBe(true);
  });

  it.each([
    ['all the late ones make urgent', [10], (todo: { priority?: number }) => todo.priority === 1],
    ['all the lindi and granny stuff move to sunday', [12, 13, 14], (todo: { dueAt?: string | null }) => Boolean(todo.dueAt?.startsWith('2027-06-13'))],
  ])('%s: the filter first, then the verb', async (text, want, check) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(ids(changed)).toEqual(want);
    expect(changed.every((todo) => check(todo as never))).toBe(true);
  });
});
