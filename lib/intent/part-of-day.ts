import { parseDueDate } from './parse-due-date';
import { zonedIso } from '../time/zoned-time';

/** The hours of a part of the day, `to` exclusive (24 is the day's last minute). */
const PARTS: Record<string, { from: number; to: number }> = {
  morning: { from: 5, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 24 },
  night: { from: 17, to: 24 },
};

/** "tomorrow morning", "thursday evening", "this afternoon", "tonight": a day and a part of it. */
const PART_OF_DAY =
  /\b(?:(today|tomorrow|(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(morning|afternoon|evening|night)|this\s+(morning|afternoon|evening))\b/i;

/**
 * "what's tomorrow morning", "anything thursday evening": the tasks timed in that part of that day (morning 5 to
 * noon, afternoon noon to 5, evening and night 5 to midnight); a task with a date and no time is in none of them.
 */
export function partOfDaySpan(text: string, now: Date, timeZone: string): { from: string; to: string } | undefined {
  const said = PART_OF_DAY.exec(text);
  if (!said) return undefined;
  const dayWords = said[1]?.replace(/^on\s+/i, '') ?? 'today';
  const part = PARTS[(said[2] ?? said[3])!.toLowerCase()]!;
  const day = parseDueDate(dayWords, now, timeZone);
  if (!day) return undefined;
  const [year, month, date] = day.dueAt.slice(0, 10).split('-').map(Number);
  const wall = { year: year!, month: month!, day: date! };
  // The evening ends a minute before midnight: a task with only a date has its day's end as deadline, and is in no part of it.
  const to = part.to === 24 ? { ...wall, hour: 23, minute: 59 } : { ...wall, hour: part.to, minute: 0 };
  return { from: zonedIso({ ...wall, hour: part.from, minute: 0 }, timeZone), to: zonedIso(to, timeZone) };
}
