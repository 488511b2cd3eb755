import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, localWeekday, zonedIso } from '@/lib/time/zoned-time';

describe('formatLocalDateTime', () => {
  const instant = new Date('2026-03-10T08:30:05Z');
  it.each([
    ['Europe/Paris', '2026-03-10T09:30:05+01:00'],
    ['UTC', '2026-03-10T08:30:05+00:00'],
    ['America/New_York', '2026-03-10T04:30:05-04:00'],
    ['Asia/Kolkata', '2026-03-10T14:00:05+05:30'],
  ])('gives the local time with the offset in %s', (timeZone, expected) => {
    expect(formatLocalDateTime(instant, timeZone)).toBe(expected);
  });

  it('uses the summer offset after a daylight-saving change', () => {
    expect(formatLocalDateTime(new Date('2026-07-01T12:00:00Z'), 'Europe/Paris')).toBe('2026-07-01T14:00:00+02:00');
  });

  it('names the local weekday, which can differ from the UTC one', () => {
    expect(localWeekday(new Date('2026-03-10T23:30:00Z'), 'Asia/Tokyo')).toBe('Wednesday');
  });
});

describe('zonedIso', () => {
  it('gives a wall-clock time the offset of its own date', () => {
    expect(zonedIso({ year: 2026, month: 4, day: 2, hour: 17, minute: 0 }, 'Europe/Paris')).toBe('2026-04-02T17:00:00+02:00');
    expect(zonedIso({ year: 2026, month: 1, day: 2, hour: 17, minute: 0 }, 'Europe/Paris')).toBe('2026-01-02T17:00:00+01:00');
  });
});
