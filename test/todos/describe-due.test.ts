import { describe, expect, it } from 'vitest';
import { describeDue, dueWords } from '@/lib/todos';

// Tuesday 10 March 2026, 09:30 local time.
const NOW = new Date(2026, 2, 10, 9, 30);
const label = (dueAt: string) => describeDue(dueAt, NOW, 'en-US').label;

describe('describeDue', () => {
  it('names near days in words and others by date', () => {
    expect(label('2026-03-10')).toBe('Today');
    expect(label('2026-03-11')).toBe('Tomorrow');
    expect(label('2026-03-09')).toBe('Yesterday');
    expect(label('2026-03-13')).toBe('Fri');
    expect(label('2026-03-20')).toBe('Mar 20');
    expect(label('2027-01-05')).toBe('Jan 5, 2027');
  });

  it('adds the time when there is one', () => {
    expect(label('2026-03-11T14:00')).toMatch(/^Tomorrow 2:00\sPM$/);
  });

  it('marks late tasks overdue, but not a date-only task due today', () => {
    expect(describeDue('2026-03-10', NOW).overdue).toBe(false);
    expect(describeDue('2026-03-10T08:00', NOW).overdue).toBe(true);
    expect(describeDue('2026-03-09', NOW).overdue).toBe(true);
    expect(describeDue('2026-03-11', NOW).overdue).toBe(false);
  });
});

describe('the same words in a sentence', () => {
  it('lowercases the relative day and says when a task is late', () => {
    expect(describeDue('2026-03-11T14:00', NOW, 'en-US').phrase).toMatch(/^tomorrow 2:00\sPM$/);
    expect(dueWords('2026-03-10', NOW, 'en-US')).toBe('due today');
    expect(dueWords('2026-03-13', NOW, 'en-US')).toBe('due Fri');
    expect(dueWords('2026-03-09', NOW, 'en-US')).toBe('overdue, due yesterday');
    expect(dueWords('2026-03-10T08:00', NOW, 'en-US')).toMatch(/^overdue, due today 8:00\sAM$/);
  });

  it('reads a time in the given time zone, and a date alone as that calendar day everywhere', () => {
    const now = new Date('2026-03-10T20:00:00Z'); // Tuesday evening in London, already Wednesday in Auckland
    const due = '2026-03-11T08:00:00Z';
    expect(describeDue(due, now, 'en-US', 'Europe/London').label).toMatch(/^Tomorrow 8:00\sAM$/);
    expect(describeDue(due, now, 'en-US', 'Pacific/Auckland').label).toMatch(/^Today 9:00\sPM$/);
    expect(describeDue('2026-03-10', now, 'en-US', 'Europe/London')).toMatchObject({ label: 'Today', overdue: false });
    expect(describeDue('2026-03-10', now, 'en-US', 'Pacific/Auckland')).toMatchObject({ label: 'Yesterday', overdue: true });
  });
});
