import { formatClock, formatMoment, calendarDaysBetween, runtimeTimeZone, type TimeOptions } from '../time/format-time';

/** "2:06 PM" for today's entries, "Yesterday 9:30 AM", "Mar 9 9:30 AM" for older ones, in the locale's clock and zone. */
export function formatAuditTime(at: string, now: Date, locale?: string, timeZone?: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return 'an unknown time';
  const options: TimeOptions = { locale, timeZone };
  if (calendarDaysBetween(now, date, timeZone ?? runtimeTimeZone()) === 0) return formatClock(date, options);
  return formatMoment(date, now, options);
}
