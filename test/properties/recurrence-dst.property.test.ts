import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOccurrence } from '@/lib/todos/recurrence';
import { isoDate, wallTimeOf, zonedIso } from '@/lib/time/zoned-time';

// A repeating task's next occurrence is later than the current one (and than now), falls on
// the rule's day, and keeps its wall-clock time, in zones whose clocks change on different days.

const ZONES = ['Europe/Paris', 'America/New_York', 'Australia/Sydney'] as const;
const DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
/** Hours that exist on every day in these zones (their clocks jump at 2:00 or 3:00). */
const HOURS = [0, 1, 4, 8, 12, 18, 23];

const rule = fc.oneof(
  fc.record({ kind: fc.constant('daily' as const), interval: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('weekly' as const), day: fc.constantFrom(...DAYS), interval: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ kind: fc.constant('monthly' as const), monthDay: fc.integer({ min: 1, max: 28 }) }),
);
type Rule = typeof rule extends fc.Arbitrary<infer R> ? R : never;
const written = (r: Rule) =>
  r.kind === 'daily' ? `FREQ=DAILY;INTERVAL=${r.interval}` : r.kind === 'weekly' ? `FREQ=WEEKLY;INTERVAL=${r.interval};BYDAY=${r.day}` : `FREQ=MONTHLY;BYMONTHDAY=${r.monthDay}`;

/** Days around the 2026 and 2027 clock changes of the three zones, and plain days. */
const day = fc.oneof(
  fc
    .constantFrom('2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '2027-03-14', '2027-03-28', '2027-04-04')
    .chain((iso) => fc.integer({ min: -8, max: 8 }).map((offset) => new Date(Date.parse(`${iso}T12:00:00Z`) + offset * 86_400_000))),
  fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
);

const weekdayOf = (wall: { year: number; month: number; day: number }) => DAYS[(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay() + 6) % 7];

describe('recurrence across daylight-saving changes', () => {
  it('the next occurrence is after the current one, on the rule, at the same wall-clock time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        rule,
        day,
        fc.constantFrom(...HOURS),
        fc.constantFrom(0, 30),
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        (zone, r, date, hour, minute, dateOnly, daysLate) => {
          // The current occurrence: on the rule (the first matching day on or after `date`).
          let wall = { ...wallTimeOf(date, zone), hour, minute };
          for (let i = 0; i < 40; i++) {
            const onRule = r.kind === 'daily' || (r.kind === 'weekly' ? weekdayOf(wall) === r.day : wall.day === r.monthDay);
            if (onRule) break;
            const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
            wall = { ...wall, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
          }
          const dueAt = dateOnly ? isoDate(wall) : zonedIso(wall, zone);
          const dueInstant = dateOnly ? Date.parse(zonedIso({ ...wall, hour: 0, minute: 0 }, zone)) : Date.parse(dueAt);
          const now = new Date(dueInstant + daysLate * 86_400_000 - 3_600_000);

          const next = nextOccurrence({ dueAt, recurrence: written(r), timeZone: zone }, now);
          expect(next).toBeDefined();
          const nextDue = next!.dueAt;
          expect(nextDue.length === 10).toBe(dateOnly);
          const nextInstant = dateOnly ? Date.parse(zonedIso({ ...wallOfDate(nextDue), hour: 0, minute: 0 }, zone)) : Date.parse(nextDue);
          expect(nextInstant).toBeGreaterThan(dueInstant);
          const nextWall = dateOnly ? { ...wallOfDate(nextDue), hour: 0, minute: 0 } : wallTimeOf(new Date(nextInstant), zone);
          // On the rule's day, at the same wall-clock time as the current occurrence.
          if (r.kind === 'weekly') expect(weekdayOf(nextWall)).toBe(r.day);
          if (r.kind === 'monthly') expect(nextWall.day).toBe(r.monthDay);
          if (!dateOnly) expect([nextWall.hour, nextWall.minute]).toEqual([hour, minute]);
          // Not in the past: a task completed late moves to an occurrence still ahead (date-only: today or later).
          const nowDay = isoDate(wallTimeOf(now, zone));
          if (dateOnly) expect(nextDue > nowDay).toBe(true);
          else expect(nextInstant).toBeGreaterThan(now.getTime());
        },
      ),
      { numRuns: 2000 },
    );
  });
});

function wallOfDate(iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}
