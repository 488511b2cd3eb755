import { RRule, Weekday, type Options } from 'rrule';
import { formatCalendarDay, formatWallClock, runtimeTimeZone, sameWallClock, zonePlace, type TimeOptions } from '../time/format-time';
import { isoDate, wallTimeOf, zonedIso, type WallTime } from '../time/zoned-time';
import { isDateOnly } from '../time/due-time';

/*
 * Repeating tasks. A task's `recurrence` is an RFC 5545 RRULE without DTSTART;
 * its due date is the current occurrence and its `timeZone` the zone whose
 * wall clock the rule follows. rrule computes on "floating" times: the wall
 * clock is written into a Date's UTC fields, expanded, and read back as wall
 * clock in the task's zone, so "every Monday at 8:00" stays at 8:00 across
 * daylight-saving changes (rrule's own TZID support is known to shift times).
 */

/** The parts of an RRULE a task may carry; DTSTART, and the time fields of a rule without a due time, come from the task. */
export function parseRule(rule: string): Partial<Options> | undefined {
  try {
    // RFC 5545's names and values are case-insensitive ("freq=daily;byday=mo"); rrule reads upper case only.
    const options = RRule.parseString(
      rule
        .trim()
        .replace(/^RRULE:/i, '')
        .toUpperCase(),
    );
    if (options.freq === undefined || options.dtstart) return undefined;
    if (options.count !== undefined && options.count !== null && options.count < 1) return undefined;
    if (options.interval !== undefined && options.interval !== null && options.interval < 1) return undefined;
    return options;
  } catch {
    return undefined;
  }
}

/** True for an RRULE a task can repeat by. */
/** A rule in its normal written form ("FREQ=WEEKLY;BYDAY=MO"), or undefined when it is not one. */
export function normalizeRule(rule: string): string | undefined {
  const options = parseRule(rule);
  if (!options) return undefined;
  const normal = RRule.optionsToString(options).replace(/^RRULE:/, '');
  // A part rrule could not read (a day "XX") is written back as "undefined": not a rule.
  return /undefined|NaN/.test(normal) ? undefined : normal;
}

const floating = (wall: WallTime): Date => new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
const wallOfFloating = (date: Date): WallTime => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
});

/** The wall-clock reading of a due date in the task's zone; a date alone reads as that day at 00:00. */
function wallOfDue(dueAt: string, timeZone: string): WallTime {
  if (isDateOnly(dueAt)) {
    const [year, month, day] = dueAt.split('-').map(Number);
    return { year: year ?? 1970, month: month ?? 1, day: day ?? 1, hour: 0, minute: 0 };
  }
  return wallTimeOf(new Date(Date.parse(dueAt)), timeZone);
}

const dueOfWall = (wall: WallTime, dateOnly: boolean, timeZone: string): string => (dateOnly ? isoDate(wall) : zonedIso(wall, timeZone));

export interface NextOccurrence {
  /** The next occurrence's due date, written like the current one (a date alone stays a date). */
  dueAt: string;
  /** The rule the next occurrence carries: the same, with a `COUNT` lowered by the occurrences used up. */
  recurrence: string;
}

/**
 * The occurrence that follows a task's current one: the first after its due
 * date that is also after `now` (occurrences missed while it was overdue are
 * passed over, counted against a `COUNT`). Undefined when the rule ends
 * (`UNTIL` passed, `COUNT` used up) or cannot be read.
 */
export function nextOccurrence(task: { dueAt: string; recurrence: string; timeZone?: string }, now: Date): NextOccurrence | undefined {
  const options = parseRule(task.recurrence);
  if (!options) return undefined;
  const timeZone = task.timeZone ?? 'UTC';
  const dateOnly = isDateOnly(task.dueAt);
  const start = floating(wallOfDue(task.dueAt, timeZone));
  const { count, ...rest } = options;
  // The rule from this occurrence on, without COUNT: the occurrences left are counted below.
  const rule = new RRule({ ...rest, dtstart: start });
  const nowWall = floating(dateOnly ? { ...wallTimeOf(now, timeZone), hour: 0, minute: 0 } : wallTimeOf(now, timeZone));
  const after = nowWall > start ? nowWall : start;
  const next = rule.after(after, false);
  if (!next) return undefined;
  let recurrence = RRule.optionsToString(options).replace(/^RRULE:/, '');
  if (count !== undefined && count !== null) {
    // This occurrence and the ones passed over are used up.
    const used = rule.between(start, next, true).length - 1;
    if (count - used < 1) return undefined;
    recurrence = RRule.optionsToString({ ...options, count: count - used }).replace(/^RRULE:/, '');
  }
  return { dueAt: dueOfWall(wallOfFloating(next), dateOnly, timeZone), recurrence };
}

