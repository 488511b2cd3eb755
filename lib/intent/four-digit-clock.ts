import { DATED_DAY, DAY_NAME } from './day-names';
/**
 * Where four digits are a time of day, said the 24-hour way ("0700", "1930"), and how they are written for the date
 * reader: a general rule (`TWENTY_FOUR_HOUR`, among normalize-text's fixes) and the words of a change
 * (`withClockOfChange`, after them). Digits in a date ("15/3 1040") are clock-after-date.ts's.
 */
export const DAY_WORD = String.raw`(?:${DAY_NAME}|${DATED_DAY})`;
const THEN_DAY = String.raw`(?=\s*(?:$|[,;.!?]|(?:on|this|next|every|each|${DAY_WORD})\b))`;
/**
 * A 24-hour time written as four digits: "0700" always (a leading zero is never a count), "1930" only
 * where a time is meant (after "at"/"by"/"from"/"@", before "h"/"hrs", after a day word or "at" after one
 * ("every night at 2300 fill in the diary"), first before one:
 * "1530 tmrw site meeting", or after a word of the task and before its day: "call the depot 1600 tomorrow"), since
 * "1930" may also be a year or a house number ("1930 oak ave").
 */
export const TWENTY_FOUR_HOUR = new RegExp(
  String.raw`(?<![\w:/.#$-])(?:(?:0\d|1\d|2[0-3])[0-5]\d(?=\s*(?:h|hr|hrs|hours)\b)|(?<=\b(?:at|by|from|until|till|@)\s)(?:0\d|1\d|2[0-3])[0-5]\d${THEN_DAY}|(?<=\b(?:${DAY_WORD}|nights?|mornings?|evenings?|afternoons?|days?|weekdays?|weekends?)\s+(?:at|@)\s)(?:0\d|1\d|2[0-3])[0-5]\d|(?<=(?:^|[\s,])(?:at|@)\s)0\d[0-5]\d|(?<=\b${DAY_WORD}\s)(?:0\d|1\d|2[0-3])[0-5]\d|(?<=^\s*(?:add\s+)?)(?:0\d|1\d|2[0-3])[0-5]\d(?=\s+(?:on\s+|this\s+|next\s+)?${DAY_WORD}\b)|(?<!\b(?:is|was|code|pin|number|no|ext|room|unit|apt)\s)0\d[0-5]\d${THEN_DAY}|(?<=\b(?!(?:for|in|of|since|from|is|was|the|a|an|my|code|pin|number|no|ext|room|unit|apt|model|size|year|class|batch|order|invoice|ref)\s)\p{L}{2,}\s)(?:1\d|2[0-3])[0-5]\d(?=\s+(?:on\s+|this\s+|next\s+)?${DAY_WORD}\b))(?:\s*(?:h|hr|hrs|hours)\b)?(?![\w:/.-]|\s*(?:am|pm|a\.m|p\.m)\b)`,
  'giu',
);

/** "0700" as "7:00am", "1930" as "19:30": the four digits as the date reader reads a time. */
export function clock24(said: string): string {
  const [, hours, minute] = /(\d\d)(\d\d)/.exec(said)!;
  const hour = Number(hours);
  if (hour === 0) return `12:${minute}am`;
  if (hour < 12) return `${hour}:${minute}am`;
  return hour === 12 ? `12:${minute}pm` : `${hour}:${minute}`;
}

/**
 * A 24-hour time written as four digits where a change says a task's new time: "move the standup to 0830", "the
 * rota changed to 1400", "make it 1300", "set it for 0645", "the match starts 1000 not 11", "it's at 2015 now",
 * "at 0900 instead". `TWENTY_FOUR_HOUR` reads four digits as a time only where nothing else could be meant (after
 * "at" before a day or the end, before "hrs", ...); a change's own words place a time as surely: "to" after a verb
 * of moving or changing, "make it"/"set it", "starts"/"begins"/"is now", and a time closed by "instead", "now",
 * "not …" or a reason. A word after the new time that names it ("11:00 kick off", "2pm start") is dropped. Written with its colon ("08:30", "14:00"), which the date reader takes as a 24-hour time.
 * Not where the digits are a code, a number or a count ("change the door code to 1234", "move 1500 rows to …").
 */
