import { describe, expect, it } from 'vitest';
import { parseIntent, parseQuickAdd } from '../../lib/intent';

// Tuesday 10 March 2026, 09:30 in Paris (UTC+1; summer time starts on 29 March).
const now = new Date('2026-03-10T09:30:00+01:00');
const paris = { now, timeZone: 'Europe/Paris' };

describe('titles come out clean', () => {
  it('drops the command words and the list', () => {
    expect(parseIntent('add buy milk to my todo list', paris)).toEqual({ kind: 'create', title: 'Buy milk' });
  });
  it('reads "remind me to ... tomorrow at 5pm" as a task due at 17:00 local time', () => {
    expect(parseIntent('remind me to call mom tomorrow at 5pm', paris)).toEqual({
      kind: 'create',
      title: 'Call mom',
      dueAt: '2026-03-11T17:00:00+01:00',
    });
  });
  it('gives the same wall-clock time with the offset of another zone', () => {
    expect(parseIntent('remind me to call mom tomorrow at 5pm', { now, timeZone: 'America/New_York' })).toMatchObject({
      dueAt: '2026-03-11T17:00:00-04:00',
    });
  });
  it('takes priority and tags out of the title', () => {
    expect(parseIntent('add pay rent tomorrow 9am p1 #home', paris)).toEqual({
      kind: 'create',
      title: 'Pay rent',
      dueAt: '2026-03-11T09:00:00+01:00',
      priority: 1,
      tags: ['home'],
    });
  });
});

describe('dates resolve forward, the way Todoist does', () => {
  const due = (text: string) => parseQuickAdd(text, paris).dueAt;
  it.each([
    ['today', '2026-03-10'],
    ['tomorrow', '2026-03-11'],
    ['tonight', '2026-03-10T20:00:00+01:00'],
    ['friday', '2026-03-13'],
    ['monday', '2026-03-16'],
    ['next friday', '2026-03-20'],
    ['in 3 days', '2026-03-13'],
    ['jan 27', '2027-01-27'],
    ['march 1', '2027-03-01'],
    ['march 20', '2026-03-20'],
    ['5pm', '2026-03-10T17:00:00+01:00'],
    ['8am', '2026-03-11T08:00:00+01:00'],
    ['tomorrow at 3pm', '2026-03-11T15:00:00+01:00'],
    ['end of month', '2026-03-31'],
    ['april 2 at 9am', '2026-04-02T09:00:00+02:00'],
  ])('"pay bills %s" is due %s', (words, expected) => {
    expect(due(`pay bills ${words}`)).toBe(expected);
  });

  it('gives a date without a time when no time was said', () => {
    expect(due('water plants tomorrow')).toBe('2026-03-11');
  });
  it('leaves the due date out when none was said', () => {
    expect(due('water plants')).toBeUndefined();
  });
});

describe('targets', () => {
  it.each([
    ['complete #3', { id: 3 }],
    ['complete task 3', { id: 3 }],
    ['complete the third one', { ordinal: 3 }],
    ['complete the last one', { ordinal: -1 }],
    ['complete the gym task', { query: 'gym' }],
  ])('%s', (text, target) => {
    expect(parseIntent(text, paris)).toEqual({ kind: 'complete', target });
  });
  it('reads a rename with its new title', () => {
    expect(parseIntent('rename #2 to Buy oat milk', paris)).toEqual({ kind: 'update', target: { id: 2 }, changes: { title: 'Buy oat milk' } });
  });
});

describe('never guesses', () => {
  it.each(['call mom', "what's the weather", 'tell me a joke', 'set a reminder', ''])('%j is unknown', (text) => {
    expect(parseIntent(text, paris).kind).toBe('unknown');
  });
  it('refuses to clear the whole list', () => {
    expect(parseIntent('delete everything on my todo list', paris)).toEqual({ kind: 'unknown', reason: 'bulk' });
  });
  it('reads yes and no as answers', () => {
    expect(parseIntent('yes', paris)).toEqual({ kind: 'confirm', answer: true });
    expect(parseIntent('No.', paris)).toEqual({ kind: 'confirm', answer: false });
  });
});

it('is pure: the same text and clock give the same intent', () => {
  expect(parseIntent('add gym friday 6pm #health', paris)).toEqual(parseIntent('add gym friday 6pm #health', paris));
});
