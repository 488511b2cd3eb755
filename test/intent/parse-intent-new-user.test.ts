import { describe, expect, it } from 'vitest';
import { parserAt } from './parser-at';

// Tuesday 10 March 2026, 09:30 in Paris.
const parse = parserAt('2026-03-10T09:30:00+01:00', 'Europe/Paris');

describe('what a new user typed first (issue 13)', () => {
  it('"finish X" with a date, priority or tag plans X; without them it completes X', () => {
    expect(parse('finish report by next monday 5pm urgent #work')).toEqual({
      kind: 'create',
      title: 'Finish report',
      dueAt: '2026-03-16T17:00:00+01:00',
      priority: 1,
      tags: ['work'],
    });
    expect(parse('complete the tax form #admin')).toMatchObject({ kind: 'create', title: 'Complete the tax form', tags: ['admin'] });
    expect(parse('finish the report')).toEqual({ kind: 'complete', target: { query: 'report' } });
    expect(parse('finish #3')).toEqual({ kind: 'complete', target: { id: 3 } });
  });
  it.each([
    ['reopen eggs and milk', { query: 'eggs and milk' }],
    ['mark #3 as not done', { id: 3 }],
    ['put laundry back on my list', { query: 'laundry' }],
    ["the gym one isn't done yet", { query: 'gym' }],
    ['uncheck the second one', { ordinal: 2 }],
  ])('"%s" reopens a task', (text, target) => {
    expect(parse(text)).toEqual({ kind: 'reopen', target });
  });
  it('"laundry is done" still completes', () => {
    expect(parse('laundry is done')).toEqual({ kind: 'complete', target: { query: 'laundry' } });
  });
  it.each(['delete the task', 'remove the item', 'complete the task'])('"%s" names a task but not which: the conversation must say', (text) => {
    expect(parse(text)).toMatchObject({ target: { mentioned: true } });
  });
});
