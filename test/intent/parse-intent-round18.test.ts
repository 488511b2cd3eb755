import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 18 (tuned on blind batch 18 once it was scored: a designer in Singapore typing between
 * meetings). A task's name followed by the words of a new date ("X due …", "X new deadline …", "X set for …")
 * changes that task; with no such task it is asked about, never added with those words in its title. A
 * Singlish particle at the end ("lah", "leh", "lor") is tone.
 */
const turn = turnAt({
  now: '2027-11-24T10:15',
  timeZone: 'Asia/Singapore',
  tasks: [
    { id: 1, title: 'Submit tender forms to the council', due: '2027-11-22' },
    { id: 2, title: 'Book hall for year-end party', due: '2027-12-10' },
    { id: 3, title: 'Renew passport', due: '2027-12-20' },
  ],
});
const run = async (text: string) => {
  const { created, changed } = await turn(text);
  return { created: created.map((todo) => todo.title), changed: changed.map((todo) => ({ id: todo.id, dueAt: todo.dueAt })) };
};

describe("a task's name, then the words of a new date: that task changes", () => {
  it.each([
    ['tender forms new deadline monday', 1, '2027-11-29'],
    ['hall booking for year-end party due end of month', 2, '2027-11-30'],
    ['passport renewal deadline now 3/12', 3, '2027-12-03'],
    ['tender forms due fri lah', 1, '2027-11-26'],
  ])('%s', async (text, id, day) => {
    const { created, changed } = await run(text);
    expect(created).toEqual([]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ id });
    expect(changed[0]!.dueAt).toContain(day);
  });
});

describe('the words of a new date after a name that is no task: asked, never added', () => {
  it.each(['visa photos new deadline monday', 'dentist recall set for thurs 3pm', 'the gala slides deadline now friday'])('%s', async (text) => {
    expect(await run(text)).toEqual({ created: [], changed: [] });
  });
});

describe('a new task with its own due date is still added', () => {
  it.each([
    ['order new business cards fri', 'Order new business cards'],
    ['pay the electrician by monday leh', 'Pay the electrician'],
  ])('%s', async (text, title) => {
    const { created } = await run(text);
    expect(created).toEqual([title]);
  });
});

describe('a remark on how tired one is, without a sigh first, is small talk', () => {
  it.each(['so tired today', "i'm exhausted tonight sian", 'really shattered lah'])('%s', async (text) => {
    const { created, deleted, reply } = await turn(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(reply).toMatch(/rest/i);
  });
});

describe('a name, a comma, then "set to" something not read: asked, never added', () => {
  it.each(['quarterly deck, set to 1730 tmr', 'gym class, set for after lunch'])('%s', async (text) => {
    expect(await run(text)).toEqual({ created: [], changed: [] });
  });
});

describe('the day first, then the question ("next week what\'s due"): a question about that day, never a task', () => {
  it.each([
    ["next week what's due", 'next week'],
    ["tomorrow what's on?", 'tomorrow'],
    ['friday whats due', 'friday'],
    ['this weekend anything on', 'this weekend'],
  ])('%s', async (text) => {
    const { created, deleted, reply } = await turn(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(reply).not.toMatch(/added/i);
  });

  it('is read as the list question said the other way round', () => {
    const now = new Date('2027-11-24T10:15:00+08:00');
    const options = { now, timeZone: 'Asia/Singapore' };
    expect(parseIntent("next week what's due", options)).toEqual(parseIntent("what's due next week", options));
    expect(parseIntent('friday whats due', options)).toEqual(parseIntent("what's due friday", options));
  });
});
