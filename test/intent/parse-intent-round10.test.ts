import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Monday 2027-05-03, 11:00 in Denver. Phrasings written for issue 20's tenth round (the families of
// blind batch 11's wrong writes), not taken from a batch.
const parse = parserAt('2027-05-03T17:00:00Z', 'America/Denver');

describe('"reminder for X <offset> before" sets X\'s reminder, never adds a task named X', () => {
  it('reads the task first, then the offset', () => {
    expect(parse('reminder for the vet appointment 3 hrs before')).toMatchObject({ kind: 'update', changes: { remindBefore: 180 } });
    expect(parse('reminder for the piano recital 30 min b4')).toMatchObject({ kind: 'update', changes: { remindBefore: 30 } });
    expect(parse('a reminder for the book club 1 day b4 please')).toMatchObject({ kind: 'update', changes: { remindBefore: 1440 } });
  });
  it('reads the offset first, then the task', () => {
    expect(parse('reminder 2 hrs before the school play pls')).toMatchObject({ kind: 'update', changes: { remindBefore: 120 } });
    expect(parse('reminder 15 min b4 the team call')).toMatchObject({ kind: 'update', changes: { remindBefore: 15 } });
  });
  it('never adds a task whose title is the reminder request', () => {
    for (const text of ["reminder for mia's checkup 2 hrs b4", 'reminder 1 hr before the garage sale pls']) {
      expect(parse(text)).not.toMatchObject({ kind: 'create' });
    }
  });
  it('still adds "reminder to X" as a task', () => {
    expect(parse('reminder to water the ferns tomorrow')).toMatchObject({ kind: 'create', title: 'Water the ferns' });
  });
});

describe('texting "w/" in tags and done', () => {
  it('tags with the word after "w/"', () => {
    expect(parse('tag the garden jobs and the grocery run w/ weekend')).toMatchObject({ changes: { addTags: ['weekend'] } });
    expect(parse("i'm away thursday, tag the reports w/ cover")).toMatchObject({ changes: { addTags: ['cover'] } });
  });
  it('never tags with a word taken from the names', () => {
    const got = parse("i'm away thursday, tag the reports and the labs w/ cover");
    expect(JSON.stringify(got)).not.toMatch(/"addTags":\["(?!cover)/);
  });
});

describe('a number and unit that replaces part of a title renames that part or asks', () => {
  it('keeps the rest of the title', () => {
    const got = parse('change the 5 km tempo run to 8 km');
    if (got.kind === 'update') expect(got.changes.title).not.toBe('8 km');
    else expect(got.kind).toBe('clarify');
  });
  it('never renames to the new amount alone', () => {
    for (const text of ['change the 20 minute stretch to 30 minutes', 'change the 3 mile walk to 4 miles']) {
      const got = parse(text);
      expect(got.kind === 'update' ? got.changes.title : undefined).not.toMatch(/^\d+ \w+$/);
    }
  });
});

describe('texting forms and reasons set off by a dash', () => {
  it('reads "in 3 wks" and "by COB tmrw"', () => {
    expect(parse('in 3 wks renew the parking permit')).toMatchObject({ kind: 'create', title: 'Renew the parking permit', dueAt: '2027-05-24' });
    expect(parse('send the inspection report by COB tmrw')).toMatchObject({ kind: 'create', title: 'Send the inspection report', dueAt: '2027-05-04' });
  });
  it('"take the priority off X" clears its priority (p4)', () => {
    expect(parse('take the priority off the water bill')).toMatchObject({ kind: 'update', target: { query: 'water bill' }, changes: { priority: 4 } });
    expect(parse('remove the priority from all the garden stuff')).toMatchObject({ kind: 'bulk', action: 'priority', changes: { priority: 4 } });
  });
  it('reads a reason after " - " in a delete', () => {
    expect(parse('delete clean the gutters - hired a guy for it')).toMatchObject({ kind: 'delete', target: { query: 'clean the gutters' } });
    expect(parse('remove the paint order - found some in the garage')).toMatchObject({ kind: 'delete', target: { query: 'paint order' } });
  });
  it('keeps a dash in a plain add', () => {
    expect(parse('add buy milk - 2 litres')).toMatchObject({ kind: 'create', title: 'Buy milk - 2 litres' });
  });
});

describe('a topic of two words before "stuff"', () => {
  it('asks the list for the words, which also find a tag written as one word', () => {
    expect(parse('what home office stuff do i still have open')).toMatchObject({ kind: 'list', status: 'pending', query: 'home office' });
    expect(parse('what garden things do i have left')).toMatchObject({ kind: 'list', status: 'pending', query: 'garden' });
  });
});

describe('texting "u" for "you"', () => {
  it('answers small talk said with "u"', () => {
    expect(parse('how are u today')).toMatchObject({ kind: 'chat' });
    expect(parse('thank u so much')).toMatchObject({ kind: 'chat' });
  });
  it('keeps "u" inside a title', () => {
    expect(parse('buy a u-bolt for the trailer')).toMatchObject({ kind: 'create', title: 'Buy a u-bolt for the trailer' });
  });
});
