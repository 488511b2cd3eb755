import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Monday 2027-03-01, 10:00 in Manchester. Phrasings written for issue 20's fourteenth round (changes to one
// task, however they are wrapped), not taken from a batch or from the generator's parts.
const parse = parserAt('2027-03-01T10:00:00Z', 'Europe/London');

describe('a change with a thanks in short or an emoji after it', () => {
  it('is the change, never a new task holding the emoji', () => {
    expect(parse('mark the gas bill as p2 🙏🏽')).toEqual({ kind: 'update', target: { query: 'gas bill' }, changes: { priority: 2 } });
    expect(parse('set the gutters to urgent cheers')).toEqual({ kind: 'update', target: { query: 'gutters' }, changes: { priority: 1 } });
    expect(parse('change the choir one to p3 👌')).toMatchObject({ kind: 'update', changes: { priority: 3 } });
  });
});

describe('a change after "hmm", "oh and" or "quick one -"', () => {
  it('is the change', () => {
    expect(parse('quick one - make the gas bill high priority')).toEqual({ kind: 'update', target: { query: 'gas bill' }, changes: { priority: 1 } });
    expect(parse('oh and bump the gutters to p2')).toMatchObject({ kind: 'update', target: { query: 'gutters' }, changes: { priority: 2 } });
  });
});

describe('a reason after "bc", "cos" or "since", no comma before it', () => {
  it('is no part of the change', () => {
    expect(parse('set the gutters to low priority bc the ladder is broken')).toEqual({ kind: 'update', target: { query: 'gutters' }, changes: { priority: 4 } });
    expect(parse('make the choir one p1 cos the concert is close')).toMatchObject({ kind: 'update', changes: { priority: 1 } });
    expect(parse('move the gas bill to wednesday since payday is tuesday')).toMatchObject({ kind: 'update', target: { query: 'gas bill' }, changes: { dueAt: '2027-03-03' } });
  });
});

describe('a task named first, a colon or a dash, then a tag with its "#" or the date taken away', () => {
  it('changes that task', () => {
    expect(parse('the gutters: add #diy')).toEqual({ kind: 'update', target: { query: 'gutters' }, changes: { addTags: ['diy'] } });
    expect(parse('choir practice - remove #music')).toEqual({ kind: 'update', target: { query: 'choir practice' }, changes: { removeTags: ['music'] } });
    expect(parse('renew the tv licence: no due date')).toEqual({ kind: 'update', target: { query: 'renew the tv licence' }, changes: { dueAt: null } });
  });
  it('still reads a name that starts with a verb and a priority as a task to add', () => {
    expect(parse('renew the tv licence - top priority')).toMatchObject({ kind: 'create', priority: 1 });
  });
});

describe('a move with no day read left in what would be a title', () => {
  it('is asked about, never added', () => {
    for (const text of [
      'the gas bill - back a fortnight',
      'the school run back 1 week',
      'the gutters - remind me beforehand',
      'choir practice needs to go back a day',
      'choir practice back two days',
    ]) {
      expect(parse(text).kind, text).not.toBe('create');
    }
  });
});

describe('a new time said as "midday"', () => {
  it("keeps the task's own day", () => {
    expect(parse('move the gas bill to midday')).toMatchObject({ kind: 'update', target: { query: 'gas bill' }, keepDay: true });
  });
});
