import { wallTimeOf } from './zoned-time';

/*
 * The one way the extension shows a moment to a person: in the browser's
 * locale (12 or 24 hours as the locale says) and time zone, through
 * `Intl.DateTimeFormat` and `Intl.RelativeTimeFormat`. Nothing a person reads
 * is an ISO string; those stay in the data and in what the model reads.
 */

export interface TimeOptions {
  /** A BCP 47 locale; the runtime's (the browser's) when absent. */
  locale?: string | undefined;
  /** An IANA zone; the runtime's when absent. */
  timeZone?: string | undefined;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    cache.set(key, found);
  }
  return found;
}

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();
function relative(locale: string | undefined): Intl.RelativeTimeFormat {
  const key = locale ?? '';
  let found = relativeCache.get(key);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeCache.set(key, found);
  }
  return found;
}

const capitalize = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;

/** The zone the runtime reads time in. */
export function runtimeTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "8:00 PM" or "20:00", as the locale writes a time of day. */
export function formatClock(instant: Date, options: TimeOptions = {}): string {
  return formatter(options.locale, { hour: 'numeric', minute: '2-digit', ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(instant);
}

/** A wall-clock time of day (hour and minute) in the locale's clock: "8:00 AM" / "8:00". */
export function formatWallClock(hour: number, minute: number, locale?: string): string {
  return formatter(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
}

/** Whole calendar days from `now`'s day to `instant`'s day, both read in `timeZone`. */
export function calendarDaysBetween(now: Date, instant: Date, timeZone: string): number {
  const a = wallTimeOf(now, timeZone);
  const b = wallTimeOf(instant, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

/** "Today", "Tomorrow", "Yesterday" in the locale's words, for -1…1 days; undefined otherwise. */
export function relativeDayWord(days: number, locale?: string): string | undefined {
  if (days < -1 || days > 1) return undefined;
  return capitalize(relative(locale).format(days, 'day'));
}

/** A weekday, short: "Fri". */
export function formatWeekday(instant: Date, options: TimeOptions = {}): string {
  return formatter(options.locale, { weekday: 'short', ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(instant);
}

/** A day of the month, short, with its year only when asked: "Mar 20", "Mar 20, 2027". */
export function formatMonthDay(instant: Date, withYear: boolean, options: TimeOptions = {}): string {
  return formatter(options.locale, {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(instant);
}

/** A whole day in words, for a tooltip or screen reader: "Friday, March 20, 2026". */
export function formatLongDay(instant: Date, options: TimeOptions = {}): string {
  return formatter(options.locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', ...(options.timeZone ? { timeZone: options.timeZone } : {}) }).format(
    instant,
  );
}

/** A day with its weekday, and its time when `withClock`: "Wed, Mar 11", "Wed, Mar 11, 9:00 AM". */
export function formatWeekdayDate(instant: Date, withClock: boolean, options: TimeOptions = {}): string {
  return formatter(options.locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withClock ? { hour: 'numeric', minute: '2-digit' } : {}),
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(instant);
}

/** The day of a moment, short: "Today", "Yesterday", "Fri" within the coming week, "Mar 20", "Mar 20, 2027". */
export function formatDay(instant: Date, now: Date, options: TimeOptions = {}): string {
  const zone = options.timeZone ?? runtimeTimeZone();
  const days = calendarDaysBetween(now, instant, zone);
  const word = relativeDayWord(days, options.locale);
  if (word) return word;
  if (days > 1 && days < 7) return formatWeekday(instant, { ...options, timeZone: zone });
  const sameYear = wallTimeOf(instant, zone).year === wallTimeOf(now, zone).year;
  return formatMonthDay(instant, !sameYear, { ...options, timeZone: zone });
}

/** A moment in a list or a sentence: "Today 2:06 PM", "Yesterday 9:00", "Mar 9 9:30 AM". Unreadable input comes back as "an unknown time". */
export function formatMoment(at: string | Date, now: Date, options: TimeOptions = {}): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return 'an unknown time';
  return `${formatDay(instant, now, options)} ${formatClock(instant, options)}`;
}

/** The full date and time, for a tooltip or a screen reader: "Thursday, March 12, 2026, 9:30 AM". */
export function formatFull(at: string | Date, options: TimeOptions = {}): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return 'an unknown time';
  return formatter(options.locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(instant);
}

/** The place an IANA zone is named for, as people say it: "Europe/Berlin" → "Berlin", "America/New_York" → "New York". */
export function zonePlace(timeZone: string): string {
  const last = timeZone.split('/').pop() ?? timeZone;
  return last.replace(/_/g, ' ');
}

/** Whether two zones read the same wall clock at a moment (so naming the other one adds nothing). */
export function sameWallClock(a: string, b: string, at: Date): boolean {
  if (a === b) return true;
  const x = wallTimeOf(at, a);
  const y = wallTimeOf(at, b);
  return x.hour === y.hour && x.minute === y.minute && x.day === y.day;
}

/** ISO-looking timestamps in a text (for tests and guards): "2026-12-03T20:00:00+00:00". */
export const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A calendar date in the locale's medium style: "Mar 11, 2026" (a date alone reads as that day anywhere). */
export function formatDate(at: string | Date, options: TimeOptions = {}): string {
  const dateOnly = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at);
  const instant = typeof at === 'string' ? new Date(dateOnly ? `${at}T12:00:00Z` : at) : at;
  if (Number.isNaN(instant.getTime())) return 'an unknown date';
  return formatter(options.locale, { dateStyle: 'medium', ...(dateOnly ? { timeZone: 'UTC' } : options.timeZone ? { timeZone: options.timeZone } : {}) }).format(instant);
}

/** A calendar day (its UTC date, as an RRULE's UNTIL holds it) in the locale's long style: "March 31, 2027". */
export function formatCalendarDay(utcDate: Date, locale?: string): string {
  return formatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDate);
}
