import type { Parser } from 'chrono-node';
import { dayNumber } from './day-of-month-words';

/**
 * "the 20th", "on the 3rd", "by the 15th of next month", "on the 5." (the German ordinal dot), "on 12th", "11th at 9.10":
 * a day of the month
 * without a month, which chrono does not read. The next such day from today
 * (today included); a day this month has no more ("the 31st" in April) is
 * next month's. "the 2nd one" and "the 3rd floor" are positions, "on 5th st" a street, not dates.
 */
const DAY_OF_MONTH =
  /(?:\bthe\s+|(?<=\b(?:on|by|before|until|till|due)\s+)|\b(?=\d{1,2}(?:st|nd|rd|th)\s+at\s+\d))(\d{1,2}(?=st|nd|rd|th)|(?<=\b(?:on|by|before|until|till|for|due)\s+the\s+)\d{1,2}(?=\.(?!\d)|\s*$)|(?<=\b(?:on|by|before|until|till|for)\s+the\s+)(?:(?:twenty|thirty)[- ]?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|(?<=\b(?:on|by|before|until|till|for)\s+the\s+)(?:tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth))(?:st|nd|rd|th)?\b(?:\s+of\s+(?:the\s+)?(this|next)\s+month\b)?(?!\s+(?:one|ones|task|todo|item|entry|thing|floor|grade|time|place|row|line|of\b|st\b|street|ave\b|avenue|road|rd\b|blvd|lane))/i;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const dayOfMonthParser: Parser = {
  pattern: () => DAY_OF_MONTH,
  extract(context, match) {
    const day = dayNumber(match[1]!);
    if (day < 1 || day > 31) return null;
    const offset = context.reference.timezoneOffset ?? -context.reference.instant.getTimezoneOffset();
    const today = new Date(context.reference.instant.getTime() + offset * 60_000);
    let year = today.getUTCFullYear();
    let month = today.getUTCMonth() + 1;
    if (match[2]?.toLowerCase() === 'next' || (!match[2] && day < today.getUTCDate())) month += 1;
    for (let tries = 0; tries < 3 && day > daysIn(year, month > 12 ? month - 12 : month); tries += 1) month += 1;
    if (month > 12) {
      month -= 12;
      year += 1;
    }
    return { day, month, year };
  },
};
