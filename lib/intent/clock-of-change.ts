/**
 * A 24-hour time written as four digits where a change says a task's new time: "move the standup to 0830", "the
 * rota changed to 1400", "make it 1300", "set it for 0645", "the match starts 1000 not 11", "it's at 2015 now",
 * "at 0900 instead". normalize-text.ts reads four digits as a time only where nothing else could be meant (after
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
