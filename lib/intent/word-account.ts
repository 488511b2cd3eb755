/**
 * Which words of a request the reading used for what. Each extractor that takes words out of a task's
 * line (the date, the priority, tags, a reminder, a reason) records a cut: what it took and the words
 * it left on either side. A reading is sure only when what the cuts leave behind still reads as what
 * was meant: a date taken from the middle of a phrase ("a due date of 2/12 on the tires task" leaves
 * "of on"), a date that finished a phrase the title keeps ("put the dizziness question on the 26th"
 * leaves "… on"), a day taken from its possessive ("Friday's review" leaves "'s review") or a part of
 * the day taken from a greeting ("good afternoon dear" leaves "good … dear") each say the words were
 * not understood, and the person is asked instead.
 *
 * The tidying of the title records its cuts too, so that every word said is either in the title or in a cut:
 * `filler` (words of talk: a connector a date left dangling, "a reminder to", "whenever", "lol", quotes), `mark`
 * (punctuation trimmed from the ends), `list` (the list named: "on my todo list"), `timing` (words around a date
 * that said when but are not the date: ", the deadline is", ", first one", "after tea").
 */
export type WordUse = 'date' | 'priority' | 'tag' | 'reminder' | 'reason' | 'filler' | 'mark' | 'list' | 'timing';

export interface Cut {
  use: WordUse;
  /** The words the extractor took. */
  taken: string;
  /** The word left just before the cut (lower case), undefined at the start or where another cut is. */
  before?: string;
  /** The word left just after the cut (lower case), undefined at the end or where another cut is. */
  after?: string;
}

export interface WordAccount {
  /** What the words left once every cut was made: the title before it is tidied. */
  left: string;
  cuts: Cut[];
}

/** Where words were taken out of a text: the index of the first character and how many. */
export interface Span {
  index: number;
  length: number;
}

/** Marks a cut's place in a text while the words around it are looked at (a private-use character). */
export const CUT_MARK = '\uE003';

/**
 * The cuts of `spans` from `text`, with the words left on either side of each. Spans may be in any
 * order; two that touch (or are separated only by spaces) see each other as no word.
 */
export function cutsOf(text: string, spans: readonly Span[], use: WordUse): Cut[] {
  let masked = text;
  for (const span of spans) masked = `${masked.slice(0, span.index)}${CUT_MARK.repeat(span.length)}${masked.slice(span.index + span.length)}`;
  return spans.map((span) => {
    const head = masked.slice(0, span.index).trimEnd();
    const tail = masked.slice(span.index + span.length).trimStart();
    const before = /(\S+)$/.exec(head)?.[1];
    const after = /^(\S+)/.exec(tail)?.[1];
    const word = (token: string | undefined) => (token === undefined || token.includes(CUT_MARK) ? undefined : token.toLowerCase());
    return { use, taken: text.slice(span.index, span.index + span.length), before: word(before), after: word(after) };
  });
}

/**
 * `text` with each match of `pattern` replaced by what `replace` returns (nothing by default), and the cuts of
 * the words each replacement dropped: the part of the match that is neither the start nor the end the
 * replacement keeps (", first one on" → " starting on" drops ", first one"). Whitespace alone is no cut.
 */
export function cutOut(
  text: string,
  pattern: RegExp,
  use: WordUse,
  replace: (match: string, ...groups: (string | undefined)[]) => string = () => '',
): { text: string; cuts: Cut[] } {
  const spans: Span[] = [];
  const result = text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const at = rest.find((value) => typeof value === 'number') as number;
    const groups = rest.slice(0, rest.indexOf(at)) as (string | undefined)[];
    const kept = replace(match, ...groups);
    let start = 0;
    while (start < match.length && start < kept.length && match[start] === kept[start]) start += 1;
    let end = match.length;
    while (end > start && kept.length - (match.length - end) > start && match[end - 1] === kept[kept.length - (match.length - end) - 1]) end -= 1;
    while (start < end && /\s/.test(match[start]!)) start += 1;
    while (end > start && /\s/.test(match[end - 1]!)) end -= 1;
    if (end > start) spans.push({ index: at + start, length: end - start });
    return kept;
  });
  return { text: result, cuts: cutsOf(text, spans, use) };
}

/** Prepositions that never govern a due date in a title ("a due date of 2/12", "swap it with friday"): a date after them is their object. */
const HOLDS_ITS_OBJECT = /^(?:of|with|about|than|between|into|onto|under|per|versus|vs)$/;
/** "30 mins before", "an hour ahead": a time counted back from something, a reminder's offset, never a due date from now. */
const COUNTED_BACK = /^(?:in\s+)?(?:\d+|an?|one|two|three|half an?)\s*(?:m|mins?|minutes?|h|hrs?|hours?|days?)\b/i;
const BACK_FROM = /^(?:before|beforehand|ahead|earlier|prior)$/i;
/** Date words that take "on" ("on the 26th", "on friday", "on 2/12"): a kept "on" before them was theirs. */
const TAKES_ON =
  /^(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}[/.-]\d{1,2}|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\s+\d)/i;
