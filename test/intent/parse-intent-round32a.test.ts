import { describe, expect, it } from 'vitest';
import { parseIntent } from '@/lib/intent';
import { expectNothingWritten } from './expect-nothing-written';
import { addsOf, onlyStatusOf, showsExactly, turnAt } from './turn-at';

/*
 * Round 32 (part a): the junk writes of batches 33 and 34 (test/fixtures/blind-batch-33.json, -34.json) and small talk,
 * in other trades and other words, not their sentences. A baker in Cork; now is Tuesday 2029-09-11, 08:15.
 */
const TASKS = [
  { id: 1, title: 'Call the flour supplier about the late order', due: '2029-09-13T10:00' },
  { id: 2, title: 'Book the mixer repair', due: '2029-09-14' },
  { id: 3, title: 'Pay Tomasz', due: '2029-09-14' },
  { id: 4, title: 'Order new piping bags' },
  { id: 5, title: 'Renew the food safety cert', due: '2029-09-20' },
  { id: 6, title: 'Staff rota meeting', due: '2029-09-13T15:00' },
  { id: 7, title: 'Deliver the wedding cake to Ballymaloe', due: '2029-09-15' },
  { id: 8, title: 'Send the café invoices', due: '2029-09-12' },
  { id: 9, title: 'Print the menu boards', completed: true, completedAt: '2029-09-10T16:00' },
  { id: 10, title: 'Order the gluten-free flour', completed: true, completedAt: '2029-09-10T17:30' },
];
const TITLES = TASKS.map((task) => task.title);
const turn = turnAt({ now: '2029-09-11T08:15', timeZone: 'Europe/Dublin', tasks: TASKS });
const showsTitles = showsExactly(turn, TITLES);
/** The tasks shown, each named by the start of its title. */
const shows = (text: string, starts: readonly string[]) =>
  showsTitles(
    text,
    TITLES.filter((title) => starts.some((start) => title.startsWith(start))),
  );
const added = addsOf(turn);
const statusOf = onlyStatusOf(turn);
const chat = (text: string) => parseIntent(text, { now: new Date('2029-09-11T07:15:00Z'), timeZone: 'Europe/Dublin' }).kind;

describe('a question led by its day, set off by a mark, or a day said to look busy', () => {
  it.each([
    ['thursday - what have i got on', ['Call the flour supplier', 'Staff rota meeting']],
    ['thurs, what have i got due', ['Call the flour supplier', 'Staff rota meeting']],
    ['saturday the 15th: what’ve i got', ['Deliver the wedding cake']],
    ['the 15th, anything due?', ['Deliver the wedding cake']],
    ['friday looking busy?', ['Book the mixer repair', 'Pay Tomasz']],
    ['friday lookin packed?', ['Book the mixer repair', 'Pay Tomasz']],
    ['is thursday looking packed', ['Call the flour supplier', 'Staff rota meeting']],
    ['tmrw - anything?', ['Send the café invoices']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });

  it.each(['next week - how busy am i', 'what have i got going on lol', 'how many have i got left'])('a question is never added: %s', async (text) => {
    expectNothingWritten(await turn(text));
  });

  it('a task led by its day is still added (a guard, so before too)', async () => {
    expect(await added('friday - collect the new trays from the wholesaler')).toEqual([['Collect the new trays from the wholesaler', '2029-09-14']]);
  });
});

describe('small talk: praise, an apology, a sigh about oneself', () => {
  it.each([
    "you're a legend today honestly",
    'thanks a million, you saved my bacon',
    "you're too kind mate",
    'sorry for all the messages lol',
    'apologies for the early morning spam',
    'soz about that',
    'i seriously need to get my act together haha',
    'gotta sort my life out',
  ])('%s', async (text) => {
    expect(chat(text)).toBe('chat');
    expectNothingWritten(await turn(text));
  });

  it('a chore to sort out is still a task (a guard, so before too)', async () => {
    expect(await added('i need to sort out the storeroom')).toEqual([['Sort out the storeroom', undefined]]);
  });
});

describe('a message or a call asked of the assistant itself ("can you text …") is never a task written', () => {
  it.each([
    'can you email the landlord the photos of the leak',
    'could u ring the council about the bins',
    'can you phone the bank about the card reader',
    'will you call the electrician about the oven',
  ])('%s', async (text) => {
    const done = await turn(text);
    expectNothingWritten(done);
    expect(done.reply).toContain('add ');
  });

  it.each([
    ['text tomasz about the sunday shift', 'Text tomasz about the sunday shift'],
    ['can you remind me to ring the bank', 'Ring the bank'],
  ])('said as an errand, or for me, it is still added (a guard, so before too): %s', async (text, title) => {
    expect(await added(text)).toEqual([[title, undefined]]);
  });
});

describe('"put the X at <time>": the task named moves, keeping its day when only a time is said', () => {
  it.each([
    ['can you put the rota meeting at 4pm', 6, '2029-09-13T16:00'],
    ['put the flour supplier call for 9am friday', 1, '2029-09-14T09:00'],
    ['could you stick the mixer repair at 11 on monday', 2, '2029-09-17T11:00'],
  ])('%s', async (text, id, due) => {
    const { created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 16)])).toEqual([[id, due]]);
  });

  it('a name the list does not hold is asked about, never added', async () => {
    expectNothingWritten(await turn('put the van insurance at 9am thursday'));
  });
});

