/**
 * When a task is due, as instants. A due date is ISO 8601 with a time and
 * offset (`2026-03-10T09:30:00+01:00`) or a date alone (`2026-03-10`), which
 * means that whole day in the local time zone.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a date without a time of day, such as `2026-03-10`. */
export const isDateOnly = (dueAt: string): boolean => DATE_ONLY.test(dueAt);

/** Milliseconds of a due date; a date without a time means local midnight of that day. */
export function dueTimeOf(dueAt: string): number {
  const match = DATE_ONLY.exec(dueAt);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Date.parse(dueAt);
}

/**
 * The last moment a task is on time, in milliseconds (NaN for an unreadable
 * date): its due time, or for a date alone the end of that local day
 * (23:59:59.999), so a task due "today" is late only from tomorrow on.
 */
export function deadlineOf(dueAt: string): number {
  const match = DATE_ONLY.exec(dueAt);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1).getTime() - 1;
  return Date.parse(dueAt);
}
