import { wallTimeOf } from '../time/zoned-time';

/**
 * Days and months a question names by their calendar words: "what's due in january" (the whole month),
 * "anything on christmas eve?" (a named day). The next one from today, today's month included.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const IN_MONTH =
  /\b(?:in|for|during|over|through|thru|all of)\s+(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b(?!\s*\d)/i;
/** Named days and their month and day. */
const NAMED_DAYS: ReadonlyArray<readonly [RegExp, number, number]> = [
  [/\bchristmas eve\b|\bxmas eve\b/i, 12, 24],
  [/\bboxing day\b/i, 12, 26],
  [/\bchristmas(?: day)?\b|\bxmas(?: day)?\b/i, 12, 25],
  [/\bnew year'?s eve\b|\bhogmanay\b/i, 12, 31],
  [/\bnew year'?s(?: day)?\b/i, 1, 1],
  [/\bvalentine'?s(?: day)?\b/i, 2, 14],
  [/\bhalloween\b/i, 10, 31],
];

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** "in january": from its first day to the next month's first (exclusive), this year's or next. */
export function monthSpanOf(text: string, now: Date, timeZone: string): { from: string; to: string } | undefined {
  const said = IN_MONTH.exec(text);
  if (!said) return undefined;
  const month = MONTHS.indexOf(said[1]!.slice(0, 3).toLowerCase()) + 1;
  const today = wallTimeOf(now, timeZone);
  const year = month < today.month ? today.year + 1 : today.year;
  return { from: iso(year, month, 1), to: month === 12 ? iso(year + 1, 1, 1) : iso(year, month + 1, 1) };
}

/** "christmas eve", "hogmanay": the next such day (today included). */
export function namedDayOf(text: string, now: Date, timeZone: string): string | undefined {
  const found = NAMED_DAYS.find(([pattern]) => pattern.test(text));
  if (!found) return undefined;
  const today = wallTimeOf(now, timeZone);
  const [, month, day] = found;
  const passed = month < today.month || (month === today.month && day < today.day);
  return iso(passed ? today.year + 1 : today.year, month, day);
}