const CLOCK = String.raw`([01]\d|2[0-3])([0-5]\d)`;
/** What may follow the time: the end, a mark, a day, or a word that closes a change ("instead", "now", "not 11"). */
const AFTER = String.raw`(?=\s*(?:$|[,;.!?:)]|\p{Extended_Pictographic}|(?:instead|now|rather|then|not|no|sharp|please|pls|thanks|cheers|and|so|as|because|cos|cause|since|on|this|next|today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?![\p{L}'])))`;
/** Verbs of a change before "to": "moved to", "push the gym to", "change the time to". */
const CHANGE_VERB = String.raw`(?:move|moved|moving|push|pushed|pushing|bump|bumped|shift|shifted|change|changed|changing|switch|switched|reschedule|rescheduled|put|set|bring|brought|update|updated|make|made)`;
const LEADS = [
  // "move the standup to 0830", "the rota changed to 1400" (the verb before, a few words of the task between).
  String.raw`(?<=\b${CHANGE_VERB}\b(?:\s+[\p{L}\p{N}'’-]+){0,8}?\s+(?:to|till|until|for)\s+(?:at\s+)?)`,
  // "make it 1300", "set it for 0645", "make that 0900".
  String.raw`(?<=\b(?:make|set|put|have)\s+(?:it|that|this|them|those)\s+(?:(?:to|for|at)\s+)?)`,
  // "starts 1000", "begins at 0815", "is now 1830", "it's at 2015 now", "kicks off 1100".
  String.raw`(?<=\b(?:starts?|begins?|kicks?\s+off|finishes|ends|opens|closes|(?:is|are|was|'s|’s)(?:\s+(?:now|actually|really))?)\s+(?:at\s+)?)`,
  // "at 0900 instead", "at 1830 now not 6": "at" closed by a change's word (normalize-text reads it before a day or the end).
  String.raw`(?<=(?:\bat|@)\s)`,
];
const CLOCK_OF_CHANGE = new RegExp(String.raw`(?:${LEADS.join('|')})${CLOCK}(?![\w:/.%-]|\s*(?:am|pm|a\.m|p\.m|h|hrs?|hours?|mins?|minutes?)\b)${AFTER}`, 'giu');
/** The digits are a number, not a time, where the request names one ("the door code", "pin", "room", "flat 2b"). */
const A_NUMBER =
  /\b(?:code|pin|password|passcode|number|no\.|phone|ext|extension|room|flat|unit|apt|apartment|house|year|model|invoice|order|ref|reference|account|postcode|zip|rows?|items?|words?|people|units?|copies|pages?|steps?|dollars?|pounds?|euros?|budget|price|cost|total|amount|limit|score|points?)\b|[$£€]/i;

/** "at 18:30 now no 18:00", "7:15 no 7:45": a new time, then the old one after "no", said for "not". */
const NO_OLD_TIME = /(?<=\b\d{1,2}(?::[0-5]\d)?(?:\s*[ap]m)?\s+(?:now\s+|instead\s+)?)no(?=\s+(?:at\s+)?\d{1,2}(?::[0-5]\d|\s*[ap]m)(?![\w:]))/gi;

/** "is actually 11:00 kick off", "moved to 2pm start", "is now 8pm doors": after a change's new time, a word naming what the time is. */
const TIME_NAMED =
  /(?<=\b(?:is|are|'s|’s|now|actually|to)\s+(?:at\s+)?\d{1,2}(?::[0-5]\d)?(?:\s*[ap]m)?)\s+(?:kick[- ]?off|ko|start|start time|tip[- ]?off|doors|arrival)(?=\s*[.!]*$)/i;

/** The text with a change's new time written with its colon ("to 0830" as "to 08:30"), and "no" before an old time as "not". */
export function withClockOfChange(text: string): string {
  const said = /\d{4}/.test(text) && !A_NUMBER.test(text) ? text.replace(CLOCK_OF_CHANGE, (_whole, hour: string, minute: string) => `${hour}:${minute}`) : text;
  const named = said.replace(TIME_NAMED, '');
  return /\bno\s/i.test(named) ? named.replace(NO_OLD_TIME, 'not') : named;
}
