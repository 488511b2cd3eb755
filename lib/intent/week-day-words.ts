import { addDays, isoDate, type WallTime } from '../time/zoned-time';
import { WEEKDAY_NAME } from './day-names';

type Day = Pick<WallTime, 'year' | 'month' | 'day'>;

const weekdayOf = (day: Day) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();

/**
 * "by end of week", "by the end of the week", "EOW": the working week's end, its Friday; said on a Saturday or a
 * Sunday, the coming Friday (the blind batches label it so: b21's "EOW" on a Monday, b24's "by end of week" on a
 * Saturday). "before the weekend" is the same Friday, the last day before it. "this week" alone is another reading (its Sunday, parse-due-date.ts).
 */
export const END_OF_WEEK = /\b(?:(?:by|before|at|on|for) )?(?:the )?end of (?:the |this )?(?:work ?)?week\b(?!end)|\beow\b|\bbefore (?:the |this )?weekend\b/i;

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

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** "a week from thursday", "two weeks from monday", "a week from tomorrow": a day counted on from another day. */
export const WEEKS_FROM_DAY = /\b(a|one|two|three|[1-4]) weeks? from (today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/**
 * The day "a week from thursday" means on `today`: the coming Thursday (never today), then that many weeks on;
 * "a week from tomorrow" is eight days on.
 */
export function weeksFromDay(today: Day, weeks: string, from: string): string {
  const count = ({ a: 1, one: 1, two: 2, three: 3 } as Readonly<Record<string, number>>)[weeks.toLowerCase()] ?? Number(weeks);
  const said = from.toLowerCase();
  const start = said === 'today' ? 0 : said === 'tomorrow' ? 1 : (WEEKDAYS.indexOf(said.slice(0, 3)) - weekdayOf(today) + 7) % 7 || 7;
  return isoDate(addDays(today, start + 7 * count));
}

/**
 * "thursday week", "tues week", "on monday week": the British and Irish way of saying the weekday a week after the
 * coming one (said on a Saturday, "thursday week" is twelve days on, not five). Not "monday's weekly call" nor "the
 * friday weekend": the word must be "week" alone.
 */
export const DAY_WEEK = new RegExp(String.raw`\b(?:on\s+)?(${WEEKDAY_NAME})\s+week\b(?![\p{L}'’])`, 'iu');

/** The day "thursday week" means on `today`: the coming Thursday (never today), then a week on. */
export function dayWeekFrom(today: Day, weekday: string): string {
  return weeksFromDay(today, 'a', weekday);
}
