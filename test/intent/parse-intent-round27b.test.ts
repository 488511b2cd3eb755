import { describe, expect, it } from 'vitest';
import { onlyStatusOf, turnAt } from './turn-at';

/*
 * Round 27 (part b): finding the task when a reason or news trails the request, and single-task edits. Own
 * phrasings of the families batch 26 missed (test/fixtures/blind-batch-26.json), in other trades and words.
 */
const turn = turnAt({
  now: '2027-06-10T21:15',
  timeZone: 'Europe/Lisbon',
  tasks: [
    { id: 1, title: 'Prepare lesson plan for Dana', due: '2027-06-11', tags: ['school'] },
    { id: 2, title: 'Draft budget memo for Omar', due: '2027-06-14', tags: ['work'] },
    { id: 3, title: 'Review overtime report', due: '2027-06-11T09:00', tags: ['work'] },
    { id: 4, title: 'Buy new keyboard', priority: 3, tags: ['work'] },
    { id: 5, title: 'Look for Lisbon apartment', tags: ['move'] },
    { id: 6, title: 'Send payroll file to the accountant', due: '2027-06-10T22:00', priority: 1, tags: ['work'] },
    { id: 7, title: 'Pay gas bill', due: '2027-06-09', tags: ['bills'] },
    { id: 8, title: 'Order flowers for mom', due: '2027-06-12', tags: ['family'] },
    { id: 9, title: 'Night shift handover call', due: '2027-06-10T23:00', tags: ['work'] },
    { id: 10, title: 'Pay water bill', due: '2027-06-20', tags: ['bills'] },
    { id: 11, title: 'Check rota of Ines and Rui', due: '2027-06-11', tags: ['work'] },
    { id: 12, title: 'Pick up cake from Bea', due: '2027-06-11', tags: ['family'] },
    { id: 13, title: 'Walk Pepper', due: '2027-06-10T18:00', tags: ['dog'] },
    { id: 14, title: 'Book groomer for Pepper', tags: ['dog'] },
    { id: 15, title: 'Feed Pepper', due: '2027-06-10T19:00', tags: ['dog'] },
    { id: 16, title: 'Call Lena', tags: ['family'] },
    { id: 17, title: "Call Lena's landlord", tags: ['family'] },
    { id: 18, title: 'Staff huddle', due: '2027-06-11T09:00', tags: ['work'], recurrence: 'FREQ=WEEKLY;BYDAY=FR' },
  ],
});

async function changedTo(text: string): Promise<Array<{ id: number; title: string; due: string | undefined }>> {
  const { created, changed, deleted } = await turn(text);
  expect(created, text).toEqual([]);
  expect(deleted, text).toEqual([]);
  return changed.map((todo) => ({ id: todo.id, title: todo.title, due: todo.dueAt?.slice(0, 16) }));
}

describe("half a task's name, without its verb and its head, with a time it lacks: never moves that task", () => {
  it.each(['lesson w/ dana fri 4pm', 'budget w omar mon 10am', 'lesson with dana tomorrow 7am'])('%s', async (text) => {
    const { changed, deleted } = await turn(text);
    expect(changed, text).toEqual([]);
    expect(deleted, text).toEqual([]);
  });

  it.each([
    ['lesson plan for dana fri 4pm', 1],
    ['budget memo omar mon 10am', 2],
  ])('with its head said it is still that task: %s', async (text, id) => {
    expect((await changedTo(text)).map((row) => row.id)).toEqual([id]);
  });
});

describe("a reason or news after the request is no part of the task's name", () => {
  it.each([
    ['remove the overtime report, finance will take care of it', 3],
    ['delete the keyboard task, the office bought us new ones', 4],
    ['scrap the overtime report, payroll does it now', 3],
  ])('%s', async (text, id) => {
    const { created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
    expect(deleted).toEqual([id]);
  });

  const done = onlyStatusOf(turn);
  it.each([
    ['tick off the lisbon apartment, found one on idealista', 5],
    ['done with the payroll file, emailed it at 9', 6],
    ['mark the gas bill done, paid it at the post office', 7],
  ])('%s', async (text, id) => {
    await done(text, id, 'completed');
  });

  it.each([
    ['gas bill set to friday, will pay it at the bank', 7, '2027-06-11'],
    ['water bill moved to monday, the landlord pays half', 10, '2027-06-14'],
  ])('%s', async (text, id, due) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due?.slice(0, 10)])).toEqual([[id, due]]);
  });

  it('news first, then the change: "the accountant said ok to send the payroll file by 11pm, change it"', async () => {
    expect((await changedTo('the accountant said ok to send the payroll file by 11pm, change it')).map((row) => [row.id, row.due])).toEqual([[6, '2027-06-10T23:00']]);
  });

  it.each([
    ['the cake pickup is saturday now, according to bea', 12, '2027-06-12'],
    ['the cake pickup is saturday now, bea says', 12, '2027-06-12'],
    ['the cake pickup is saturday na daw sabi ni ate bea', 12, '2027-06-12'],
  ])('who said it, last, is no part of the change: %s', async (text, id, due) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due?.slice(0, 10)])).toEqual([[id, due]]);
  });

  it.each([
    ['done na w the payroll file, emailed it 9:30', 6],
    ['tick off the lisbon apartment, booked na via airbnb', 5],
  ])('Taglish "na" beside the news: %s', async (text, id) => {
    await done(text, id, 'completed');
  });

  it('a reason never becomes a title', async () => {
    for (const text of ['remove the overtime report, finance will take care of it', 'gas bill set to friday, will pay it at the bank']) {
      const { created } = await turn(text);
      expect(created, text).toEqual([]);
    }
  });
});

