/** "the first" … "the twentieth": a day of the month in words (with "twenty-"/"thirty-" and "thirtieth" for the rest). */
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];

/** A regex source for a day of the month in words: "third", "twenty-first", "thirtieth". */
export const DAY_WORD = String.raw`(?:(?:twenty|thirty)[- ]?)?(?:${ORDINAL_WORDS.slice(0, 9).join('|')})|${ORDINAL_WORDS.slice(9).join('|')}|thirtieth`;

/** "20", "20th", "third", "twenty-first", "thirtieth" as a number. */
export function dayNumber(said: string): number {
  const word = said.toLowerCase();
  const digits = /^\d+/.exec(word);
  if (digits) return Number(digits[0]);
  if (word === 'thirtieth') return 30;
  const tens = /^(twenty|thirty)[- ]?/.exec(word);
  const unit = ORDINAL_WORDS.indexOf(tens ? word.slice(tens[0].length) : word) + 1;
  return (tens ? (tens[1] === 'twenty' ? 20 : 30) : 0) + unit;
}
