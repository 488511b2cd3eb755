import { describe, expect, it } from 'vitest';
import { onlyStatusOf, turnAt } from './turn-at';

/*
 * Round 25 (part d): a task said done in the past tense of its own verb, a repeating task skipped with a reason,
 * a finished task reopened with a reason, and a skip of a task that does not repeat. Own phrasings of the families
 * batch 25 missed (test/fixtures/blind-batch-25.json), said the way a vet nurse in Perth texts after a late shift,
 * not their sentences.
 */
const turn = turnAt({
  now: '2027-06-15T18:40',
  timeZone: 'Australia/Perth',
  tasks: [
    { id: 1, title: 'Defrost chicken thighs', due: '2027-06-15T19:00' },
    { id: 2, title: 'Swap Friday late with Priya on the rota', due: '2027-06-16', priority: 2, tags: ['work'] },
    { id: 3, title: 'Brush Mango', due: '2027-06-14', tags: ['cat'] },
    { id: 4, title: 'Iron work shirts', due: '2027-06-15T21:00' },
    { id: 5, title: 'Pack gym bag', due: '2027-06-16T06:00' },
    { id: 6, title: 'Water the tomatoes', due: '2027-06-15T18:00', recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
    { id: 7, title: 'Walk Pepper', due: '2027-06-15T17:30', tags: ['dog'], recurrence: 'FREQ=DAILY' },
    { id: 8, title: 'Bath Pepper', due: '2027-06-13', tags: ['dog'] },
    { id: 9, title: 'Post birthday card to Nan', tags: ['family'], completed: true, completedAt: '2027-06-14T10:00' },
    { id: 10, title: 'Pay council rates', due: '2027-06-12', tags: ['money'], completed: true, completedAt: '2027-06-12T09:30' },
    { id: 11, title: 'Return library DVDs', completed: true, completedAt: '2027-06-13T16:00' },
    { id: 12, title: 'Pottery class', due: '2027-06-16T18:00' },
    { id: 13, title: 'Put recycling out', due: '2027-06-15T20:00', tags: ['house'], recurrence: 'FREQ=WEEKLY;BYDAY=TU' },
    { id: 14, title: 'Yoga at the hall', due: '2027-06-17T07:00', recurrence: 'FREQ=WEEKLY;BYDAY=TH' },
    { id: 15, title: "Ask the vet about Mango's diet", tags: ['cat'] },
    { id: 16, title: 'Drive Nan to physio', due: '2027-06-17T10:00', tags: ['family'], recurrence: 'FREQ=WEEKLY;BYDAY=TH' },
    { id: 17, title: 'Back up the clinic laptop', due: '2027-07-01', tags: ['work'], recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1' },
    { id: 18, title: 'Call Dr Okafor about the referral', due: '2027-06-16' },
  ],
});

/** Only this task written, with the status it should have now; nothing added or removed. */
const expectOnly = onlyStatusOf(turn);

/** The next occurrence of a repeating task: its due date moved on a week (its wall time kept), still pending, nothing else written. */
async function expectSkipped(text: string, id: number, due: string): Promise<void> {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  expect(
    changed.map((todo) => [todo.id, todo.status, wallTime(todo.dueAt)]),
    text,
  ).toEqual([[id, 'pending', due]]);
}

/** A stored due as Perth's wall time ("2027-06-22T20:00"); a date alone stays a date. */
const wallTime = (dueAt: string | null | undefined) =>
  !dueAt || /^\d{4}-\d{2}-\d{2}$/.test(dueAt) ? dueAt : new Date(new Date(dueAt).getTime() + 8 * 3600_000).toISOString().slice(0, 16);

async function expectNothingWritten(text: string): Promise<string> {
  const { created, changed, deleted, reply } = await turn(text);
  expect(created, text).toEqual([]);
  expect(changed, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  return reply;
}

describe('a task\'s own verb said in the past ("defrosted", "ironed") ticks that task off', () => {
  it.each([
    ['defrosted the chicken', 1],
    ['swapped the friday late', 2],
    ['ironed my shirts', 4],
    ['i packed the gym bag already', 5],
  ])('%s', async (text, id) => {
    await expectOnly(text, id, 'completed');
  });

  it.each([
    ['chicken thighs defrosted, all good', 1],
    ['work shirts ironed', 4],
    ['pepper bathed finally', 8],
  ])('the thing, then its verb as a participle: %s', async (text, id) => {
    await expectOnly(text, id, 'completed');
  });

  it.each(['got a hold of okafor, tick that off', 'finally got through to dr okafor'])('the call done, said as reaching them: %s', async (text) => {
    await expectOnly(text, 18, 'completed');
  });

  it('the thing named by its tag: "the cat" is the one task tagged cat with that verb', async () => {
    await expectOnly('brushed the cat', 3, 'completed');
    // Two tasks are tagged dog: the verb says which.
    await expectOnly('bathed the dog finally', 8, 'completed');
  });

  it('news that names no task writes nothing (asking is fine)', async () => {
    for (const text of ['painted the back fence', 'ironed out the roster with my boss', 'sprained my ankle at netball', 'missed the bus this morning']) {
      await expectNothingWritten(text);
    }
  });

  it('"undated" and "untagged" are words of a list question, never a verb of news', async () => {
    const reply = await expectNothingWritten('undated house stuff');
    expect(reply).not.toMatch(/couldn't find/);
  });

  it('a past verb with a day still ahead is not news of it done', async () => {
    const { changed } = await turn('defrosted chicken for tomorrow night');
    expect(changed.filter((todo) => todo.status === 'completed')).toEqual([]);
  });
});

describe('a repeating task skipped this once, said as news with a reason', () => {
  it.each([
    ['recycling not going out this week, the bin is half empty', 13, '2027-06-22T20:00'],
    ["yoga's not happening this week, physio says rest", 14, '2027-06-24T07:00'],
    ['not doing yoga this week, my knee is sore', 14, '2027-06-24T07:00'],
    ['tomatoes not getting watered today, it poured all arvo', 6, '2027-06-22T18:00'],
    ["my knee's playing up, skip yoga this thursday", 14, '2027-06-24T07:00'],
    ["we're away tonight so skip the recycling", 13, '2027-06-22T20:00'],
    ["no physio ride this thursday, uncle's taking her", 16, '2027-06-24T10:00'],
    ['skip the july backup, did a full one today', 17, '2027-08-01'],
    ['not taking the recycling out tonight, barely anything in it', 13, '2027-06-22T20:00'],
  ])('%s', async (text, id, due) => {
    await expectSkipped(text, id, due);
  });
});

describe('a skip of a task that does not repeat says what can be done instead, and writes nothing', () => {
  it.each(['skip pottery class tomorrow', 'no more pottery tmrw', 'skip #12'])('%s', async (text) => {
    const reply = await expectNothingWritten(text);
    expect(reply, text).toContain('Pottery class');
    expect(reply, text).toMatch(/doesn't repeat/);
    expect(reply, text).toMatch(/delete/i);
    expect(reply, text).toMatch(/move/i);
  });
});

describe('a finished task reopened: said not to have happened after all, with a reason', () => {
  it.each([
    ["whoops didn't actually post nan's card, ran out of stamps", 9],
    ['i never actually posted the card to nan, no stamps', 9],
    ["the rates payment didn't go through, put it back", 10],
    ['council rates bounced, put it back pls', 10],
    ["the DVDs weren't actually returned, undo that", 11],
    ['undo the tick on the library dvds, the slot was shut', 11],
    ['council rates not paid after all, bpay bounced, pls reopen', 10],
    ['the rates payment needs redoing, mark not done', 10],
    ['the bpay got bounced, reopen the council rates one', 10],
    ["nan's card not posted yet, reopen", 9],
    ["nan's card not posted yet pls reopen", 9],
    ["the library dvds didn't go through the chute, put it back on my list", 11],
  ])('%s', async (text, id) => {
    await expectOnly(text, id, 'pending');
  });

  it('"put it back" with a time after it moves a task, it never reopens one', async () => {
    const { changed } = await turn('pottery class, put it back a week');
    expect(changed.filter((todo) => todo.status === 'pending' && todo.id !== 12)).toEqual([]);
  });
});

describe('a removal, then who does it now or what is done instead: one task gone, never a second name', () => {
  async function expectDeleted(text: string, id: number): Promise<void> {
    const { created, changed, deleted } = await turn(text);
    expect(created, text).toEqual([]);
    expect(changed, text).toEqual([]);
    expect(deleted, text).toEqual([id]);
  }

  it.each([
    ['delete bath pepper, groomer doing it', 8],
    ['scrap the gym bag, priya cant do it anyway', 5],
    ['remove the pottery class, doing zoom instead', 12],
    ['get rid of defrost chicken, mum providing dinner', 1],
    ['remove the diet question', 15],
  ])('%s', async (text, id) => {
    await expectDeleted(text, id);
  });
});
