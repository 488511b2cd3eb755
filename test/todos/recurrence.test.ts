import { describe, expect, it } from 'vitest';
import { describeRecurrence, firstOccurrence, nextOccurrence, normalizeRule } from '@/lib/todos/recurrence';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';

describe('nextOccurrence: the occurrence after the current one, on the wall clock of the task’s zone', () => {
  it('every Monday at 8:00 in Paris goes to the next Monday at 8:00', () => {
    // Monday 2026-03-09 08:00 in Paris (UTC+1).
    const next = nextOccurrence({ dueAt: '2026-03-09T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: PARIS }, new Date('2026-03-09T07:30:00Z'));
    expect(next).toEqual({ dueAt: '2026-03-16T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO' });
  });

  it('stays at 8:00 local across the spring daylight-saving change (Paris, 29 March 2026)', () => {
    const next = nextOccurrence({ dueAt: '2026-03-23T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: PARIS }, new Date('2026-03-23T06:00:00Z'));
    expect(next?.dueAt).toBe('2026-03-30T08:00:00+02:00');
    expect(new Date(next?.dueAt ?? '').toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });

  it('stays at 9:00 local across the autumn change in New York (1 November 2026)', () => {
    const next = nextOccurrence({ dueAt: '2026-10-31T09:00:00-04:00', recurrence: 'FREQ=DAILY', timeZone: NEW_YORK }, new Date('2026-10-31T12:00:00Z'));
    expect(next?.dueAt).toBe('2026-11-01T09:00:00-05:00');
  });

  it('reads the wall clock in the task’s zone, not UTC: 00:30 Monday in Tokyo is Sunday in UTC', () => {
    const next = nextOccurrence({ dueAt: '2026-03-09T00:30:00+09:00', recurrence: 'FREQ=WEEKLY;BYDAY=MO', timeZone: 'Asia/Tokyo' }, new Date('2026-03-08T15:00:00Z'));
    expect(next?.dueAt).toBe('2026-03-16T00:30:00+09:00');
  });

  it('a date without a time stays a date: the 1st of every month', () => {
    const next = nextOccurrence({ dueAt: '2026-01-01', recurrence: 'FREQ=MONTHLY;BYMONTHDAY=1', timeZone: PARIS }, new Date('2026-01-01T10:00:00Z'));
    expect(next?.dueAt).toBe('2026-02-01');
  });

  it('every other Friday skips a week', () => {
    const next = nextOccurrence({ dueAt: '2026-03-13T17:00:00+01:00', recurrence: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', timeZone: PARIS }, new Date('2026-03-13T10:00:00Z'));
    expect(next?.dueAt).toBe('2026-03-27T17:00:00+01:00');
  });

  it('an overdue task completed late goes to the first occurrence after now, counting the missed ones against COUNT', () => {
    const next = nextOccurrence({ dueAt: '2026-03-02T09:00:00+01:00', recurrence: 'FREQ=DAILY;COUNT=10', timeZone: PARIS }, new Date('2026-03-05T12:00:00Z'));
    expect(next).toEqual({ dueAt: '2026-03-06T09:00:00+01:00', recurrence: 'FREQ=DAILY;COUNT=6' });
  });

  it('ends with the rule: the last of COUNT, or past UNTIL', () => {
    expect(nextOccurrence({ dueAt: '2026-03-09T08:00:00+01:00', recurrence: 'FREQ=DAILY;COUNT=1', timeZone: PARIS }, new Date('2026-03-09T07:00:00Z'))).toBeUndefined();
    expect(
      nextOccurrence({ dueAt: '2026-03-09T08:00:00+01:00', recurrence: 'FREQ=WEEKLY;UNTIL=20260315T000000Z', timeZone: PARIS }, new Date('2026-03-09T07:00:00Z')),
    ).toBeUndefined();
  });
});

describe('firstOccurrence: a repeating task created without a due date', () => {
  it('every Monday at 8 starts on the coming Monday at 8:00', () => {
    // Tuesday 10 March 2026.
    expect(firstOccurrence('FREQ=WEEKLY;BYDAY=MO;BYHOUR=8', PARIS, new Date('2026-03-10T09:30:00Z'))).toBe('2026-03-16T08:00:00+01:00');
  });
  it('every day without a time starts today, as a date', () => {
    expect(firstOccurrence('FREQ=DAILY', PARIS, new Date('2026-03-10T09:30:00Z'))).toBe('2026-03-10');
  });
});

describe('normalizeRule and describeRecurrence', () => {
  it('refuses what is not a rule, and a rule with DTSTART', () => {
    expect(normalizeRule('every monday')).toBeUndefined();
    expect(normalizeRule('DTSTART:20260101T000000Z\nRRULE:FREQ=DAILY')).toBeUndefined();
    expect(normalizeRule('FREQ=WEEKLY;BYDAY=MO')).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('reads a rule written in lower case (RFC 5545 names are case-insensitive) and refuses an unknown day', () => {
    expect(normalizeRule('freq=daily;byday=mo')).toBe('FREQ=DAILY;BYDAY=MO');
    expect(normalizeRule('rrule:Freq=Weekly;Interval=2;ByDay=fr')).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=FR');
    expect(normalizeRule('FREQ=WEEKLY;BYDAY=XX')).toBeUndefined();
  });

  it.each([
    ['FREQ=WEEKLY;BYDAY=MO', '2026-03-09T09:00:00+01:00', 'every Monday at 9:00 AM'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-03-09T08:30:00+01:00', 'every weekday at 8:30 AM'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=FR', '2026-03-13', 'every other Friday'],
    ['FREQ=DAILY', '2026-03-10T21:05:00+01:00', 'every day at 9:05 PM'],
    ['FREQ=WEEKLY;INTERVAL=2', '2026-03-10', 'every other week'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', '2026-04-01', 'every month on the 1st'],
    ['FREQ=YEARLY', '2026-04-01', 'every year'],
    ['FREQ=DAILY;COUNT=5', '2026-04-01', 'every day, 4 more times'],
    ['FREQ=WEEKLY;BYDAY=MO;UNTIL=20270331T000000Z', '2026-04-06', 'every Monday until March 31, 2027'],
  ])('%s reads “%s”', (rule, dueAt, words) => {
    expect(describeRecurrence(rule, dueAt, PARIS, { locale: 'en-US', timeZone: PARIS })).toBe(words);
  });

  it("uses the locale's clock, and names the rule's zone when the reader's clock reads another time", () => {
    expect(describeRecurrence('FREQ=DAILY', '2026-03-10T21:05:00+01:00', PARIS, { locale: 'de-DE', timeZone: PARIS })).toBe('every day at 21:05');
    // 8:00 in Berlin is 7:00 in London: the rule says whose 8:00 it is.
    expect(describeRecurrence('FREQ=DAILY', '2026-11-27T08:00:00+01:00', 'Europe/Berlin', { locale: 'en-US', timeZone: 'Europe/London' })).toBe('every day at 8:00 AM (Berlin)');
    // Paris and Berlin read the same clock: nothing to name.
    expect(describeRecurrence('FREQ=DAILY', '2026-11-27T08:00:00+01:00', 'Europe/Berlin', { locale: 'en-US', timeZone: PARIS })).toBe('every day at 8:00 AM');
  });
});