/**
 * A verb that puts a thing somewhere, with no place left in the title ("put the boiler quote" once "on friday" was
 * read as the date): the day was where to put a task there, not when to do a new one. "put the bins out", "pop the
 * form in" keep their place.
 */
const PLACED_NOWHERE =
  /^(?:put|stick|pop|slot|bung|shove|pencil)\s+(?!(?:.*\s)?(?:out|on|in|away|back|down|up|off|onto|into|to|over|aside|together|through|forward|round|around|by|under|inside|outside)(?:\s|$))/i;
/** A part of the day that a greeting says ("good afternoon", "good night"). */
const GREETING_TIME = /^(?:morning|afternoon|evening|night|day)$/i;

/** Why the cuts leave words that were not understood, in words the question can use; undefined when they do not. */
export function cutDoubt(account: WordAccount, title: string): string | undefined {
  for (const cut of account.cuts) {
    if (cut.use !== 'date') continue;
    const taken = cut.taken.trim();
    if (cut.before === 'good' && GREETING_TIME.test(taken)) return 'it sounds like a greeting, not a task';
    // "Friday's review" with the day read as the due date leaves "'s review".
    if (cut.after !== undefined && /^['’]s\b/.test(cut.after)) return 'part of it was a date I could not place';
    if (cut.before !== undefined && HOLDS_ITS_OBJECT.test(cut.before)) return 'part of it was a date I could not place';
    if (COUNTED_BACK.test(taken) && (/\s(?:before|ahead|earlier|prior)$/i.test(taken) || (cut.after !== undefined && BACK_FROM.test(cut.after))))
      return 'it sounds like a reminder for a task you have';
    // "put X on the 26th", "the slides go on friday": the date was the object of an "on" the title keeps.
    // A mark after the date ("buy milk on 26th, p3": a comma before the priority) is no word the "on" leads to.
    if (cut.before === 'on' && TAKES_ON.test(taken) && ((cut.after !== undefined && /[\p{L}\p{N}]/u.test(cut.after)) || /\son$/i.test(title)))
      return 'it sounds like a change to a task you have';
    // "put the insurance call at 9am thursday", "stick the staff meeting for 2pm": at a time, or for one, it is the same.
    if (cut.after === undefined && PLACED_NOWHERE.test(title)) return 'it sounds like a change to a task you have';
  }
  return undefined;
}

/*
 * Leftover words: what a reading may leave in a title and still be sure. These lists say which words left over
 * lower confidence, so that the reader of a title (confidence.ts) and the planner of an add said without an add
 * verb (plan-response.ts) judge by one account.
 */

/**
 * Leftover words that state a change rather than name a task: "instead", "same time", "can wait", "should be",
 * "1 day ahead", "needs changing" (a change not said), an arrow, a change verb after a dash or comma
 * ("timesheet - skip tomorrow's", "deck, set to 1730"), or "skip the/our …" after a reason ("no kids thursday so skip the pick up").
 * A title that keeps them was not read as a task, so the person is asked (never a write).
 */
export const CHANGE_LEFTOVER =
  /\b(?:instead|same time|same as before|can wait|could wait|can be|should be|anymore|no longer|ahead)\b|\bcan go$|\bneeds? (?:changing|moving|updating|rescheduling|redoing|a new (?:date|time|day))\b|(?<=\S)(?<!\bto)\s+(?:so\s+|and\s+)?skip\s+(?:the|our|my|his|her|their|this|that)\b|->|→|=>|[-–—,;:]\s*(?:skip|move|push|reschedule|postpone|delay|bump|cancel|drop|tag|untag|reopen|rename|change|make it|mark|set (?:to|for))\b/i;

/**
 * Punctuation left where words were taken out ("Shoot pushed back , light's better", "Sign form — ,
 * teacher's chasing me", "Order lens: make it , …"): the parser used words it then could not place,
 * so the title is not what was said.
 */
export const LEFTOVER_PUNCTUATION = /\s[,;:]|[-–—:]\s*[,;]|:\s*[-–—]|\bmake it\s*(?:[,;.!]|$)/i;

/**
 * The words of a new date left after a name once the date was read ("… new deadline", "… due", "… set for",
 * "… deadline now"): the name is of a task whose date changes, never a new task's title. A date named by what it is
 * ("check the passport expiry date", "confirm the release date") is the thing the task is about, not a new date.
 */
export const NEW_DATE_WORDS =
  /[\s,;:-]+(?:(?:is|are)\s+)?(?:(?:now\s+)?(?:due|set(?:\s+(?:to|for))?)|(?:(?:new|revised)\s+)?(?:deadline|due date|date)(?:\s+(?:is\s+)?now)?)$(?<!(?:expiry|expiration|birth|start|end|release|closing|opening|launch|wedding|court|renewal|delivery|arrival|return|travel|sell-by|use-by)\s+date)/i;
