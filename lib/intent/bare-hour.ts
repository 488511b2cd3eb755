/**
 * "the party starts at 9 now", "set the shopping to 1:30", "bins are at 8 not 7": a clock hour from 1 to 12 said
 * without am or pm or a part of the day, which a task's own time of day places (9 for a party at 20:00 is 21:00).
 * "9am", "9 in the evening", "21:00", "09:30" and "noon" say which.
 */
const HOUR = /(?<![\d:.,$€£#/-])(\d{1,2})(?:[:.](\d{2}))?(?![\d:.,/%-])(\s*(?:[ap]\.?m\b|[ap]\b|h\b|hrs?\b|hours?\b|mins?\b|minutes?\b))?/gi;
const PART_OF_DAY = /^\s*(?:in the (?:morning|afternoon|evening)|at night|tonight|this (?:morning|afternoon|evening)|(?:o'?clock\s+)?(?:in the )?(?:am|pm))\b/i;

/** Whether the first clock time said is an hour from 1 to 12 without am, pm or a part of the day. */
export function saysBareHour(text: string): boolean {
  if (/\b(?:noon|midday|midnight)\b/i.test(text)) return false;
  for (const match of text.matchAll(HOUR)) {
    if (match[3]) {
      // "10am", "9 pm" say which; "2 hours", "30 min" are no clock time.
      if (/^\s*[ap]/i.test(match[3])) return false;
      continue;
    }
    if (!/^(?:[1-9]|1[0-2])$/.test(match[1]!)) continue;
    return !PART_OF_DAY.test(text.slice(match.index + match[0].length));
  }
  return false;
}
