import { describe, expect, it } from 'vitest';
import { turnAt } from './turn-at';

/*
 * Issue 20, round 20: everyday adds read right, and no junk field. Own phrasings of the families
 * batch 19 missed (test/fixtures/blind-batch-19.json), not its sentences.
 */
const turn = turnAt({
  now: '2027-03-10T09:00',
  timeZone: 'Pacific/Auckland',
  tasks: [{ id: 1, title: 'Pay the water rates', due: null }],
});
const added = async (text: string) => {
  const { created, changed } = await turn(text);
  expect(changed).toEqual([]);
  expect(created).toHaveLength(1);
  const [todo] = created;
  return { title: todo!.title, dueAt: todo!.dueAt ?? null, tags: todo!.tags ?? [], priority: todo!.priority };
};

describe('a number before a street word is an address, never an hour or a day', () => {
  it.each([
    ['fix the fence at 22 totara rd friday 3pm', 'Fix the fence at 22 totara rd', '2027-03-12T15:00'],
    ['quote for the deck at 7 beach road tomorrow at 9', 'Quote for the deck at 7 beach road', '2027-03-11T09:00'],
    ['take the spare keys to 16 queen st on monday', 'Take the spare keys to 16 queen st', '2027-03-15'],
    ['measure up the bathroom at 41b rimu street thurs 11am', 'Measure up the bathroom at 41b rimu street', '2027-03-11T11:00'],
    ['inspect the roof at 3 kowhai ave tmrw', 'Inspect the roof at 3 kowhai ave', '2027-03-11'],
    ['pick up the trailer from 9 harbour view drive sat 8am', 'Pick up the trailer from 9 harbour view drive', '2027-03-13T08:00'],
    ['clean the gutters at 12 ash lane', 'Clean the gutters at 12 ash lane', null],
    ['fix the tap at unit 3/14 kauri rd fri', 'Fix the tap at unit 3/14 kauri rd', '2027-03-12'],
  ])('%s', async (text, title, day) => {
    const { title: got, dueAt } = await added(text);
    expect(got).toBe(title);
    if (day === null) expect(dueAt).toBeNull();
    else expect(dueAt).toContain(day);
  });

  it.each([
    ['physio appt tomorrow at 3 with dr patel', '2027-03-11T15:00'],
    ['pick up mia at 3 from st marys', '2027-03-10T15:00'],
    ['buy 2 road cones friday', '2027-03-12'],
  ])('an hour or a count before a doctor, a saint or a road word is kept: %s', async (text, day) => {
    const { dueAt } = await added(text);
    expect(dueAt).toContain(day);
  });
});
