import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatClock, formatMoment, formatWeekdayDate, sameWallClock, zonePlace } from '@/lib/time/format-time';
import { describeOutcome, withoutIdsAndIso } from '@/lib/tools';
import { describeDue } from '@/lib/todos';

const NOW = new Date('2026-03-10T12:00:00Z');

describe('one way to show time', () => {
  it('writes a time of day as the locale does: 12 hours in en-US, 24 in de-DE', () => {
    const at = new Date('2026-03-10T20:00:00Z');
    expect(formatClock(at, { locale: 'en-US', timeZone: 'UTC' })).toBe('8:00 PM');
    expect(formatClock(at, { locale: 'de-DE', timeZone: 'UTC' })).toBe('20:00');
  });

  it('names days relative to today in the locale’s words', () => {
    expect(formatMoment('2026-03-10T20:00:00Z', NOW, { locale: 'en-US', timeZone: 'UTC' })).toBe('Today 8:00 PM');
    expect(formatMoment('2026-03-09T08:00:00Z', NOW, { locale: 'de-DE', timeZone: 'UTC' })).toBe('Gestern 8:00');
    expect(formatMoment('nonsense', NOW)).toBe('an unknown time');
  });

  it('a due date and its rule agree on the clock', () => {
    expect(describeDue('2026-03-10T20:00:00Z', NOW, 'de-DE', 'UTC').label).toBe('Heute 20:00');
    expect(describeDue('2026-03-10T20:00:00Z', NOW, 'en-US', 'UTC').label).toBe('Today 8:00 PM');
  });

  it('a date in a sentence uses the locale’s clock too: the offline replies’ full dates and a rule’s end', () => {
    const at = new Date('2026-03-11T20:00:00Z');
    expect(formatWeekdayDate(at, true, { locale: 'en-US', timeZone: 'UTC' })).toBe('Wed, Mar 11, 8:00 PM');
    expect(formatWeekdayDate(at, true, { locale: 'de-DE', timeZone: 'UTC' })).toMatch(/20:00/);
    expect(formatWeekdayDate(at, false, { locale: 'en-US', timeZone: 'UTC' })).toBe('Wed, Mar 11');
    expect(formatCalendarDay(new Date(Date.UTC(2027, 2, 31)), 'en-US')).toBe('March 31, 2027');
    expect(formatCalendarDay(new Date(Date.UTC(2027, 2, 31)), 'de-DE')).toBe('31. März 2027');
  });

  it('names a zone by its place, and knows when two zones read the same clock', () => {
    expect(zonePlace('America/New_York')).toBe('New York');
    expect(sameWallClock('Europe/Paris', 'Europe/Berlin', NOW)).toBe(true);
    expect(sameWallClock('Europe/London', 'Europe/Berlin', NOW)).toBe(false);
  });
});

describe('what a person reads of a tool result', () => {
  it('says the change in words, without ids or ISO times', () => {
    const done = describeOutcome(
      'complete_task',
      {
        message: 'Completed task #26: Pay rent. Next occurrence: task #27 due 2026-03-12T20:00:00+00:00',
        task: { id: 26, title: 'Pay rent' },
        next: { id: 27, title: 'Pay rent', dueAt: '2026-03-12T20:00:00+00:00' },
      },
      { now: NOW, locale: 'en-US', timeZone: 'UTC' },
    );
    expect(done).toBe('Completed “Pay rent”; next one due Thu 8:00 PM');
    // An older stored result with only a message still reads without its id.
    expect(withoutIdsAndIso('Deleted task #3: Gym')).toBe('Deleted “Gym”');
    expect(withoutIdsAndIso('Snoozed until 2026-03-11T09:00:00Z', { now: NOW, locale: 'en-US', timeZone: 'UTC' })).toBe('Snoozed until tomorrow 9:00 AM');
  });
});
