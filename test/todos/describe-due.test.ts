import { describe, expect, it } from 'vitest';
import { describeDue } from '@/lib/todos';

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