describe('single-task edits', () => {
  it.each(['no date for the water bill anymore, no idea when it is due', 'no due date for the water bill, not sure yet', "no date na for the water bill, dunno when it's due"])(
    'clears the date: %s',
    async (text) => {
      expect((await changedTo(text)).map((row) => [row.id, row.due])).toEqual([[10, undefined]]);
    },
  );

  it.each(['handover call moved to midnight', 'night shift handover call pushed to midnight'])('midnight said in the evening is the coming 00:00: %s', async (text) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due])).toEqual([[9, '2027-06-11T00:00']]);
  });

  it.each([
    ['the flowers are for grandma not mom, pls fix', 'Order flowers for grandma'],
    ['the flowers are actually for grandma, not mom, can you fix it', 'Order flowers for grandma'],
    ['the flowers are for lola pala not mom, pls fix', 'Order flowers for lola'],
  ])('"for A not B" puts A where B was: %s', async (text, title) => {
    expect((await changedTo(text)).map((row) => [row.id, row.title])).toEqual([[8, title]]);
  });

  it.each([
    ['the handover call - rename it to Night shift handover and notes', 9, 'Night shift handover and notes'],
    ['the keyboard task, rename it Buy new keyboard and mouse', 4, 'Buy new keyboard and mouse'],
  ])('"X, rename it <new title>" with nothing between: %s', async (text, id, title) => {
    expect((await changedTo(text)).map((row) => [row.id, row.title])).toEqual([[id, title]]);
  });

  it('"…, rename it <new title>"', async () => {
    expect((await changedTo("the rota check, it's ines rui and tomas now. rename it Check rota of Ines, Rui and Tomas")).map((row) => [row.id, row.title])).toEqual([
      [11, 'Check rota of Ines, Rui and Tomas'],
    ]);
  });
});

describe('news of a thing done finds the task by its own verb', () => {
  const done = onlyStatusOf(turn);
  it.each([
    ['walked pepper already', 13],
    ['fed pepper', 15],
    ['i just walked pepper', 13],
  ])('%s', async (text, id) => {
    await done(text, id, 'completed');
  });

  it('a verb that starts none of the titles is still asked about', async () => {
    const { created, changed, deleted } = await turn('brushed pepper');
    expect([created, changed, deleted]).toEqual([[], [], []]);
  });
});

describe('after one time of a task left out, the words after a comma say why', () => {
  it.each(['no staff huddle this fri, bank holiday for the head office', 'skip the staff huddle this week, half the team away at a conference'])('%s', async (text) => {
    const { created, changed, deleted } = await turn(text);
    expect(created).toEqual([]);
    expect(deleted).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.dueAt?.slice(0, 10)])).toEqual([[18, '2027-06-18']]);
  });
});

describe('a word owning up to a slip, before the correction, is no part of the name', () => {
  it.each([
    ['wait, the gas bill is the 15th not the 9th', 7, '2027-06-15'],
    ['hang on - the water bill is due the 22nd', 10, '2027-06-22'],
    ['my bad: the overtime report is monday', 3, '2027-06-14'],
  ])('%s', async (text, id, due) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due?.slice(0, 10)])).toEqual([[id, due]]);
  });
});

describe('words saying which time of a repeating task, after its new value, are no value', () => {
  it.each([
    ['the staff huddle is saturday this week not friday', 18, '2027-06-12'],
    ['staff huddle should be at 10 this time', 18, '2027-06-11T10:00'],
    ['the water bill is the 25th just this once', 10, '2027-06-25'],
  ])('%s', async (text, id, due) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due?.slice(0, due.length)])).toEqual([[id, due]]);
  });
});

describe("a task's date named as a field of it", () => {
  it.each([
    ['set overtime report due date to june 18', 3, '2027-06-18'],
    ['put a due date of 24/6 on the keyboard task', 4, '2027-06-24'],
    ['give the lisbon apartment a deadline of monday', 5, '2027-06-14'],
    ['change the water bill deadline to the 28th', 10, '2027-06-28'],
  ])('%s', async (text, id, due) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due?.slice(0, 10)])).toEqual([[id, due]]);
  });
});

describe('"make the X H.MM": hours and minutes with a dot are a time', () => {
  it.each([
    ['make the overtime report 10.15', 3, '2027-06-11T10:15'],
    ['make the handover call 11.45', 9, '2027-06-10T23:45'],
  ])('%s', async (text, id, due) => {
    expect((await changedTo(text)).map((row) => [row.id, row.due])).toEqual([[id, due]]);
  });
});
