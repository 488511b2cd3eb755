import type { DueFilter } from './schemas';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Milliseconds of a due date; a date without a time means local midnight of that day. */
export function dueTimeOf(dueAt: string): number {
  const match = DATE_ONLY.exec(dueAt);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return Date.parse(dueAt);
}

/** True for a date without a time of day, such as `2026-03-10`. */
export const isDateOnly = (dueAt: string): boolean => DATE_ONLY.test(dueAt);

/**
 * Whether a task due at `dueAt` is late at `now`. A date without a time is
 * due by the end of that day, so a task due today is not yet overdue.
 */
export function isOverdue(dueAt: string, now: Date): boolean {
  const due = dueTimeOf(dueAt);
  if (Number.isNaN(due)) return false;
  const deadline = isDateOnly(dueAt) ? addDays(new Date(due), 1).getTime() : due;
  return deadline <= now.getTime();
}

/**
 * The half-open range [from, to) of due times a filter selects, in the local
 * time zone, or 'none' for tasks without a due date. "This week" runs from
 * today to the end of Sunday.
 */
export function dueRange(filter: DueFilter, now: Date): { from?: number; to?: number } | 'none' {
  const today = startOfDay(now);
  if (typeof filter === 'object') {
    return {
      ...(filter.from ? { from: dueTimeOf(filter.from) } : {}),
      ...(filter.to ? { to: dueTimeOf(filter.to) } : {}),
    };
  }
  switch (filter) {
    case 'today':
      return { from: today.getTime(), to: addDays(today, 1).getTime() };
    case 'tomorrow':
      return { from: addDays(today, 1).getTime(), to: addDays(today, 2).getTime() };
    case 'this_week': {
      const daysToMonday = ((8 - today.getDay()) % 7) || 7;
      return { from: today.getTime(), to: addDays(today, daysToMonday).getTime() };
    }
    case 'overdue':
      // Date-only tasks due today are not late yet: listTodos refines this with isOverdue.
      return { to: now.getTime() };
    case 'none':
      return 'none';
  }
}
