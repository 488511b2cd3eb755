import { dueTimeOf, isDateOnly } from '../time/due-time';
import type { CompletedFilter, DueFilter } from './schemas';

export { deadlineOf, dueTimeOf, isDateOnly } from '../time/due-time';

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The half-open range [from, to) of deadlines a filter selects, in the local
 * time zone, or 'none' for tasks without a due date. "This week" runs from
 * today to the end of Sunday. A date-only task's deadline is the end of its
 * day, so it falls in the range of that day.
 */
export function dueRange(filter: DueFilter, now: Date): { from?: number; to?: number } | 'none' {
  const today = startOfDay(now);
  if (typeof filter === 'string' && isDateOnly(filter)) {
    const day = new Date(dueTimeOf(filter));
    return { from: day.getTime(), to: addDays(day, 1).getTime() };
  }
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
      const daysToMonday = (8 - today.getDay()) % 7 || 7;
      return { from: today.getTime(), to: addDays(today, daysToMonday).getTime() };
    }
    case 'overdue':
      // Deadlines before now: a date-only task due today is not late yet.
      return { to: now.getTime() };
    case 'none':
      return 'none';
  }
  return {};
}

/** The half-open range [from, to) of completion times a filter selects, in the local time zone. */
export function completedRange(filter: CompletedFilter, now: Date): { from?: number; to?: number } {
  const today = startOfDay(now);
  if (filter === 'yesterday') return { from: addDays(today, -1).getTime(), to: today.getTime() };
  if (filter === 'this_week') {
    const sinceMonday = (today.getDay() + 6) % 7;
    return { from: addDays(today, -sinceMonday).getTime(), to: addDays(today, 1).getTime() };
  }
  const range = dueRange(filter === 'today' ? 'today' : filter, now);
  return range === 'none' ? {} : range;
}
