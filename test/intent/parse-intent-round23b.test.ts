import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';
import { turnAt } from './turn-at';

/*
 * Round 23 (part b): edits of one task, several at once, skips, deletes, memory and small talk.
 * Own phrasings of the families batches 22 and 23 missed (test/fixtures/blind-batch-22.json, -23.json), not their sentences.
 */
const parse = parserAt('2027-08-04T15:00:00Z', 'America/Toronto');
const turn = turnAt({
  now: '2027-08-04T11:00',
  timeZone: 'America/Toronto',
  tasks: [
    { id: 1, title: 'Send invoice to Dupond Freres', due: '2027-08-06', priority: 1, tags: ['work'] },
    { id: 2, title: 'Book the vet', due: '2027-08-09T10:00', tags: ['pets'] },
    { id: 3, title: 'Order printer paper', due: '2027-08-05', tags: ['office'] },
    { id: 4, title: 'Order new toner', tags: ['office'] },
    { id: 5, title: 'Order flowers for Nadia', due: '2027-08-07', tags: ['family'] },
    { id: 6, title: 'Pay the plumber', due: '2027-08-10' },
    { id: 7, title: 'Quote for Bastien renovation', due: '2027-08-12', tags: ['work'] },
    { id: 8, title: 'Yoga class', due: '2027-08-07T09:00', tags: ['yoga'], recurrence: 'FREQ=WEEKLY;BYDAY=SA' },
    { id: 9, title: 'Pay yoga membership', due: '2027-08-10', tags: ['yoga'] },
    { id: 10, title: 'Hang the shelves', due: '2027-08-08', tags: ['home'] },
    { id: 11, title: 'Paint the hallway', due: '2027-08-09', tags: ['home'] },
    { id: 12, title: 'Drop Luc at hockey', due: '2027-08-11T17:00', tags: ['kids'] },
    { id: 13, title: 'Fix the porch light', tags: ['home'] },
    { id: 14, title: 'Renew the parking permit', due: '2027-08-20', priority: 2 },
    { id: 15, title: 'Move $200 to savings', due: '2027-08-15', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=15' },
  ],
});

describe('a name corrected ("it\'s A not B", "make the X thing say Y") renames that task, never adds one', () => {
  it('"fix the name on the invoice task, it\'s Dupont Freres not Dupond Freres": the wrong words swapped', async () => {
    const { created, changed, deleted } = await turn("fix the name on the invoice task, it's Dupont Freres not Dupond Freres");
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[1, 'Send invoice to Dupont Freres']]);
  });

  it('the wrong words in no title: asked, nothing written', async () => {
    const { created, changed, deleted, reply } = await turn("correct the spelling on the vet one - it's Dr Lemieux not Dr Lemay");
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    expect(reply).toMatch(/haven't changed/i);
  });

  it('"make the plumber thing say pay the plumber (deposit)": the whole new name', async () => {
    const { created, changed } = await turn('make the plumber thing say pay the plumber (deposit)');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[6, 'Pay the plumber (deposit)']]);
  });
});

describe('an amount in a task\'s name said anew ("make it $250 instead of $200") is swapped in that name', () => {
  it('the savings one, make it $250 instead of $200', async () => {
    const { created, changed } = await turn('the savings one, make it $250 instead of $200');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.title])).toEqual([[15, 'Move $250 to savings']]);
  });

  it('(kept) an amount no title holds: asked, nothing written', async () => {
    const { created, changed } = await turn('the plumber one - make it $90 instead of $80');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });
});

describe('"both X" / "the two X" act only when exactly two tasks hold the name, else ask', () => {
  it('three orders for "both orders": asked, nothing ticked off', async () => {
    const { created, changed, reply } = await turn('tick off both orders');
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(reply).toMatch(/which/i);
  });

  it('"both the paper and toner orders": two names sharing the noun after them, each one task', async () => {
    const { created, changed } = await turn('done with both the paper and toner orders');
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id).sort()).toEqual([3, 4]);
    expect(changed.every((todo) => todo.status === 'completed')).toBe(true);
  });

  it('(kept) exactly two office orders for "the two office ones": both done', async () => {
    const { changed } = await turn('mark the two office ones done');
    expect(changed.map((todo) => todo.id).sort()).toEqual([3, 4]);
  });
});

