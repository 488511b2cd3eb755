import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Thursday 2026-11-26, 09:00 in New York. Phrasings written for issue 20's third round, not taken from a batch.
const parse = parserAt('2026-11-26T14:00:00Z', 'America/New_York');

describe('confidence: leftover words that state a change never become a new task', () => {
  it('a title keeping "instead", "same time", an arrow or a change verb after a dash is asked about', () => {
    for (const text of ['the haircut friday instead, whatever works', 'vet visit same time as before tomorrow', 'report => next week maybe', 'gym class, push to later']) {
      expect(parse(text).kind, text).not.toBe('create');
    }
  });
  it('a line that opens with a sigh is not a task', () => {
    expect(parse('ugh 3 hours of meetings today').kind).not.toBe('create');
  });
  it('"X can wait till friday" moves X', () => {
    expect(parse('the car wash can wait till monday')).toEqual({ kind: 'update', target: { query: 'car wash' }, changes: { dueAt: '2026-11-30' } });
  });
  it('"X on friday instead, same time" moves X and keeps its time', () => {
    expect(parse('walk the dog on saturday instead, same time')).toMatchObject({ kind: 'update', target: { query: 'walk the dog' }, changes: { dueAt: '2026-11-28' } });
  });
  it('"X reminder 2 hours ahead" sets the reminder offset of X', () => {
    expect(parse('dentist reminder 2 hours ahead please')).toEqual({ kind: 'update', target: { query: 'dentist' }, changes: { remindBefore: 120 } });
  });
  it('"X - skip next week\'s" skips one occurrence of X', () => {
    expect(parse("piano lesson - skip next week's, we're away")).toEqual({ kind: 'skip', target: { query: 'piano lesson' } });
  });
});

describe('"low priority" is p4, the lowest', () => {
  it('in an add, an edit and a question', () => {
    expect(parse('call the landlord friday, low pri')).toMatchObject({ kind: 'create', title: 'Call the landlord', priority: 4 });
    expect(parse('make the garage cleanup low priority')).toMatchObject({ kind: 'update', changes: { priority: 4 } });
    expect(parse('show my low priority tasks')).toMatchObject({ kind: 'list', priority: [4] });
  });
});

describe('questions without a list word', () => {
  it('"which ones don\'t have a deadline" lists the undated tasks', () => {
    expect(parse("which ones don't have a deadline")).toMatchObject({ kind: 'list', due: 'none' });
    expect(parse('what doesnt have a due date?')).toMatchObject({ kind: 'list', due: 'none' });
  });
});
