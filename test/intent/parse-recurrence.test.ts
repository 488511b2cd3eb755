import { describe, expect, it } from 'vitest';
import { parseIntent, parseRecurrence } from '../../lib/intent';

// Tuesday 10 March 2026, 09:30 in Paris.
const now = new Date('2026-03-10T09:30:00+01:00');
const repeat = (text: string, at = now, timeZone = 'Europe/Paris') => {
  const found = parseRecurrence(text, at, timeZone);
  return found && { rrule: found.rrule, dueAt: found.dueAt };
};

describe('parseRecurrence: repeats said in words, as an RRULE and a first occurrence', () => {
  it.each([
    ['every day', 'FREQ=DAILY', '2026-03-10'],
    ['daily at 9', 'FREQ=DAILY', '2026-03-11T09:00:00+01:00'],
    ['daily at 10', 'FREQ=DAILY', '2026-03-10T10:00:00+01:00'],
    ['every morning', 'FREQ=DAILY', '2026-03-11T09:00:00+01:00'],
    ['every evening', 'FREQ=DAILY', '2026-03-10T19:00:00+01:00'],
    ['every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-03-10'],
    ['every monday', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
    ['every monday 8am', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16T08:00:00+01:00'],
    ['every tuesday at 9', 'FREQ=WEEKLY;BYDAY=TU', '2026-03-17T09:00:00+01:00'],
    ['every tuesday at 5pm', 'FREQ=WEEKLY;BYDAY=TU', '2026-03-10T17:00:00+01:00'],
    ['every mon and thu', 'FREQ=WEEKLY;BYDAY=MO,TH', '2026-03-12'],
    ['on mondays and wednesdays', 'FREQ=WEEKLY;BYDAY=MO,WE', '2026-03-11'],
    ['every other friday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-03-13'],
    ['every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2', '2026-03-10'],
    ['every second friday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-03-13'],
    ['every three days', 'FREQ=DAILY;INTERVAL=3', '2026-03-10'],
    ['every week on friday', 'FREQ=WEEKLY;BYDAY=FR', '2026-03-13'],
    ['every month on the 1st', 'FREQ=MONTHLY;BYMONTHDAY=1', '2026-04-01'],
    ['on the 30th of every month', 'FREQ=MONTHLY;BYMONTHDAY=30', '2026-03-30'],
    ['every 15th', 'FREQ=MONTHLY;BYMONTHDAY=15', '2026-03-15'],
    ['every last day of the month', 'FREQ=MONTHLY;BYMONTHDAY=-1', '2026-03-31'],
    ['every 1st monday', 'FREQ=MONTHLY;BYDAY=1MO', '2026-04-06'],
    ['the last friday of every month', 'FREQ=MONTHLY;BYDAY=-1FR', '2026-03-27'],
    ['ev monday', 'FREQ=WEEKLY;BYDAY=MO', '2026-03-16'],
    ['every! 3 days', 'FREQ=DAILY;INTERVAL=3', '2026-03-10'],
    ['monthly', 'FREQ=MONTHLY', '2026-03-10'],
    ['every year', 'FREQ=YEARLY', '2026-03-10'],
    ['every year on june 1', 'FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=1', '2026-06-01'],
    ['every week starting monday', 'FREQ=WEEKLY', '2026-03-16'],
  ])('"%s" → %s, first %s', (text, rrule, dueAt) => {
    expect(repeat(text)).toEqual({ rrule, dueAt });
  });

  it('ends a repeat with "until" (the end of that local day, in UTC) or after "for 5 times"', () => {
    // 31 March is after the switch to summer time in Paris (UTC+2).
    expect(repeat('every day until march 31')).toEqual({ rrule: 'FREQ=DAILY;UNTIL=20260331T215959Z', dueAt: '2026-03-10' });
    expect(repeat('every friday at 6pm for 5 times')).toEqual({ rrule: 'FREQ=WEEKLY;BYDAY=FR;COUNT=5', dueAt: '2026-03-13T18:00:00+01:00' });
    expect(repeat('every day 10 times')).toEqual({ rrule: 'FREQ=DAILY;COUNT=10', dueAt: '2026-03-10' });
  });

  it('gives the first occurrence the offset of its own day across a daylight-saving change', () => {
    const beforeSwitch = new Date('2026-03-27T12:00:00+01:00'); // Friday; Paris moves to UTC+2 on Sunday the 29th
    expect(repeat('every sunday 9am', beforeSwitch)).toEqual({ rrule: 'FREQ=WEEKLY;BYDAY=SU', dueAt: '2026-03-29T09:00:00+02:00' });
    // The same instant is Friday morning in New York, already on summer time (UTC-4).
    expect(repeat('every friday at 9', beforeSwitch, 'America/New_York')).toEqual({ rrule: 'FREQ=WEEKLY;BYDAY=FR', dueAt: '2026-03-27T09:00:00-04:00' });
  });

  it('says nothing when no repeat is said', () => {
    expect(parseRecurrence('call mom tomorrow at 5pm', now, 'Europe/Paris')).toBeUndefined();
    expect(parseRecurrence('every time i see you', now, 'Europe/Paris')).toBeUndefined();
    expect(parseRecurrence('buy everything bagels', now, 'Europe/Paris')).toBeUndefined();
    // An adverb before a noun names the task: "weekly report" is a title, "report weekly" a repeat.
    expect(parseRecurrence('write the weekly report', now, 'Europe/Paris')).toBeUndefined();
    expect(parseRecurrence('read mondays newsletter', now, 'Europe/Paris')).toBeUndefined();
    expect(repeat('send the report weekly')).toEqual({ rrule: 'FREQ=WEEKLY', dueAt: '2026-03-10' });
    expect(repeat('yoga mondays at 7pm')).toEqual({ rrule: 'FREQ=WEEKLY;BYDAY=MO', dueAt: '2026-03-16T19:00:00+01:00' });
  });
});

describe('parseIntent: repeating tasks', () => {
  const paris = { now, timeZone: 'Europe/Paris' };
  it('a new task that repeats keeps its title and starts on its first occurrence', () => {
    expect(parseIntent('water the plants every monday 8am', paris)).toEqual({
      kind: 'create',
      title: 'Water the plants',
      dueAt: '2026-03-16T08:00:00+01:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO',
    });
    expect(parseIntent('remind me to take my pills every morning', paris)).toEqual({
      kind: 'create',
      title: 'Take my pills',
      dueAt: '2026-03-11T09:00:00+01:00',
      recurrence: 'FREQ=DAILY',
    });
    expect(parseIntent('add pay rent on the 1st of every month #home', paris)).toEqual({
      kind: 'create',
      title: 'Pay rent',
      dueAt: '2026-04-01',
      tags: ['home'],
      recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1',
    });
  });
  it('a change can make a task repeat', () => {
    expect(parseIntent('make #3 repeat every other friday at 6pm', paris)).toEqual({
      kind: 'update',
      target: { id: 3 },
      changes: { dueAt: '2026-03-13T18:00:00+01:00', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR' },
    });
    expect(parseIntent('the gym task should repeat every weekday', paris)).toEqual({
      kind: 'update',
      target: { query: 'gym' },
      changes: { dueAt: '2026-03-10', recurrence: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
    });
  });
});
