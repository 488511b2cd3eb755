import { describe, expect, it } from 'vitest';
import { expectNothingWritten } from './expect-nothing-written';
import { turnAt } from './turn-at';

/*
 * Round 32 (part c): changes to several tasks at once, and changes said with a reason after them. Own phrasings of
 * the families batches 31 to 34 missed (test/fixtures/blind-batch-31.json … -34.json), in a florist's week, not their
 * sentences. Now is Wednesday 2029-05-16, 10:00 in Lisbon.
 */
const TASKS = [
  { id: 1, title: 'Pay the Visa card bill', due: '2029-05-18', tags: ['bills'] },
  { id: 2, title: 'Pay the Amex card bill', due: '2029-05-20', tags: ['bills'] },
  { id: 3, title: 'Send proposal to Kim & Ola', due: '2029-05-17', tags: ['clients'] },
  { id: 4, title: 'Chase Kim & Ola deposit', due: '2029-05-22', tags: ['clients', 'money'] },
  { id: 5, title: 'Order stems from the wholesaler', due: '2029-05-21', tags: ['shop', 'suppliers'] },
  { id: 6, title: 'Collect vases from the potter', due: '2029-05-21', tags: ['shop', 'suppliers'] },
  { id: 7, title: 'Prune the rose beds', due: '2029-05-21', tags: ['garden'] },
  { id: 8, title: 'Call Quinta da Rosa about the arch', due: '2029-05-23', tags: ['wedding'] },
  { id: 9, title: 'Call Quinta da Rosa about parking', due: '2029-05-24', tags: ['wedding'] },
  { id: 10, title: 'Invoice the Almeida christening', due: '2029-05-25', tags: ['invoices', 'clients'] },
  { id: 11, title: 'Reply to Almeida about buttonholes', tags: ['clients'] },
  { id: 12, title: 'Renew the van lease', due: '2029-06-01', tags: ['van', 'money'] },
  { id: 13, title: 'Water the greenhouse', due: '2029-05-17', tags: ['garden'] },
  { id: 14, title: 'Service the cold room', due: '2029-05-22', tags: ['shop'] },
  { id: 15, title: 'Pay the market pitch fee', tags: ['money'], completed: true, completedAt: '2029-05-14T18:00' },
];
const turn = turnAt({ now: '2029-05-16T10:00', timeZone: 'Europe/Lisbon', tasks: TASKS });

/** What `text` changed: [id, due day or time, tags, priority] of each task changed, nothing added or removed. */
async function changedBy(text: string) {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  return changed.map((todo) => ({ id: todo.id, due: todo.dueAt?.slice(0, 10), tags: todo.tags, priority: todo.priority })).sort((a, b) => a.id - b.id);
}
const dues = async (text: string) => (await changedBy(text)).map(({ id, due }) => [id, due]);
const tagsAfter = async (text: string) => (await changedBy(text)).map(({ id, tags }) => [id, tags]);

describe('a move of several tasks to a day of the month said without "the"', () => {
  it.each([
    ['push both card bills to 28th', '2029-05-28'],
    ['move the two card bills to 3rd', '2029-06-03'],
  ])('%s', async (text, day) => {
    expect(await dues(text)).toEqual([
      [1, day],
      [2, day],
    ]);
  });
});

describe('"both X & Y tasks": "&" joins two people in the tasks\' one name', () => {
  it('both kim & ola tasks → monday', async () => {
    expect(await dues('both kim & ola tasks → monday')).toEqual([
      [3, '2029-05-21'],
      [4, '2029-05-21'],
    ]);
  });

  it('two names before a noun of their own stay two tasks (a guard, so before too)', async () => {
    expect(await dues('move both the visa and amex bills to saturday')).toEqual([
      [1, '2029-05-19'],
      [2, '2029-05-19'],
    ]);
  });
});

describe('"shove" moves several, as "push" does', () => {
  it.each(['everything tagged garden, shove it to saturday', 'everything tagged garden - shove em to saturday'])('%s', async (text) => {
    expect(await dues(text)).toEqual([
      [7, '2029-05-19'],
      [13, '2029-05-19'],
    ]);
  });
});

describe('a move, then why after a comma or a dash', () => {
  it.each([
    ["shift all monday's jobs to tuesday, the van's at the garage monday", [5, 6, 7], '2029-05-22'],
    ['move the cold room service to friday, fridge guy cant fit me in till then', [14], '2029-05-18'],
    ['shift the cold room service to friday, engineer only free that day', [14], '2029-05-18'],
    ['move the cold room service to friday - need the power on', [14], '2029-05-18'],
  ])('%s', async (text, ids, day) => {
    expect(await dues(text)).toEqual(ids.map((id) => [id, day]));
  });

  it.each(['move the cold room service to friday, engineer couldnt make it', 'push the van lease to the 5th - bank is closed till then'])(
    'reasons read before round 32 (a guard): %s',
    async (text) => {
      expect((await dues(text)).length).toBe(1);
    },
  );

  it('a time after the comma is part of the move (a guard, so before too)', async () => {
    const { changed } = await turn('move the cold room service to friday, 3pm');
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[14, '2029-05-18']]);
  });
});

describe('a tag taken off, or given to, a group of tasks', () => {
  it('take the shop tag off the open supplier jobs', async () => {
    expect(await tagsAfter('take the shop tag off the open supplier jobs')).toEqual([
      [5, ['suppliers']],
      [6, ['suppliers']],
    ]);
  });

  it('strip the wedding tag from all the quinta da rosa ones', async () => {
    expect(await tagsAfter('strip the wedding tag from all the quinta da rosa ones')).toEqual([
      [8, []],
      [9, []],
    ]);
  });

  it.each(['untag money on everything', 'untag #money on all the tasks'])('%s: the tasks still to do that have it', async (text) => {
    expect(await tagsAfter(text)).toEqual([
      [4, ['clients']],
      [12, ['van']],
    ]);
  });

  it('untag money from the van lease: one task (a guard, so before too)', async () => {
    expect(await tagsAfter('untag money from the van lease')).toEqual([[12, ['van']]]);
  });

  it.each(['label all the almeida stuff #almeida', 'tag all the almeida ones #almeida'])("%s: the new tag is the group's name", async (text) => {
    expect(await tagsAfter(text)).toEqual([
      [10, ['invoices', 'clients', 'almeida']],
      [11, ['clients', 'almeida']],
    ]);
  });
});

describe('a group said by a tag in the singular, with a day filter', () => {
  it.each(['all the client tasks due next week bump to urgent', 'make all the client tasks due next week high priority'])('%s', async (text) => {
    expect((await changedBy(text)).map(({ id, priority }) => [id, priority])).toEqual([
      [4, 1],
      [10, 1],
    ]);
  });

  it('a word that names no tag or task changes nothing', async () => {
    expectNothingWritten(await turn('make all the bakery tasks due next week high priority'));
  });
});
