import { describe, expect, it } from 'vitest';
import { onlyStatusOf, turnAt } from './turn-at';

/*
 * Round 24 (part d): completions, removals, reopens and several tasks at once, said as news or with a reason.
 * Own phrasings of the families batch 24 (and 21) missed (test/fixtures/blind-batch-24.json), said the way a
 * Chicago nurse texts on a Saturday morning, not their sentences.
 */
const turn = turnAt({
  now: '2027-02-13T09:00',
  timeZone: 'America/Chicago',
  tasks: [
    { id: 1, title: 'Buy printer paper', tags: ['errands'] },
    { id: 2, title: "Buy party supplies for Dana's shower", due: '2027-02-13T16:00', tags: ['errands'] },
    { id: 3, title: 'Pick up dry cleaning', due: '2027-02-13T12:00', tags: ['errands'] },
    { id: 4, title: 'Return rental skis', due: '2027-02-12' },
    { id: 5, title: 'Yoga with Marta', due: '2027-02-14T09:00', tags: ['fitness'] },
    { id: 6, title: 'Zelle Omar for concert tickets', due: '2027-02-11' },
    { id: 7, title: 'Move boxes to the garage', due: '2027-02-12', priority: 2 },
    { id: 8, title: 'Bake banana bread for potluck', due: '2027-02-14' },
    { id: 9, title: 'Schedule eye exam', priority: 3 },
    { id: 10, title: 'Submit expense report', due: '2027-02-12', completed: true, completedAt: '2027-02-12T17:00' },
    { id: 11, title: 'Mail rent check', completed: true, completedAt: '2027-02-11T08:00' },
    { id: 12, title: 'Book haircut', completed: true, completedAt: '2027-02-10T19:00' },
    { id: 13, title: 'Visit grandma in the hospital', due: '2027-02-15' },
    { id: 14, title: 'Water the ferns', due: '2027-02-13' },
    { id: 15, title: 'Book flights for the wedding' },
    { id: 16, title: 'Book flights home for spring break' },
    { id: 17, title: 'Pay electric', due: '2027-02-15', tags: ['bills'] },
    { id: 18, title: 'Pay water', due: '2027-02-20', tags: ['bills'] },
    { id: 19, title: 'Sort old bills into a folder' },
    { id: 20, title: 'Renew yoga studio pass', due: '2027-02-28' },
  ],
});

/** Only these tasks ticked off, nothing else written. */
async function expectCompleted(text: string, ids: readonly number[]): Promise<void> {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  expect(
    changed.map((todo) => todo.id).sort((a, b) => a - b),
    text,
  ).toEqual([...ids].sort((a, b) => a - b));
  expect(
    changed.every((todo) => todo.status === 'completed'),
    text,
  ).toBe(true);
}

/** Only these tasks removed, nothing else written. */
async function expectDeleted(text: string, ids: readonly number[]): Promise<void> {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(changed, text).toEqual([]);
  expect(
    [...deleted].sort((a, b) => a - b),
    text,
  ).toEqual([...ids].sort((a, b) => a - b));
}

/** Only this task opened again, nothing else written. */
const expectStatus = onlyStatusOf(turn);
const expectReopened = (text: string, id: number) => expectStatus(text, id, 'pending');

async function expectNothingWritten(text: string): Promise<void> {
  const { created, changed, deleted } = await turn(text);
  expect([...created, ...changed, ...deleted], text).toEqual([]);
}

describe('a removal, then why: the reason is never part of the name', () => {
  it.each([
    ['remove buy printer paper, roommate has plenty', 1],
    ['get rid of buy printer paper, neighbor has some', 1],
    ['scrap the party supplies, going in on a gift card instead', 2],
    ['cancel yoga w marta tomorrow, she is out of town', 5],
    ['delete yoga with marta tmrw, her knee is acting up 🤕', 5],
    ['remove the dry cleaning pickup, wife got it', 3],
    ['delete buy printer paper, dont need it anymore', 1],
    ['cancel yoga w marta tomorrow, feeling rough', 5],
    ['printer paper not needed, neighbor has some', 1],
    ['no party supplies needed anymore, dana cancelled', 2],
  ])('%s', async (text, id) => {
    await expectDeleted(text, [id]);
  });

  it('a day said with a removal picks the task due that day, of two the name finds', async () => {
    await expectDeleted("cancel yoga tmrw, studio's closed", [5]);
  });

  it('"X shopping" names the task that buys X', async () => {
    await expectDeleted('scratch the party supplies shopping, dana cancelled lol', [2]);
  });
});