describe('"note to self / fyi / btw" and a fact is kept, never a change to a task', () => {
  it.each([
    ['note to self the recycling depot is on rue Saint-Denis', 'the recycling depot is on rue Saint-Denis'],
    ['btw nadia is allergic to lilies', 'nadia is allergic to lilies'],
    ['(kept) fyi: the plumber works weekends', 'the plumber works weekends'],
  ])('%s', (text, kept) => {
    expect(parse(text.replace(/^\(kept\) /, ''))).toEqual({ kind: 'remember', text: kept });
  });

  it('a phone number kept with whose it is ("remember the concierge\'s number 438-555-0199")', () => {
    expect(parse("remember the concierge's number 438-555-0199 (Luc)")).toEqual({ kind: 'remember', text: "the concierge's number 438-555-0199 (Luc)" });
  });

  it('"note to self" on a fact naming a task leaves the task alone', async () => {
    const { created, changed, deleted } = await turn('note to self the plumber is Marco from Laval');
    expect([...created, ...changed, ...deleted]).toEqual([]);
  });
});

describe('a number glued to a unit letter ("86d", "3x", "4m") is no date unless after "in"', () => {
  it.each(['the kitchen 86d the lamb special lol', '(kept) ran the dishwasher 3x today ugh'])('%s: nothing dated', async (text) => {
    const { created, changed } = await turn(text.replace(/^\(kept\) /, ''));
    expect(created.filter((todo) => todo.dueAt && !/2027-08-04/.test(todo.dueAt))).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('(kept) "in 3d" still reads three days', () => {
    expect(parse('add water the ferns in 3d')).toMatchObject({ kind: 'create', title: 'Water the ferns', dueAt: '2027-08-07' });
  });
});

describe('small talk: checking the assistant is there, a filler at the end', () => {
  it.each(['yo u still there?', 'are you around', 'lol ok là', 'haha ok la'])('%s', (text) => {
    expect(parse(text)).toMatchObject({ kind: 'chat' });
  });
});

describe('a task named first, then its new day (and priority) after a dash, a colon, a comma or nothing', () => {
  it.each([
    ['parking permit - make it friday, still p2', 14, { due: '2027-08-06', priority: 2 }],
    ['plumber: doing it at 4pm tomorrow', 6, { due: '2027-08-05T16:00' }],
    ['fix porch light - give it a date, saturday', 13, { due: '2027-08-07' }],
    ['bastien quote, push it to monday 9am after lunch', 7, { due: '2027-08-09T09:00' }],
    ['the hallway paint make it due 8/16', 11, { due: '2027-08-16' }],
    ['porch light - get it done by the 14th', 13, { due: '2027-08-14' }],
  ])('%s', async (text, id, want) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.dueAt?.slice(0, want.due.length)).toBe(want.due);
    if ('priority' in want) expect(changed[0]!.priority).toBe(want.priority);
  });

  it('"the permit can be p3, not that urgent": the priority said, the reason after the comma dropped', async () => {
    const { changed } = await turn('the parking permit can be p3, not that urgent');
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[14, 3]]);
  });

  it('"no date for the shelves, whenever": the date taken off', async () => {
    const { changed } = await turn('no date for the shelves, whenever really');
    expect(changed.map((todo) => [todo.id, todo.dueAt ?? null])).toEqual([[10, null]]);
  });

  it('"put the hallway paint on the 18th": the task moved, never a new one', async () => {
    const { created, changed } = await turn('put the hallway paint on the 18th');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[11, '2027-08-18']]);
  });

  it('"luc\'s hockey drop starts at 6 now": the new time, the task\'s day kept', async () => {
    const { created, changed } = await turn('hockey drop off starts at 6 now');
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([12]);
    expect(changed[0]!.dueAt).toMatch(/^2027-08-11T/);
  });
});

describe('a reason after the request (with a comma, or "it\'s pouring" with none) is no part of the task named', () => {
  it.each([
    ['delete the bastien quote, working from home all next week', 7],
    ['get rid of the vet booking, sis went already', 2],
    ['delete drop luc at hockey wed, his mom has it', 12],
  ])('%s', async (text, id) => {
    const { created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([id]);
  });

  it.each(['skip yoga this saturday, rained out', "skip yoga this saturday it's pouring"])('%s: the repeating one skipped', async (text) => {
    const { created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([8]);
  });
});

describe('several at once, said as a statement or after chatter', () => {
  it('"all the home stuff is p2 now": every home task p2', async () => {
    const { changed } = await turn('all the home stuff is p2 now');
    expect(changed.map((todo) => todo.id).sort((a, b) => a - b)).toEqual([10, 11, 13]);
    expect(changed.every((todo) => todo.priority === 2)).toBe(true);
  });

  it('"move all the no-date stuff to friday": the tasks with no date, "no-date" is no tag', async () => {
    const { changed } = await turn('move all the no-date stuff to friday');
    expect(changed.map((todo) => todo.id).sort((a, b) => a - b)).toEqual([4, 13]);
  });

  it('"season\'s over lol delete all the yoga stuff": the request after the laugh', async () => {
    const { created, deleted } = await turn("season's over lol delete all the yoga stuff");
    expect(created).toEqual([]);
    expect(deleted.sort((a, b) => a - b)).toEqual([8, 9]);
  });
});
