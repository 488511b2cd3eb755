import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Monday 2027-02-08, 19:00 in London. Phrasings written for issue 20's seventh round (the families of
// blind batch 9's junk writes), not taken from a batch.
const parse = parserAt('2027-02-08T19:00:00Z', 'Europe/London');

describe('"<day>s stuff can go to <day>": a move of several tasks, never a task', () => {
  it('moves the tasks of that day to the new day', () => {
    for (const text of ['tonights things can go to tomorrow', "today's tasks can move to wed", 'all todays stuff should go to thursday']) {
      expect(parse(text), text).toMatchObject({ kind: 'bulk', action: 'reschedule', selection: { filter: { due: 'today' } } });
    }
    expect(parse('tonights things can go to tomorrow')).toMatchObject({ changes: { dueAt: '2027-02-09' } });
  });
});

describe('a filter said bare, with "that\'s"/"that are": a question, never a task', () => {
  it('lists with both filters', () => {
    expect(parse('urgent things that are overdue')).toEqual({ kind: 'list', status: 'pending', due: 'overdue', priority: [1] });
    expect(parse('p1 stuff thats due today')).toEqual({ kind: 'list', status: 'pending', due: 'today', priority: [1] });
  });
});

describe('a goodbye or a greeting with more words is small talk', () => {
  it('replies and writes nothing', () => {
    for (const text of [
      'nite nite xx',
      "right thanks, that's me for the day",
      "okay ta that's me done for today",
      'afternoon!! well, my afternoon at least',
      'evening. well my evening anyway',
    ]) {
      expect(parse(text).kind, text).toBe('chat');
    }
  });
});

describe('a change to a task you have, said with more words, never adds one', () => {
  it('"set a date on X, <day>" moves X', () => {
    expect(parse('set a date on the boiler quote, friday')).toEqual({ kind: 'update', target: { query: 'boiler quote' }, changes: { dueAt: '2027-02-12' } });
    expect(parse('put a time on the vet call for 4pm tomorrow')).toEqual({
      kind: 'update',
      target: { query: 'vet call' },
      changes: { dueAt: '2027-02-09T16:00:00+00:00' },
    });
  });
  it('"make X p1 and tag it Y" changes X twice', () => {
    expect(parse('make the landlord reply urgent and tag it flat')).toEqual({
      kind: 'update',
      target: { query: 'landlord reply' },
      changes: { priority: 1, addTags: ['flat'] },
    });
  });
  it('"sort out the garden things": which of them is asked, nothing added', () => {
    for (const text of ['sort out the garden things', 'deal with my car stuff']) expect(['clarify', 'unknown'], text).toContain(parse(text).kind);
  });
});
