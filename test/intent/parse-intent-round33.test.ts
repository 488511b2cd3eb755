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