describe('a change names its task with confidence, or asks', () => {
  it.each(['move the forklift cert thing to monday', 'reschedule the drone cert thing to friday'])('%s', async (text) => {
    expectNothingWritten(await turn(text));
  });

  it.each([
    ['research new mixers for the shop, not urgent, p3', 'Research new mixers for the shop'],
    ['research a new mixer bowl - no rush, p3', 'Research a new mixer bowl'],
  ])('an errand said with how little it matters is added: %s', async (text, title) => {
    const { created, changed, deleted } = await turn(text);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([]);
    expect(created.map((todo) => [todo.title, todo.priority])).toEqual([[title, 3]]);
  });
});

describe('done said with the period it covers ("for this week")', () => {
  it.each([
    ['paid tomasz already for this week', 3],
    ['paid tomasz for this week', 3],
    ['sent the café invoices for this month already', 8],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'completed');
  });
});

describe('news of done, then a remark on how it went', () => {
  it.each([
    ['mixer repair booked - sound', 2],
    ['food safety cert - done', 5],
    ['tomasz paid up!! lovely', 3],
    ['café invoices ho gaya', 8],
    ['piping bags ordered, wallet crying 😭', 4],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'completed');
  });
});

describe('a reopen with why: what went wrong first, or after a mark', () => {
  it.each([
    ['the menu boards print was corrupt, mark it not done', 9],
    ['the gluten-free flour order got cancelled by the mill so that’s not done', 10],
    ['mark the menu boards as not done, need to redo them', 9],
    ["the gluten-free flour order didn't go thru after all, undo that", 10],
  ])('%s', async (text, id) => {
    await statusOf(text, id, 'pending');
  });
});

describe('a removal with why after a dash or a comma: the why names no task', () => {
  it.each([
    ["delete 'order new piping bags' - the supplier sends them free now", [4]],
    ['remove the mixer repair, deal fell through', [2]],
  ])('%s', async (text, ids) => {
    const { created, changed, deleted } = await turn(text);
    expect([created, changed]).toEqual([[], []]);
    expect(deleted).toEqual(ids);
  });
});

describe('a kept fact asked as a bare question, or let go loosely', () => {
  const read = (text: string) => parseIntent(text, { now: new Date('2029-09-11T07:15:00Z'), timeZone: 'Europe/Dublin' });
  it.each([
    ["what's the cat allergic to?", 'cat allergy'],
    ['is grandad allergic to anything', 'grandad allergy'],
    ['which electrician did we go with for the shop', 'shop electrician'],
    ['what was the paint i picked', 'paint'],
    ['what van model does the landlord have', 'landlord van model'],
    ['walk-in fridge code?', 'walk-in fridge code'],
  ])('%s', async (text, query) => {
    expect(read(text)).toEqual({ kind: 'recall', query });
    expectNothingWritten(await turn(text));
  });

  it.each([
    ["scrap the thing about tomasz's allergy, false alarm", "tomasz's allergy"],
    ['ditch the bit about the old supplier - we switched', 'the old supplier'],
  ])('%s', (text, query) => {
    expect(read(text)).toEqual({ kind: 'forget', memory: { query } });
  });

  it.each(['which tasks did i pick for today', 'fridge code'])('a task question or a bare name is no recall (a guard): %s', (text) => {
    expect(read(text).kind).not.toBe('recall');
  });
});

describe('questions: one task asked by its verb, "what have i on", what was done when', () => {
  const done = turnAt({
    now: '2029-09-11T08:15',
    timeZone: 'Europe/Dublin',
    tasks: [
      ...TASKS,
      { id: 11, title: 'Clean the proofing cabinet', completed: true, completedAt: '2029-09-08T15:00' },
      { id: 12, title: 'Sharpen the bread knives', completed: true, completedAt: '2029-09-09T11:00' },
    ],
  });
  const showsDone = showsExactly(done, [...TITLES, 'Clean the proofing cabinet', 'Sharpen the bread knives']);

  it.each([
    ['is the café invoices sent yet?', ['Send the café invoices']],
    ['is the food safety cert renewed?', ['Renew the food safety cert']],
    ['have we booked the mixer repair', ['Book the mixer repair']],
    ["what've we on tomorrow", ['Send the café invoices']],
  ])('%s', async (text, shown) => {
    await shows(text, shown);
  });

  it.each([
    ['what did we finish over the weekend', ['Clean the proofing cabinet', 'Sharpen the bread knives']],
    ['what was done on sunday', ['Sharpen the bread knives']],
    ['what was finished yesterday', ['Print the menu boards', 'Order the gluten-free flour']],
  ])('%s', async (text, shown) => {
    await showsDone(text, shown);
  });
});

describe('a skip with why said first ("X is prepaid, skip that occurrence")', () => {
  const leased = turnAt({
    now: '2029-09-11T08:15',
    timeZone: 'Europe/Dublin',
    tasks: [{ id: 1, title: 'Oven lease', due: '2029-10-01', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1' }],
  });
  it.each(['october oven lease is prepaid, skip that occurrence', 'the november oven lease is covered, skip that instance'])('%s', async (text) => {
    const { created, changed, deleted } = await leased(text);
    expect([created, deleted]).toEqual([[], []]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[1, '2029-11-01']]);
  });
});
