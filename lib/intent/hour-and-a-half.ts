/**
 * "an hour and a half", "two and a half hours", "1.5 hrs": a length of time with a half in it, said as minutes ("90
 * minutes", "150 minutes") so that every reader of a reminder's lead time or of "in …" knows it, as it knows "90 min".
 * Without it "remind me an hour and a half before" left "and a half" in a title.
 */
import { numberFromWord } from './number-words';

const WHOLE = String.raw`(\d{1,2}|an?|one|two|three|four|five|six)`;

/** "an hour and a half", "a day and a half". */
const UNIT_AND_A_HALF = new RegExp(String.raw`\b${WHOLE}\s+(hour|day)\s+and\s+a\s+half\b`, 'gi');
/** "two and a half hours", "2 and a half hrs", "1.5 hours", "2.5h". */
const AND_A_HALF_UNITS = new RegExp(String.raw`\b(?:${WHOLE}\s+and\s+a\s+half|(\d{1,2})\.5)\s*(hours?|hrs?|h|days?)\b`, 'gi');

const countOf = (said: string) => (/^an?$/i.test(said) ? 1 : /^\d+$/.test(said) ? Number(said) : (numberFromWord(said) ?? Number.NaN));
const minutes = (whole: number, unit: string) => `${Math.round((whole + 0.5) * (/^d/i.test(unit) ? 1440 : 60))} minutes`;

/** `text` with each length of time and a half said in minutes; other words as typed. */
export function withHalvesAsMinutes(text: string): string {
  if (!/half|\.5/i.test(text)) return text;
  return text
    .replace(UNIT_AND_A_HALF, (said, whole: string, unit: string) => (Number.isNaN(countOf(whole)) ? said : minutes(countOf(whole), unit)))
    .replace(AND_A_HALF_UNITS, (said, whole: string | undefined, figure: string | undefined, unit: string) => {
      const count = countOf(whole ?? figure ?? '');
      return Number.isNaN(count) ? said : minutes(count, unit);
    });
}
