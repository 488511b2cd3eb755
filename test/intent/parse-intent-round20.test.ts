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

describe('"tag <word>" at the end of an add, before a priority, is a tag', () => {
  it.each([
    ['add invoice the smiths for the hot water cylinder tag billing p1', 'Invoice the smiths for the hot water cylinder', 'billing', 1],
    ['order more copper fittings tag stock high priority', 'Order more copper fittings', 'stock', 1],
    ['renew the van rego tag admin p3', 'Renew the van rego', 'admin', 3],
  ])('%s', async (text, title, tag, priority) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.tags).toEqual([tag]);
    expect(todo.priority).toBe(priority);
  });
});

describe('", low" or ", not important" after an add is its priority, not part of its title or a change', () => {
  it.each([
    ['sweep out the garage, low', 'Sweep out the garage'],
    ['fix the squeaky hinge on the shed, low.', 'Fix the squeaky hinge on the shed'],
    ['phone the council about the bins, not important', 'Phone the council about the bins'],
    ['email the supplier re the missing invoice - not urgent', 'Email the supplier re the missing invoice'],
  ])('%s', async (text, title) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.priority).toBe(4);
  });

  it('a task of that name is still lowered, not added', async () => {
    const { created, changed } = await turn('pay the water rates, not important');
    expect(created).toEqual([]);
    expect(changed.map((todo) => [todo.id, todo.priority])).toEqual([[1, 4]]);
  });
});

describe('a 24-hour time first, then a day, is the time', () => {
  it.each([
    ['0930 tomorrow quote for the bathroom reno', 'Quote for the bathroom reno', '2027-03-11T09:30'],
    ['1415 friday pick up the new hot water cylinder', 'Pick up the new hot water cylinder', '2027-03-12T14:15'],
    ['add 1600 tmrw site visit at the school', 'Site visit at the school', '2027-03-11T16:00'],
  ])('%s', async (text, title, due) => {
    const todo = await added(text);
    expect(todo.title).toBe(title);
    expect(todo.dueAt).toContain(due);
  });
});

describe('"name: day" with a please, an emoji or a reason after it, naming no task, is asked about', () => {
  it.each(['the boiler man: friday pls', 'gym induction: tomorrow 👍', 'the zoom one: mon at 3 bc school run', 'van service - thurs at 9 thanks'])('%s', async (text) => {
    const { created, changed } = await turn(text);
    expect(created).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('a task of that name still gets the day', async () => {
    const { created, changed } = await turn('water rates: friday pls');
    expect(created).toEqual([]);
    expect(changed.map((todo) => todo.dueAt?.slice(0, 10))).toEqual(['2027-03-12']);
  });
});
