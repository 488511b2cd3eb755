import { describe, expect, it } from 'vitest';
import { addsOf, turnAt } from './turn-at';

/*
 * Round 33 (begun): the wrong writes of blind batch 35 (test/fixtures/blind-batch-35.json), scored once before this,
 * in other words and trades. Now is Tuesday 2029-09-04, 14:10, in Wellington.
 */
const turn = turnAt({
  now: '2029-09-04T14:10',
  timeZone: 'Pacific/Auckland',
  tasks: [
    { id: 1, title: 'Buy firewood for the woodburner', due: '2029-09-06', tags: ['groceries', 'house'] },
    { id: 2, title: 'Ferry to Picton', due: '2029-09-08T09:30' },
    { id: 3, title: 'Renew the fishing licence', due: '2029-09-20' },
    { id: 4, title: 'Quarterly GST return', due: '2029-09-28', tags: ['work'] },
  ],
});
const added = addsOf(turn);

describe('a tag the task is not, then "remove that tag": the tag comes off, the task stays', () => {
  it.each([
    ["the firewood one isn't really groceries, remove that tag", 1, ['house']],
    // Read so before too (a guard): the tag word followed by "stuff".
    ['gst return is not work stuff - drop the tag', 4, []],
  ])('%s', async (text, id, tags) => {
    const { created, changed, deleted } = await turn(text);
    expect(deleted).toEqual([]);
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.tags])).toEqual([[id, tags]]);
  });
});

describe('"add an X tag to Y" tags the task it names, never adds one', () => {
  it.each([
    ['add an outdoors tag to the fishing licence', 3, 'outdoors'],
    ['put an admin tag on the gst return', 4, 'admin'],
  ])('%s', async (text, id, tag) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.id)).toEqual([id]);
    expect(changed[0]!.tags).toContain(tag);
  });
});

describe('a length of time with a half in it is read as minutes', () => {
  it('"remind me about the ferry an hour and a half before" sets the reminder, 90 minutes', async () => {
    const { created, changed } = await turn('remind me about the ferry an hour and a half before');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.remindBefore])).toEqual([[2, 90]]);
  });

  it.each([
    ['ring the accountant in two and a half hours', 'Ring the accountant', '2029-09-04T16:40'],
    // Read so before too (a guard): the date reader knows "1.5 hours".
    ['defrost the freezer in 1.5 hours', 'Defrost the freezer', '2029-09-04T15:40'],
  ])('%s', async (text, title, due) => {
    expect(await added(text)).toEqual([[title, due]]);
  });

  it('a half in a name stays (a guard)', async () => {
    expect(await added('buy a half dozen eggs tomorrow')).toEqual([['Buy a half dozen eggs', '2029-09-05']]);
  });
});

/*
 * Blind batch 36's wrong writes that are questions or a goodnight, in other words. Now is Sunday 2029-09-09, 06:30,
 * in Chicago.
 */
const sunday = turnAt({
  now: '2029-09-09T06:30',
  timeZone: 'America/Chicago',
  tasks: [
    { id: 1, title: 'Refill the pill organiser', due: '2029-09-10' },
    { id: 2, title: 'Oil change', due: '2029-09-12T17:00' },
    { id: 3, title: 'Pay the credit union loan', due: '2029-09-05' },
    { id: 4, title: 'Softball practice', due: '2029-09-09T18:00' },
    { id: 5, title: 'Study pharmacology chapter 9', due: '2029-09-11' },
  ],
});

describe('two days joined by "+" (or "or"), then the question: the tasks of either day', () => {
  it.each([
    ["mon + wed, what's on", [1, 2]],
    ['tues or wed - anything?', [2, 5]],
    ["what's on mon + tue", [1, 5]],
  ])('%s', async (text, ids) => {
    const result = await sunday(text);
    expect(result.created).toEqual([]);
    expect(result.changed).toEqual([]);
    for (const id of ids) expect(result.reply).toContain(['', 'Refill the pill organiser', 'Oil change', '', '', 'Study pharmacology chapter 9'][id]!);
    expect(result.reply).not.toContain('Softball practice');
  });

  it('"today + overdue together": today\'s and the overdue, nothing written', async () => {
    const result = await sunday('today + overdue together');
    expect(result.created).toEqual([]);
    expect(result.reply).toContain('Pay the credit union loan');
    expect(result.reply).toContain('Softball practice');
    expect(result.reply).not.toContain('Oil change');
  });
});

describe('a goodnight said as going to bed is a goodbye, never a task', () => {
  it.each(['night, heading to bed', 'ok off to bed now', "right, i'm going to sleep"])('%s', async (text) => {
    const result = await sunday(text);
    expect(result.created).toEqual([]);
    expect(result.reply).toMatch(/here when you need me/);
  });

  it('a bedtime to keep is a task (a guard)', async () => {
    expect(await addsOf(sunday)('go to bed by 10 tonight')).toEqual([['Go to bed', '2029-09-09T22:00']]);
  });
});

describe('a booking or an order asked of the assistant itself is answered, never added', () => {
  it.each(['could you book us a table at the noodle bar sat 7pm', 'can u get me an appointment with the physio next week', 'order cat litter on amazon for me, size large'])(
    '%s',
    async (text) => {
      const result = await sunday(text);
      expect(result.created).toEqual([]);
      expect(result.reply).toMatch(/can't do that/);
    },
  );

  it('the same booking as a note to self is a task (a guard)', async () => {
    expect(await addsOf(sunday)('book a table at the noodle bar sat 7pm')).toEqual([['Book a table at the noodle bar', '2029-09-15T19:00']]);
  });
});
