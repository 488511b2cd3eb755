import type { Todo } from '../db';
import { isDateOnly } from '../time/due-time';
import { addDays, wallTimeOf, zonedIso } from '../time/zoned-time';

const DAY_MINUTES = 24 * 60;

/**
 * The moment to remind of a due time, `minutesBefore` it. Whole days before
 * are calendar days on the wall clock of the zone ("1 day before" a 9:00 task
 * is 9:00 the day before, even across a daylight-saving change, when that day
 * is 23 or 25 hours long); anything else is elapsed time ("30 minutes before").
 */
export function remindAt(dueAt: string, minutesBefore: number, timeZone: string): number {
  const due = Date.parse(dueAt);
  if (minutesBefore <= 0 || minutesBefore % DAY_MINUTES !== 0) return due - minutesBefore * 60_000;
  const wall = wallTimeOf(new Date(due), timeZone);
  const day = addDays(wall, -minutesBefore / DAY_MINUTES);
  return Date.parse(zonedIso({ ...day, hour: wall.hour, minute: wall.minute }, timeZone));
}

export interface ReminderOptions {
  /** The settings' reminder for tasks without their own, in minutes before the due time. */
  minutesBefore: number;
  /** The user's zone, for tasks that do not carry one. */
  timeZone: string;
}

/**
 * When a task's reminder is due, in milliseconds, or undefined when it has
 * none: it is completed, has no due date, or only a date without a time (a
 * day, not a moment: nothing to ring for). A snooze later than the reminder
 * replaces it.
 */
export function reminderMomentOf(task: Todo, options: ReminderOptions): number | undefined {
  if (task.status !== 'pending' || !task.dueAt || isDateOnly(task.dueAt)) return undefined;
  const base = remindAt(task.dueAt, task.remindBefore ?? options.minutesBefore, task.timeZone ?? options.timeZone);
  if (Number.isNaN(base)) return undefined;
  const snoozed = task.reminderState?.snoozedUntil ? Date.parse(task.reminderState.snoozedUntil) : Number.NaN;
  return !Number.isNaN(snoozed) && snoozed > base ? snoozed : base;
}
