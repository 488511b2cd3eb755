import { numberFromWord } from './number-words';
import { DAY_NAME } from './day-names';

/**
 * Clock times said as words, the way people dictate them: "at ten thirty", "by four fifteen", "at nine",
 * "at one forty-five", "at twelve noon", and "at for" (dictation's "four" at the end of a request). They become
 * digits ("at 10:30", "at 9") so the date reader takes them as the due time and they leave the title. Only after
 * "at"/"by"/"around"/"about"/"until"/"from" and only where a time can end (the end, a mark, am/pm, a day, a part of
 * the day, "on"/"for"/"with" …): "look at one of the quotes", "arrive at two stores" count things and stay.
 */
const HOUR = String.raw`(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const UNIT = 'one|two|three|four|five|six|seven|eight|nine';
const MINUTES = String.raw`((?:twenty|thirty|forty|fifty)(?:[- ](?:${UNIT}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:o|oh)[- ](?:${UNIT}))`;
/** Where a time said in words can end. */
const TIME_ENDS = String.raw`(?=\s*(?:$|[,;.!?]|(?:a\.?m\.?|p\.?m\.?|am|pm|o'?clock|sharp|ish|noon|in the (?:morning|afternoon|evening)|at night|${DAY_NAME}|this|next|on|every|each|please|thanks|with|for|morning|afternoon|evening)(?![\p{L}'])))`;
const LEAD = String.raw`\b(at|by|around|about|until|till|from)\s+`;
/** An hour with its minutes may also follow "to", "for" or "@" ("move it to five thirty"): an hour alone there counts things. */
const MINUTES_LEAD = String.raw`(?:\b(at|by|around|about|until|till|from|to|for)\s+|(@)\s*)`;

const HOUR_AND_MINUTES = new RegExp(String.raw`${MINUTES_LEAD}${HOUR}[- ]${MINUTES}${TIME_ENDS}`, 'giu');
const HOUR_ALONE = new RegExp(String.raw`${LEAD}${HOUR}${TIME_ENDS}`, 'giu');
/** "at for", "at for thirty": dictation's "four" after "at", where only a time can be. */
const HEARD_FOR = new RegExp(String.raw`\bat\s+for(?:[- ]${MINUTES})?${TIME_ENDS}`, 'giu');
/** "twelve noon", "12 noon": noon. */
const TWELVE_NOON = /\b(?:twelve|12)\s+noon\b/gi;

/** The number of a word the patterns here admitted (number-words.ts holds the parser's one table). */
const valueOf = (word: string | undefined) => (word === undefined ? 0 : (numberFromWord(word) ?? 0));

function minutesOf(said: string): number {
  const words = said.toLowerCase().split(/[- ]/);
  if (words[0] === 'o' || words[0] === 'oh') return valueOf(words[1]);
  return valueOf(words[0]) + valueOf(words[1]);
}

const clock = (hour: number, minutes: string | undefined) => (minutes ? `${hour}:${String(minutesOf(minutes)).padStart(2, '0')}` : String(hour));

/** The text with clock times said in words as digits. */
export function withSpokenClockTimes(text: string): string {
  if (!/\b(?:at|by|around|about|until|till|from|to|for|twelve|12)\s|@/i.test(text)) return text;
  return text
    .replace(TWELVE_NOON, 'noon')
    .replace(HEARD_FOR, (_whole, minutes: string | undefined) => `at ${clock(4, minutes)}`)
    .replace(HOUR_AND_MINUTES, (_whole, lead: string | undefined, at: string | undefined, hour: string, minutes: string) => `${lead ?? at} ${clock(valueOf(hour), minutes)}`)
    .replace(HOUR_ALONE, (_whole, lead: string, hour: string) => `${lead} ${clock(valueOf(hour), undefined)}`);
}