describe('several tasks at once, with a reason or said as news first', () => {
  it('"did A and B, tick both off": both done', async () => {
    await expectCompleted('did the dry cleaning and the ski return, tick both off', [3, 4]);
  });

  it('"someone is doing A and B, take them off my list": both removed', async () => {
    await expectDeleted("my sister's handling both the party supplies and the dry cleaning, take them off my list", [2, 3]);
  });

  it('"someone took care of A and B, remove them": both removed', async () => {
    await expectDeleted('omar took care of the ferns and the dry cleaning, remove them', [3, 14]);
  });

  it('"A and B aren\'t happening, delete both": both removed', async () => {
    await expectDeleted("the printer paper and the party supplies aren't happening, delete both", [1, 2]);
  });

  it.each([
    ['ditch the printer paper and the ski return', [1, 4]],
    ['take the ferns and the dry cleaning off my list', [3, 14]],
  ])('another verb of removing, two names: %s', async (text, ids) => {
    await expectDeleted(text, ids);
  });

  it.each(['dry cleaning + ski return done', 'done w the ferns and the ski return'])('two names said done at once: %s', async (text) => {
    const ids = text.includes('ferns') ? [4, 14] : [3, 4];
    await expectCompleted(text, ids);
  });

  it('"scratch off A and B": both done', async () => {
    await expectCompleted('scratch off the ferns and the ski return', [4, 14]);
  });

  it('two clauses in the past, one a made-up past tense: both done', async () => {
    await expectCompleted("picked up the dry cleaning and zelle'd omar", [3, 6]);
  });

  it('"both bills": the two tasks tagged bills, not a third with the word in its name', async () => {
    await expectCompleted('mark both bills done', [17, 18]);
  });

  it('one task handled by someone else, "take it off my list"', async () => {
    await expectDeleted('omar is doing the ferns now, take it off the list', [14]);
  });
});

describe('a task said done as news', () => {
  it('a made-up past tense of the task\'s own verb ("zelle\'d")', async () => {
    await expectCompleted("zelle'd omar 🎟️", [6]);
  });

  it.each(['finally made the eye exam appt', 'eye exam appt made at last', 'got the eye exam appt booked finally'])(
    '"made the X appt": the appointment is made: %s',
    async (text) => {
      await expectCompleted(text, [9]);
    },
  );

  it('the things are where the task puts them', async () => {
    await expectCompleted('boxes are in the garage at last', [7]);
    await expectCompleted('boxes r in the garage', [7]);
  });

  it("the task's own verb as a participle, then more news", async () => {
    await expectCompleted('banana bread is baked and wrapped', [8]);
  });

  it.each(['grandma is in the hospital', 'my keys are in the car', 'the flights are booked finally', 'the ferns are wilted'])(
    'news that finishes no one task writes nothing: %s',
    async (text) => {
      await expectNothingWritten(text);
    },
  );
});

describe('a reopen with a reason', () => {
  it.each([
    ['ugh the expense report isnt done, forgot the receipts', 10],
    ['rent check - not done after all, bank returned it', 11],
    ['haircut booking fell through, reopen it', 12],
    ["turns out the expense report wasn't finished", 10],
    ['expense report isnt finished, still need the uber receipts', 10],
    ['the expense report isnt actually done lol', 10],
    ['expense report - still have two receipts to add, reopen', 10],
  ])('%s', async (text, id) => {
    await expectReopened(text, id);
  });
});
