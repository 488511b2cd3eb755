/**
 * "28 apr 1400", "3 june 0930", "may 12 1815": four digits straight after a day and a month, said the 24-hour way.
 * chrono reads them as a year (1400 A.D.), which no task is due in. They are an hour and minute when they are one
 * (00 to 23, then 00 to 59) and no year a task could be due in: the year the person is in, the one before it, or up
 * to ten after it. "28 apr 2028" stays a year (though 20:28 is an hour), "12 may 1975" stays a year (no hour), and
 * "28 apr 1400" is 14:00 on 28 April. A date in figures is read the same: "15/3 1040", "3/15 0915", "15.3 1800".
 */
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const IN_FIGURES = String.raw`(?<![\d/.-])\d{1,2}[/.]\d{1,2}(?![\d/.-]\d)`;
const DAY_MONTH_CLOCK = new RegExp(String.raw`(?:\b${DAY}\s+(?:of\s+)?${MONTH}|\b${MONTH}\s+${DAY}|${IN_FIGURES}),?\s+(?:at\s+)?(\d{4})(?![\d:.,/]|\s*(?:h|hrs|hours)\b)`, 'i');

export interface ClockAfterDate {
  /** Where the four digits are in the text. */
  index: number;
  hour: number;
  minute: number;
}

/** The 24-hour time said straight after a day and month in `text`, if its four digits are one and no plausible year. */
export function clockAfterDate(text: string, year: number): ClockAfterDate | undefined {
  const match = DAY_MONTH_CLOCK.exec(text);
  if (!match) return undefined;
  const digits = match[1]!;
  const said = Number(digits);
  if (said >= year - 1 && said <= year + 10) return undefined;
  const hour = Number(digits.slice(0, 2));
  const minute = Number(digits.slice(2));
  if (hour > 23 || minute > 59) return undefined;
  return { index: match.index + match[0].length - digits.length, hour, minute };
}
