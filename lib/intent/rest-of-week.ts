import { addDays, isoDate, wallTimeOf } from '../time/zoned-time';

const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|thurs|fri|sat(?:ur)?|sun)(?:day)?`;
/** "the rest of the week till sunday", "rest of this week up to fri": from today to that day, both counted. */
const REST_TILL = String.raw`(?:for\s+)?(?:the\s+)?rest\s+of\s+(?:the|this)\s+week\s+(?:till|til|until|up\s+to|upto|to|thru|through)\s+(${WEEKDAY})`;
const REST_FIRST = new RegExp(String.raw`^${REST_TILL}\s*[,:;-]?\s+(.+)$`, 'i');
const REST_LAST = new RegExp(String.raw`^(.+?)\s*[,:;-]?\s+${REST_TILL}$`, 'i');
const REST_ANYWHERE = new RegExp(String.raw`\b${REST_TILL}\b`, 'i');

/** "rest of the week till sunday, what's lined up": the question, said about this week (its bound read by `restOfWeekSpan`). */
export function restOfWeekQuestion(text: string): string | undefined {
  const said = text.replace(/[?!.\s]+$/, '');
  const first = REST_FIRST.exec(said);
  if (first) return `${first[2]!} this week`;
  const last = REST_LAST.exec(said);
  return last ? `${last[1]!} this week` : undefined;
}

/** The days "the rest of the week till <day>" names, `to` exclusive: today to that day (a week on when it is today's name). */
export function restOfWeekSpan(text: string, now: Date, timeZone: string): { from: string; to: string } | undefined {
  const till = REST_ANYWHERE.exec(text);
  if (!till) return undefined;
  const wall = wallTimeOf(now, timeZone);
  const today = { year: wall.year, month: wall.month, day: wall.day };
  const names = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  const todayIndex = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  const length = (names.indexOf(till[1]!.toLowerCase().slice(0, 3)) - todayIndex + 7) % 7 || 7;
  return { from: isoDate(today), to: isoDate(addDays(today, length + 1)) };
}
