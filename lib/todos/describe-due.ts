import { formatClock, formatFull, formatLongDay, formatMonthDay, formatWeekday, relativeDayWord } from '../time/format-time';
import { defaultTimeZone, wallTimeOf } from '../time/zoned-time';

/**
 * How a due date reads, the same in the Tasks tab and in the assistant's
 * lists: "Today", "Tomorrow 2:00 PM", "Yesterday", a weekday within the
 * coming week ("Fri"), else the date ("Mar 20", "Jan 5, 2027").
 */
export interface DueDescription {
  /** Short, for a label: "Today", "Tomorrow 2:00 PM", "Fri", "Mar 20", "Mar 20, 2027". */
  label: string;
  /** The same words inside a sentence: "today", "tomorrow 2:00 PM", "Fri", "Mar 20". */
  phrase: string;
  /** The full date and time, for a tooltip or screen reader. */
  full: string;
  overdue: boolean;
}

const DAY = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A compact description of a due date relative to `now`, read in `timeZone`
 * (the runtime's by default). A date without a time is due by the end of
 * that day, so it is overdue only from the next day on.
 */
export function describeDue(dueAt: string, now: Date, locale?: string, timeZone: string = defaultTimeZone()): DueDescription {
  const dateOnly = DATE_ONLY.exec(dueAt);
  const instant = dateOnly ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]), 12)) : new Date(Date.parse(dueAt));
  if (Number.isNaN(instant.getTime())) return { label: dueAt, phrase: dueAt, full: dueAt, overdue: false };
  // A date alone is a calendar day, the same in every zone: format it at noon UTC.
  const zone = dateOnly ? 'UTC' : timeZone;
  const due = wallTimeOf(instant, zone);
  const today = wallTimeOf(now, timeZone);
  const days = Math.round((Date.UTC(due.year, due.month - 1, due.day) - Date.UTC(today.year, today.month - 1, today.day)) / DAY);

  const relative = relativeDayWord(days, locale);
  let day: string;
  if (relative) day = relative;
  else if (days > 1 && days < 7) day = formatWeekday(instant, { locale, timeZone: zone });
  else day = formatMonthDay(instant, due.year !== today.year, { locale, timeZone: zone });
  const clock = dateOnly ? '' : formatClock(instant, { locale, timeZone: zone });
  const full = dateOnly ? formatLongDay(instant, { locale, timeZone: zone }) : formatFull(instant, { locale, timeZone: zone });
  const phraseDay = relative ? relative.toLocaleLowerCase() : day;
  return {
    label: clock ? `${day} ${clock}` : day,
    phrase: clock ? `${phraseDay} ${clock}` : phraseDay,
    full,
    overdue: dateOnly ? days < 0 : instant.getTime() < now.getTime(),
  };
}

/** A due date in a sentence of the assistant: "due tomorrow 9:00 AM", "overdue, due yesterday". */
export function dueWords(dueAt: string, now: Date, locale?: string, timeZone?: string): string {
  const due = describeDue(dueAt, now, locale, timeZone);
  return due.overdue ? `overdue, due ${due.phrase}` : `due ${due.phrase}`;
}