/** The first occurrence on or after `now`, for a repeating task created without a due date. */
export function firstOccurrence(recurrence: string, timeZone: string, now: Date): string | undefined {
  const options = parseRule(recurrence);
  if (!options) return undefined;
  const wall = wallTimeOf(now, timeZone);
  const hasTime = options.byhour !== undefined && options.byhour !== null;
  const dayStart = floating({ ...wall, hour: 0, minute: 0 });
  const rule = new RRule({
    ...options,
    dtstart: dayStart,
    ...(hasTime ? { byminute: options.byminute ?? 0, bysecond: 0 } : {}),
  });
  const first = rule.after(hasTime ? floating(wall) : dayStart, true);
  return first ? dueOfWall(wallOfFloating(first), !hasTime, timeZone) : undefined;
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const WEEKDAYS = [0, 1, 2, 3, 4];

const ordinal = (n: number): string => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

const asList = (items: readonly number[] | number | null | undefined): number[] => (items === null || items === undefined ? [] : typeof items === 'number' ? [items] : [...items]);

function weekdaysOf(options: Partial<Options>): number[] | undefined {
  const days = options.byweekday;
  if (days === null || days === undefined) return undefined;
  const list = Array.isArray(days) ? days : [days];
  const numbers: number[] = [];
  for (const day of list) {
    if (day instanceof Weekday) {
      if (day.n) return undefined; // "the 2nd Monday": left to rrule's own words
      numbers.push(day.weekday);
    } else if (typeof day === 'number') numbers.push(day);
    else return undefined;
  }
  return numbers.sort((a, b) => a - b);
}

const every = (interval: number, unit: string): string => (interval === 1 ? `every ${unit}` : interval === 2 ? `every other ${unit}` : `every ${interval} ${unit}s`);

const joinWords = (words: string[]): string => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** The rule's pattern in words, for the rules people say; rrule's own text for the rest. */
function patternWords(options: Partial<Options>, rule: string): string {
  const interval = options.interval ?? 1;
  const days = weekdaysOf(options);
  const monthDays = asList(options.bymonthday);
  switch (options.freq) {
    case RRule.DAILY:
      if (!days) return every(interval, 'day');
      break;
    case RRule.WEEKLY:
      if (!days || days.length === 0) return every(interval, 'week');
      if (interval === 1 && days.join() === WEEKDAYS.join()) return 'every weekday';
      if (days.length === 1) return every(interval, DAY_NAMES[days[0] ?? 0] ?? 'week');
      return `${every(interval, 'week')} on ${joinWords(days.map((day) => DAY_NAMES[day] ?? ''))}`;
    case RRule.MONTHLY:
      if (!days && monthDays.length === 0) return every(interval, 'month');
      if (!days && monthDays.length === 1 && (monthDays[0] ?? 0) > 0) return `${every(interval, 'month')} on the ${ordinal(monthDays[0] ?? 1)}`;
      break;
    case RRule.YEARLY:
      if (!days && monthDays.length === 0 && asList(options.bymonth).length === 0) return every(interval, 'year');
      break;
  }
  return RRule.fromString(rule).toText();
}

/**
 * A repeating task's rule in words, with the time of day of its due date in
 * the locale's clock: "every Monday at 8:00 AM", "every weekday", "every
 * other Friday at 17:30", "every month on the 1st", with "until March 31,
 * 2027" or ", 3 more times". The rule follows the task's zone; when the
 * reader's zone (`view.timeZone`, the runtime's by default) shows another
 * wall clock, the task's zone is named: "every day at 8:00 AM (Berlin)".
 */
export function describeRecurrence(rule: string, dueAt?: string, timeZone?: string, view: TimeOptions = {}): string {
  const options = parseRule(rule);
  if (!options) return 'repeats';
  let words = patternWords(options, RRule.optionsToString(options));
  if (dueAt && !isDateOnly(dueAt) && !/ at \d/.test(words)) {
    const instant = new Date(Date.parse(dueAt));
    const ruleZone = timeZone ?? 'UTC';
    const wall = wallTimeOf(instant, ruleZone);
    words += ` at ${formatWallClock(wall.hour, wall.minute, view.locale)}`;
    const reader = view.timeZone ?? runtimeTimeZone();
    if (timeZone && !sameWallClock(ruleZone, reader, instant)) words += ` (${zonePlace(ruleZone)})`;
  }
  if (options.until) {
    const until = options.until;
    words += ` until ${formatCalendarDay(until, view.locale)}`;
  } else if (options.count !== undefined && options.count !== null) {
    words += options.count === 1 ? ', this is the last time' : `, ${options.count - 1} more time${options.count === 2 ? '' : 's'}`;
  }
  return words;
}
