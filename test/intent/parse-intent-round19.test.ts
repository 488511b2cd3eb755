import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../lib/intent';
import type { Batch } from './blind-batch';
import { runItem } from './blind-batch';

/*
 * Issue 20, round 19 (tuned on blind batch 19 once it was scored: a self-employed plumber in Auckland,
 * New Zealand English). Each family is written in other phrasings than the batch's.
 */
const batch: Batch = {
  now: '2027-03-10T07:40',
  timeZone: 'Pacific/Auckland',
  tasks: [
    { id: 1, title: 'Quote for Remuera bathroom', due: '2027-03-11', priority: 1, tags: ['work', 'quotes'] },
    { id: 2, title: 'Service the ute', due: '2027-03-12T08:00', priority: 2, tags: ['ute'] },
    { id: 3, title: 'Pay the apprentice', due: '2027-03-11', tags: ['work'], recurrence: 'FREQ=WEEKLY;BYDAY=TH' },
    { id: 4, title: 'Sort the garage', tags: ['home'] },
    { id: 5, title: 'Order hot water cylinder', due: '2027-03-12', priority: 2, tags: ['work'] },
    { id: 6, title: 'Ring the tenant about rent', due: '2027-03-05', priority: 1, tags: ['flat'] },
    { id: 7, title: 'Buy bait', tags: ['fishing'] },
    { id: 9, title: 'Pay the water rates', completed: true, tags: ['flat'] },
    { id: 10, title: 'Pick up the script for dad', completed: true },
    { id: 8, title: 'Swimming', due: '2027-03-16T16:00', tags: ['kids'], recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
  ],
  items: [],
};
const opts = { now: new Date('2027-03-09T18:40:00Z'), timeZone: 'Pacific/Auckland' };
const run = async (text: string) => {
  const result = await runItem(batch, text);
  const created = result.after.filter((todo) => !result.before.has(todo.id));
  const changed = result.after.filter((todo) => result.before.has(todo.id) && JSON.stringify(todo) !== JSON.stringify(result.before.get(todo.id)));
  return { created, changed, reply: result.reply, memories: result.memories.map((m) => m.text) };
};

describe('"remember <name>\'s <state>": a fact kept, never a task', () => {
  it.each([
    ["remember jo's on $35 an hour", "jo's on $35 an hour"],
    ["remember the apprentice's off fridays", "the apprentice's off fridays"],
    ["remember kaia's allergic to peanuts", "kaia's allergic to peanuts"],
  ])('%s', async (text, fact) => {
    expect(parseIntent(text, opts)).toEqual({ kind: 'remember', text: fact });
    const { created, changed } = await run(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('list questions with filters: words around the filter are not a topic', () => {
  it.each([
    ['any p3s', { priority: [3] }],
    ['got any p1s?', { priority: [1] }],
    ['show me the ones that recur', { repeating: true }],
    ['list the ones which repeat', { repeating: true }],
    ["what's my urgent stuff thats overdue", { priority: [1], due: 'overdue' }],
    ['things with no date on them', { due: 'none' }],
    ['ones with no due date on it', { due: 'none' }],
    ['anything for the tenant on there', { query: 'tenant' }],
    ["what's left for the bathroom reno", { query: 'bathroom reno' }],
    ['any invoices i need to send', { query: 'invoices' }],
    ['what work jobs have i got', { query: 'work' }],
    ['how many things have i got for the ute', { query: 'ute' }],
    ['how many jobs do i have for mum', { query: 'mum' }],
    ['show me everything due end of the month', { day: '2027-03-31' }],
    ['what have i got on thu next week', { day: '2027-03-18' }],
    ["what's due today incl anything late", { span: { to: '2027-03-11' } }],
    ['what have i got today including anything overdue', { span: { to: '2027-03-11' } }],
  ])('%s', (text, want) => {
    const intent = parseIntent(text, opts);
    expect(intent).toEqual({ kind: 'list', status: 'pending', ...want });
  });
});
