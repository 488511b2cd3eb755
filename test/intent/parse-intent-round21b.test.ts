import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 21 (part b): changes and several-at-once said the South African way. Own phrasings of the
 * families batch 20 missed (test/fixtures/blind-batch-20.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-05-05T09:00',
  timeZone: 'Africa/Johannesburg',
  tasks: [
    { id: 1, title: 'Piano lesson', due: '2027-05-07T16:00', tags: ['kids'] },
    { id: 2, title: 'Pay the water rates', due: '2027-05-10', priority: 2, tags: ['bills'] },
    { id: 3, title: 'Yoga class', due: '2027-05-06T07:00', tags: ['fitness'] },
    { id: 4, title: 'Renew car insurance', due: '2027-05-01', tags: ['car'] },
    { id: 5, title: 'Buy paint for the lounge', due: '2027-05-05', tags: ['house'] },
    { id: 6, title: 'Fix the gate motor', tags: ['house'] },
    { id: 7, title: 'Watch module 4 webinar recording', due: '2027-05-05T20:00' },
    { id: 8, title: 'Phone the medical aid re claim', due: '2027-05-06' },
    { id: 9, title: 'Visit aunt Rose in Paarl', due: '2027-05-09' },
  ],
});

describe('"<task> <new day or time> rather": a change, as "instead"', () => {
  it.each([
    ['piano lesson thursday at 15:00 rather', 1, '2027-05-06T15:00'],
    ['water rates by the 20th rather', 2, '2027-05-20'],
    ['yoga class saturday rather.', 3, '2027-05-08'],
  ])('%s', async (text, id, due) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.dueAt).toContain(due);
  });

  it('naming no task, it is asked about and nothing is written', async () => {
    const { created, changed } = await turn('the braai friday at 18:00 rather');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('"all the <name>", "everything <name>": the tasks that name or tag names, at once', () => {
  it.each([
    ['push all my house to sunday', { dueAt: '2027-05-09' }],
    ['mark everything house as done', { completed: true }],
    ['make all the house urgent', { priority: 1 }],
  ])('%s', async (text, field) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id).sort()).toEqual([5, 6]);
    for (const todo of changed) {
      if ('dueAt' in field) expect(todo.dueAt).toContain(field.dueAt);
      if ('completed' in field) expect(todo.status).toBe('completed');
      if ('priority' in field) expect(todo.priority).toBe(field.priority);
    }
  });

  it.each(['move everything else to friday', 'clear everything', 'push all of it to monday'])('the whole list is still not changed at once: %s', async (text) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

describe('a South African sigh before a request ("eish", "ag", "yoh") is no part of it', () => {
  it.each([
    ['yoh just add renew the car licence', 'Renew the car licence'],
    ['eish, put buy airtime on the list', 'Buy airtime'],
    ['ag man add sort out the garage', 'Sort out the garage'],
  ])('%s', async (text, title) => {
    const { created, changed } = await turn(text);
    expect(changed).toEqual([]);
    expect(created.map((todo) => todo.title)).toEqual([title]);
  });

  it('haai everything for today move to friday', async () => {
    const { created, changed } = await turn('haai everything for today move to friday');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)]).sort()).toEqual([
      [5, '2027-05-07'],
      [7, '2027-05-07'],
    ]);
  });

  it('a sigh about the day alone is still not written: eish load shedding again', async () => {
    const { created, changed } = await turn('eish load shedding again');
    expect([created, changed]).toEqual([[], []]);
  });
});

describe('a visit, a talk or a watch said done in the past names the task that does it', () => {
  it.each([
    ['watched the mod 4 webinar', 7],
    ['spoke to the medical aid, all sorted', 8],
    ['visited aunt rose', 9],
    ['watched the module 4 webinar - all good', 7],
  ])('%s', async (text, id) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.status])).toEqual([[id, 'completed']]);
  });

  it('a talk with a bare name is no task said done: talked to rose', async () => {
    const { created, changed } = await turn('talked to rose');
    expect([created, changed]).toEqual([[], []]);
  });
});

describe('a numbered week ("week 3", "wk 3") is a course\'s week, never a day', () => {
  it('the week 4 webinar is done: completed, its date kept', async () => {
    const { changed } = await turn('the week 4 webinar is done');
    expect(changed.every((todo) => todo.dueAt?.startsWith('2027-05-05'))).toBe(true);
  });

  it.each([
    ['add the wk 6 quiz for pharmacology', 'Week 6 quiz for pharmacology'],
    ['revise week 9 notes friday', 'Revise week 9 notes'],
  ])('%s', async (text, title) => {
    const { created } = await turn(text);
    expect(created.map((todo) => todo.title)).toEqual([title]);
  });
});

describe('of two tasks that share words, the one whose title holds every word said, in order, is meant', () => {
  const books = turnAt({
    now: '2027-05-05T09:00',
    timeZone: 'Africa/Johannesburg',
    tasks: [
      { id: 1, title: 'Choir practice at the church hall', due: '2027-05-06T18:00' },
      { id: 2, title: 'Print sheets for practice with the choir', due: '2027-05-06' },
      { id: 3, title: 'Buy groceries for the week', tags: ['shopping'] },
      { id: 4, title: 'Get a new kettle', tags: ['shopping'] },
    ],
  });

  it('make the choir practice p1', async () => {
    const { changed } = await books('make the choir practice p1');
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[1, 1]]);
  });

  it('delete choir practice, not needed anymore', async () => {
    const { deleted } = await books('delete choir practice, not needed anymore');
    expect(deleted).toEqual([1]);
  });

  it('one word both titles hold is still asked about: make practice p1', async () => {
    const { changed, created } = await books('make practice p1');
    expect([changed, created]).toEqual([[], []]);
  });

  it('"my shopping tasks" lists the tasks tagged so, not the whole list', async () => {
    const { reply } = await books('show my shopping tasks');
    expect(reply).toContain('Buy groceries');
    expect(reply).toContain('Get a new kettle');
    expect(reply).not.toContain('Choir');
  });
});

describe('thanks said the South African way is small talk', () => {
  it.each(['cheers lekker', 'thank you shot', 'thanks hey'])('%s', async (text) => {
    const { reply, created, changed } = await turn(text);
    expect([created, changed]).toEqual([[], []]);
    expect(reply).toMatch(/welcome/i);
  });
});
