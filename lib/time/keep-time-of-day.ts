import { wallTimeOf, zonedIso } from './zoned-time';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A new due day said without a time ("move pay rent to next monday") on a task
 * that had a time of day keeps that time: `2026-03-16` for a task due at 09:00
 * becomes `2026-03-16T09:00:00+01:00`. A new due time, or a task without one,
 * is left as said.
 */
export function keepTimeOfDay(newDueAt: string, oldDueAt: string | undefined, timeZone: string): string {
  const day = DATE_ONLY.exec(newDueAt);
  if (!day || !oldDueAt || DATE_ONLY.test(oldDueAt)) return newDueAt;
  const old = new Date(oldDueAt);
  if (Number.isNaN(old.getTime())) return newDueAt;
  const { hour, minute } = wallTimeOf(old, timeZone);
  return zonedIso({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour, minute }, timeZone);
}

/**
 * A new time said without a day ("the dentist is at 11 now") on a task that has a day keeps that
 * day: `…T11:00` for a task due on Nov 27 becomes Nov 27 at 11:00. A task without a due date takes
 * the time as it was read (the next 11:00).
 */
export function keepDayOf(newDueAt: string, oldDueAt: string | undefined, timeZone: string, nearTaskTime = false): string {
  const time = new Date(newDueAt);
  if (!oldDueAt || Number.isNaN(time.getTime())) return newDueAt;
  const day = DATE_ONLY.exec(oldDueAt) ?? DATE_ONLY.exec(isoDay(oldDueAt, timeZone));
  if (!day) return newDueAt;
  const { minute } = wallTimeOf(time, timeZone);
  const said = wallTimeOf(time, timeZone).hour;
  const hour = nearTaskTime && !DATE_ONLY.test(oldDueAt) ? nearerHour(said, minute, wallTimeOf(new Date(oldDueAt), timeZone)) : said;
  return zonedIso({ year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour, minute }, timeZone);
}

function isoDay(dueAt: string, timeZone: string): string {
  const instant = new Date(dueAt);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day } = wallTimeOf(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * An hour said without am or pm ("at 9"), read as the one of its two readings (9:00, 21:00) nearer the task's
 * own time of day: a party at 20:00 "at 9 now" is at 21:00, a meeting at 10:00 "at 11" at 11:00 (a tie is the morning).
 */
function nearerHour(said: number, minute: number, old: { hour: number; minute: number }): number {
  const at = old.hour * 60 + old.minute;
  const distance = (hour: number) => Math.abs(hour * 60 + minute - at);
  const morning = said % 12;
  // "move it to 5" on a task at 9:00 is 17:00: an hour before 7 is the afternoon, unless it is within two hours of the
  // task's own time ("6:30 not 7" on a 7:00 setup stays early).
  if (morning < 7 && distance(morning) > 120) return morning + 12;
  return distance(morning) <= distance(morning + 12) ? morning : morning + 12;
}
