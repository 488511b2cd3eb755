import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Round 26 (part a): requests said in English with Tagalog particles, the way a team lead in Manila texts. Own
 * phrasings of the families batch 26 missed (test/fixtures/blind-batch-26.json), not its sentences.
 */
const turn = turnAt({
  now: '2028-01-13T21:40',
  timeZone: 'Asia/Manila',
  tasks: [
    { id: 1, title: 'Pay Globe postpaid bill', due: '2028-01-20', tags: ['bills'] },
    { id: 2, title: "Return Kuya Ben's drill", due: '2028-01-10', tags: ['family'] },
    { id: 3, title: "Fix Ana's bike light", tags: ['family'] },
    { id: 4, title: 'Review the PO from the vendor', due: '2028-01-18', tags: ['work'] },
  ],
});

type Added = [string, string | undefined];

async function added(text: string): Promise<Added[]> {
  const { created, changed, deleted } = await turn(text);
  expect(changed).toEqual([]);
  expect(deleted).toEqual([]);
  return created.map((todo) => [todo.title, todo.dueAt?.slice(0, 10)]);
}

async function changedOnly(text: string): Promise<{ id: number; due?: string; priority?: number }[]> {
  const { created, changed, deleted } = await turn(text);
  expect(created).toEqual([]);
  expect(deleted).toEqual([]);
  return changed.map((todo) => ({ id: todo.id, due: todo.dueAt?.slice(0, 10), priority: todo.priority }));
}

describe('a Tagalog particle beside a change is tone: the change is read, nothing is added', () => {
  it.each([
    ['globe bill due 1/25 pala', 1, '2028-01-25'],
    ['globe bill due 1/26 daw', 1, '2028-01-26'],
    ["ana's bike light, tmrw na lang", 3, '2028-01-14'],
    ["ana's bike light, bukas na lang po", 3, '2028-01-14'],
  ])('%s', async (text, id, due) => {
    expect((await changedOnly(text)).map((row) => [row.id, row.due])).toEqual([[id, due]]);
  });

  it('"priority N lang yung X ni NAME": a priority for the task of that name', async () => {
    expect((await changedOnly('priority 2 lang yung drill ni kuya ben')).map((row) => [row.id, row.priority])).toEqual([[2, 2]]);
  });
});

describe('particles and fillers never become title words', () => {
  it.each([
    ['buy load for mama po', 'Buy load for mama', undefined],
    ['hay nako, renew my nbi clearance tmrw', 'Renew my nbi clearance', '2028-01-14'],
    ['renew my nbi clearance bukas', 'Renew my nbi clearance', '2028-01-14'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });
});

describe('English without those words is unchanged', () => {
  it.each([
    ['email the PO to the supplier', 'Email the PO to the supplier'],
    ['call Na about the lease', 'Call Na about the lease'],
  ])('%s', async (text, title) => {
    expect(await added(text)).toEqual([[title, undefined]]);
  });
});

describe('"X bill" names the task that pays X', () => {
  it('a new day for it is a change, never a second task', async () => {
    const turnBills = turnAt({
      now: '2028-01-13T21:40',
      timeZone: 'Asia/Manila',
      tasks: [
        { id: 1, title: 'Pay Converge fiber', due: '2028-01-20', tags: ['bills'] },
        { id: 2, title: 'Water the plants', tags: ['home'] },
      ],
    });
    const { created, changed } = await turnBills('fiber bill due 1/27');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[1, '2028-01-27']]);
  });
});
