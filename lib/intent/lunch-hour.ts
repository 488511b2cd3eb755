import { DAY_NAME } from './day-names';
import type { FoundDate } from './found-date';
import { addDays, isoDate, wallTimeOf, zonedIso } from '../time/zoned-time';

/**
 * "ring the garage at lunch", "tomorrow lunchtime", "by lunch friday", "during my lunch break": lunch said as when a task
 * is done is noon, as "midday" is (the blind batches label it 12:00). Only lunch as a time: "lunch with Ana friday" and
 * "pack the kids' lunch" name the task, and "the lunchtime spin class" names a class ("lunchtime" before another word
 * that is no day). "after lunch" is a loose time of the day (loose-time-of-day.ts), never noon.
 */
const LUNCH = new RegExp(
  String.raw`(?:\b(?:at|around|about|during|over|on|by|for)\s+(?:my\s+|the\s+)?)?\blunch\s*-?time\b(?!\s+(?!(?:${DAY_NAME}|tmr|on|this|next|at|\p{L}+day)\b)\p{L})|\b(?:at|around|during|over|by)\s+(?:my\s+)?lunch(?:\s+(?:break|hour))?\b(?!\s*-?\s*(?:box|bag|money|menu|order|club|duty|meeting)s?\b)`,
  'iu',
);

/**
 * The date lunch says in `text`, with the day read from the rest (`readRest`, given the text with the lunch words hidden),
 * or undefined when no lunch is said as a time or the rest says an hour of its own. No day said: today's noon while it is
 * still to come, else tomorrow's.
 */
export function lunchDate(text: string, now: Date, timeZone: string, readRest: (text: string) => FoundDate | undefined): FoundDate | undefined {
  if (!/lunch/i.test(text)) return undefined;
  const lunch = LUNCH.exec(text);
  if (!lunch) return undefined;
  const span = { index: lunch.index, length: lunch[0].length };
  const rest = readRest(text.slice(0, span.index) + '_'.repeat(span.length) + text.slice(span.index + span.length));
  if (rest?.dueAt.includes('T')) return undefined;
  const today = wallTimeOf(now, timeZone);
  const noonToday = zonedIso({ ...today, hour: 12, minute: 0 }, timeZone);
  const day = rest ? rest.dueAt.slice(0, 10) : new Date(noonToday).getTime() > now.getTime() ? isoDate(today) : isoDate(addDays(today, 1));
  const [year, month, date] = day.split('-').map(Number);
  return { dueAt: zonedIso({ year: year!, month: month!, day: date!, hour: 12, minute: 0 }, timeZone), spans: [...(rest?.spans ?? []), span] };
}
