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
