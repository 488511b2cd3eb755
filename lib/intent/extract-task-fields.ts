import type { TaskFields } from './intent-schema';
import { eventPromised } from './promised-to-attend';
import { dueClause } from './due-clause';
import { DUE_THEN_DO } from './due-then-do';
import { DANGLING_SUFFIX, LIST_SUFFIX } from './list-phrases';
import { isReason, reasonAfterComma } from './reason-after-comma';
import { parseDueDate, leftOverLength, type FoundDate } from './parse-due-date';
import { parseRecurrence } from './parse-recurrence';
import { cutOut, cutsOf, type Cut, type Span, type WordAccount, type WordUse } from './word-account';

type Priority = 1 | 2 | 3 | 4;

const TAG = /(^|\s)[#@](\p{L}[\p{L}\p{N}_-]*)/gu;

/** Priority phrases, highest first. Todoist's p1 is the highest. */
const PRIORITIES: ReadonlyArray<readonly [RegExp, Priority]> = [
  [/\bp([1-4])\b/i, 0 as Priority],
  [/(?:,\s*|\b(?:with|at|as)\s+)?\b(?:priority|prio)\s*([1-4])\b/i, 0 as Priority],
  [/(?:,\s*|\b(?:with|at|as)\s+)?\b(?:(?:very |top |highest |high |urgent )pri(?:ority|o)?|urgent(?:ly)?(?!\s+care\b)|asap)\b/i, 1],
  [/(?:,\s*|\b(?:with|at|as)\s+)?\b(?:medium|normal) priority\b/i, 2],
  [/(?:,\s*|\b(?:with|at|as)\s+)?\blow(?:est)? pri(?:ority|o)?\b/i, 4],
  [/(?:,\s*|\b(?:with|at|as)\s+)?\bno priority\b/i, 4],
  // "tidy the shed, low": a bare "low" after a comma, ending the line, is the priority.
  [/,\s*low(?:est)?\s*[.!]*$/i, 4],
  // "send the deck to the bank, high", "order vanilla, medium": the other bare levels, the same way.
  [/,\s*high(?:est)?\s*[.!]*$/i, 1],
  [/,\s*(?:medium|med|normal)\s*[.!]*$/i, 2],
];

/** "…, it's urgent", "— this is important", "it's not urgent": a clause after the task that says its priority. */
const PRIORITY_CLAUSE =
  /[\s,;.!-]+(?:(?:and\s+)?(?:it'?s|it is|this is|that'?s|that is|its)\s+)?(?:really\s+|very\s+|super\s+|quite\s+|kind of\s+|pretty\s+)?(urgent|important|critical|high priority|top priority|a (?:high |top )?priority|not urgent|no rush|not important)\s*!*$/i;

/** The priority a line says, the line without its words, and where those words were (`span`, for the word account). */
export function findPriority(text: string): { priority: Priority; rest: string; span: Span } | undefined {
  const clause = PRIORITY_CLAUSE.exec(text);
  // "quote for Lefebvre due 22/7 important": a bare "important" straight after the day it is due is the priority too.
  const afterDay =
    clause &&
    /^(?:urgent|important|critical)$/i.test(clause[1]!) &&
    /(?:\d|\b(?:mon|tues?|wed|thu|thurs|fri|sat|sun|\p{L}+day|tomorrow|tmrw|tonight))$/iu.test(text.slice(0, clause.index));
  if (clause && (afterDay || /^(?:it|this|that)/i.test(clause[0].replace(/^[\s,;.!-]+(?:and\s+)?/, '')) || /^[\s]*[,;.!-]/.test(clause[0]))) {
    const low = /^(?:not|no|low)/i.test(clause[1]!);
    // "asap its urgent": the same priority said twice.
    const rest = text.slice(0, clause.index).replace(/[\s,]+(?:asap|urgent(?:ly)?|important)$/i, '');
    return { priority: low ? 4 : 1, rest, span: { index: rest.length, length: text.length - rest.length } };
  }
  for (const [pattern, value] of PRIORITIES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const priority = (value || Number(match[1])) as Priority;
    return { priority, rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`, span: { index: match.index, length: match[0].length } };
  }
  return undefined;
}

/** A day or week in the possessive: "Friday's", "next week's", "Monday’s". */
const OWNED_DAY = /\b(?:(?:next|this|last)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|month|year|weekend)'s\b/gi;

/** Words left dangling at the end of a title once a date was cut out ("call mom at"). */
const TRAILING_CONNECTOR =
  /[\s,]+(?:on|at|by|due|due on|due by|for|before|b4|until|till|from|starting|this|next|the|and|around|about|later|added|every|(?:so\s+|by\s+|and\s+)?(?:please\s+)?(?:put|add|putting|adding|placing)(?:\s+(?:it|that|this))?|-|–)$|(?:\s+please)?,\s*(?:it'?s|it is|it'?ll be)(?:\s+due)?$/i;
/** "put the kettle on", "turn the heating on": a verb whose "on" ends the title, not a dangling date word. */
const PARTICLE_ON = /^(?:put|turn|switch|try|log|sign|leave|keep|carry|pass|hand)\s+(?:\S+\s+){0,3}on$/i;
/** "get the brakes looked at", "have the boiler seen to": a verb whose preposition ends the title. */
const PARTICLE_END = /\b(?:looked|look|seen|see|got|get|sorted|dealt|attended|tended)\s+(?:at|to|with)$/i;
const LEADING_FILLER =
  /^(?:(?:later|later on|soon)(?=\s+to\b)|to|that|about|of|for|is|it'?s|it is|will be|:|-|–|the chore of|the task of|a task to|a task for|an item to|a reminder to|a reminder for|reminder to|a note to|a todo to)\s+/i;

/** A title as a person would write it: trimmed, no dangling words, first letter capitalised. */
export function cleanTitle(raw: string): string {
  return tidyTitle(raw).title;
}

/** The title cleanTitle makes of `raw`, and the cuts of every word and mark the tidying dropped (word-account.ts). */
export function tidyTitle(raw: string): { title: string; cuts: Cut[] } {
  let title = raw.replace(/\s+/g, ' ').trim();
  const cuts: Cut[] = [];
  const cut = (pattern: RegExp, use: WordUse, replace?: (match: string, ...groups: (string | undefined)[]) => string) => {
    const out = cutOut(title, pattern, use, replace);
    cuts.push(...out.cuts);
    title = out.text;
  };
  let previous;
  do {
    previous = title;
    // " to my todo list", " for me" (list-phrases.ts stripListSuffix, one cut at a time).
    let before;
    do {
      before = title;
      cut(LIST_SUFFIX, 'list');
      cut(DANGLING_SUFFIX, 'filler');
    } while (title !== before);
    // "sign the form — top priority, teacher's chasing me": once the priority is out, a dash then a comma
    // leave a reason behind; the task is the words before the dash.
    cut(/^(.+?)\s*[-–—:]\s*[,;]\s*(.+)$/, 'reason', (whole, head, tail) => (reasonAfterComma(`${head!}, ${tail!}`) !== undefined ? head! : whole));
    // The particle checks read the title as it was before this round's cuts.
    const round = previous;
    cut(TRAILING_CONNECTOR, 'filler', (connector) =>
      (PARTICLE_ON.test(round) && /^[\s,]*on$/i.test(connector)) || (PARTICLE_END.test(round) && /^\s+(?:at|to)$/i.test(connector)) ? connector : '',
    );
    cut(LEADING_FILLER, 'filler');
    cut(/^["'`]+|["'`]+$/g, 'filler');
    // "… cause I'm totally out of both": the reason for the task is not part of it.
    cut(/\s+(?:cause|cuz|cos|coz|because|since)\s+(?:i'?m|i am|im|i've|ive|i have|we'?re|we are|we've|it'?s|its|they'?re|there'?s|i)\b.*$/i, 'reason');
    // "book the holiday club places before they go": the hurry is not part of the task.
    cut(
      /\s+before\s+(?:(?:they|it|places|spaces|spots|tickets|slots)(?:'re|\s+are|'s|\s+is)?\s+(?:go|goes|gone|all gone|sell out|sells out|sold out|run out|runs out|fill up|fills up|full|booked up)|(?:the\s+|my\s+|\p{L}+\s+)?\p{L}+\s+(?:chases|nags|kills|notices|yells at|shouts at|has a go at|moans at|gets on at|asks|asks about it|hounds|emails|rings)(?:\s+(?:me|us))?(?:\s+again)?)$/iu,
      'reason',
    );
    // "drop off the donation bags whenever": no day, and not part of the task.
    cut(/[\s,]+(?:then|whenever|whenever i can|whenever you can|at some (?:point|stage)|sometime|some time|some ?day|one of these days|no rush|no hurry)$/i, 'filler');
    // "yoga every thu 6pm too", "oat milk as well": the task is one more, the "too" is not part of it.
    cut(/(?<=\S)[\s,]+(?:too|as well)$/i, 'filler');
    // "ice bath after the run lol", "wash my scrubs tonight ugh": a laugh or a sigh is not part of the task.
    // "… lol finally", "… haha again": the laugh with the word it sighs.
    cut(
      /[\s,]+(?:lol|lmao|haha+|hehe+|rofl|ugh+|sigh|argh+|meh|huhu+|hays|haa*y+|oof|ffs|smh|fml)(?:\s+(?:finally|again|tho|though|obvs|ofc|i guess|for real|fr|smh|ffs|jk))?$/i,
      'filler',
    );
    // "book the smear test ffs been putting it off for months": an oath, then why, is not part of the task.
    cut(/\s+(?:ffs|fml|smh|ugh+|omg|lol|tbh|honestly)[\s,]+(\S.*)$/i, 'reason', (whole, why) => (isReason(why!) ? '' : whole));
    cut(/^[\s,:;-]+|[\s,:;-]+$/g, 'mark');
    title = title.trim();
  } while (title !== previous);
  // "mums podiatrist", "round to dads": the British family words are possessives typed without their apostrophe.
  // "I promised Noah I'd come to his game": the event, by whose it is (promised-to-attend.ts).
  title = eventPromised(title.replace(/\b(mum|dad|nan|gran)s\b/gi, "$1's"));
  return { title: title.charAt(0).toUpperCase() + title.slice(1), cuts };
}

/**
 * "…, tag it family", "…, tag car", "… tag quotes p2" (a priority may follow, "… tag kids low" too), "… tagged health", "…, wedding tag",
 * "tag it work and career", "… tag home garden" (two words last in the line), "…, keep it under uni", "… friday under uni": tags said in words after the task.
 */
const TAG_CLAUSE =
  /(?:^|[\s,;]+)(?:and\s+)?(?:tag(?:ged)?|label(?:led)?)(?:\s+(?:it|this|that))?(?:\s+(?:as|with|under))?\s+#?(\p{L}[\p{L}\p{N}_-]*)(?:\s+(?:and|&)\s+#?(\p{L}[\p{L}\p{N}_-]*)|\s+#?(?!(?:low|high|medium|urgent|asap|p[1-4]|priority|lowest|highest|normal|top)\b)(\p{L}[\p{L}\p{N}_-]*)(?=\s*$))?(?=\s*(?:[,;]|$)|\s+(?:p[1-4]|(?:top|high|low|medium|normal)\s+pri(?:ority|o)?|urgent|asap|low(?:est)?|high(?:est)?|medium)\s*!*$)|[,;]\s*#?(\p{L}[\p{L}\p{N}_-]*)\s+(?:tag|label)(?=\s*(?:[,;]|$))|(?:^|[\s,;]+)(?:and\s+)?(?:keep|file|put|stick|store)\s+(?:it|this|that|them)\s+under\s+#?(\p{L}[\p{L}\p{N}_-]*)(?=\s*(?:[,;]|$))|(?<=(?:day|tomorrow|tmrw|today|tonight|\bp[1-4]|\d|[,;]))\s*under\s+#?(?!(?:the|my|a|an|his|her|their|our|it|them)\b)(\p{L}[\p{L}\p{N}_-]*)(?=\s*$)/iu;
/**
 * "…, remind me 20 min before", "remind me an hour before", "remind me the day before", "…, remind 2 hrs before", "ping me
 * half an hour beforehand", "need a reminder the day before so i can book the cover" (what the time is for is not the task).
 */
const REMIND_CLAUSE =
  /(?:^|[\s,;]+)(?:and\s+)?(?:please\s+)?(?:remind me|remind(?=\s+(?:an?|one|half|\d))|(?:with\s+)?a reminder|(?:i\s+)?(?:need|want|would like|'d like)\s+a reminder|ping me|nudge me)\s+(?:(an?|one|half an?|\d+)\s*(m|mins?|minutes?|h|hrs?|hours?|days?|wks?|weeks?)|the (day|night|hour|morning) before)\s*(?:before(?:hand)?|ahead|early|earlier|prior)?(?:\s+so\s+(?:that\s+)?(?:i|we)\s+(?:can|could|have time to|remember to|don'?t forget to)\s+[^,;]+)?(?=\s*(?:[,;]|$))/i;
/** "…, 10 min before", "; an hour ahead": the lead time alone after a comma, last in the line (the reminder asked for is said). */
const LEAD_TIME_CLAUSE = /[,;]\s*(?:like\s+|about\s+)?(an?|one|half an?|\d+)\s*(m|mins?|minutes?|h|hrs?|hours?|days?)\s+(?:before|ahead|early|earlier)[\s.!]*$/i;
const UNIT_MINUTES: Record<string, number> = {
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  day: 1440,
  days: 1440,
  wk: 10080,
  wks: 10080,
  week: 10080,
  weeks: 10080,
};

/** Minutes before the due time a trailing "remind me … before" asks for, the text without it, and where it was. */
function findRemindBefore(text: string): { minutes: number; rest: string; span: Span } | undefined {
  const clause = REMIND_CLAUSE.exec(text) ?? LEAD_TIME_CLAUSE.exec(text);
  if (!clause) return undefined;
  const rest = `${text.slice(0, clause.index)}${text.slice(clause.index + clause[0].length)}`;
  const span = { index: clause.index, length: clause[0].length };
  if (clause[3]) return { minutes: clause[3].toLowerCase() === 'hour' ? 60 : 1440, rest, span };
  const count = /^\d+$/.test(clause[1]!) ? Number(clause[1]) : /^half/i.test(clause[1]!) ? 0.5 : 1;
  return { minutes: Math.round(count * (UNIT_MINUTES[clause[2]!.toLowerCase()] ?? 1)), rest, span };
}

/** "after tea", "after my night shift", "before the school run", "before my days off": the routine (or time off) a time follows, at the end of the words. */
const AFTER_ROUTINE =
  /\s+(?:after|before)\s+(?:my\s+|the\s+|our\s+)?(?:tea|dinner|lunch|breakfast|work|school|(?:the\s+)?school run|(?:night\s+|day\s+|late\s+|early\s+|long\s+)?shifts?|nights|gym|bed|(?<=(?:my|our)\s+)(?:days?\s+off|holidays?|leave|break|rdo))[\s,;]*$/i;

/** "today before the party", "tomorrow after the game": the event a day is before or after, at the end of the words. */
const EVENT_AFTER_DAY = /^\s+(?:before|after)\s+(?:the|my|our|\p{L}+'s)\s+(?:\p{L}+\s+)?\p{L}+\s*$/iu;
const EVENT_AT_END = /\s+(?:before|after)\s+(?:the|my|our|\p{L}+'s)\s+(?:\p{L}+\s+)?\p{L}+\s*$/iu;

/** "on my day off", "on my rdo": the day off a task is done on, at the end of the words. */
const DAY_OFF_AT_END = /\s+on\s+(?:my|his|her|our|their)\s+(?:(?:days?|rdo)\s+off|rdo)\s*$/i;

/** Only a routine, said before the day it goes with ("after work fri"). */
const ROUTINE_ONLY =
  /^\s*(?:after|before)\s+(?:my\s+|the\s+|our\s+)?(?:tea|dinner|lunch|breakfast|work|school|(?:the\s+)?school run|(?:night\s+|day\s+|late\s+|early\s+|long\s+)?shifts?|nights|gym|bed)\s*$/i;

const ROUTINE_FIRST =
  /^\s*(?:after|before)\s+(?:my\s+|the\s+|our\s+)?(?:tea|dinner|lunch|breakfast|work|school|(?:the\s+)?school run|(?:night\s+|day\s+|late\s+|early\s+|long\s+)?shifts?|nights|gym|bed)\s+(?=\S)/i;

/** "…, first one on saturday", "the first time is next monday": after a repeat, its first day. */
const FIRST_ONE =
  /(?<=\b(?:every|each|daily|weekly|monthly|yearly|fortnightly)\b.*?)[\s,;]+(?:the\s+)?(?:first|1st)(?:\s+(?:one|time|occurrence|round|dose|session))?\s+(?:is\s+|will be\s+)?(on|this|next|tomorrow|today|in)\b/i;

/** "…, it's fortnightly now starting next wed": after a repeat, the repeat said again as a clause, then its first day. */
const REPEAT_SAID_AGAIN =
  /(?<=\b(?:every|each|daily|weekly|monthly|yearly|fortnightly)\b.*?)[\s,;]+(?:it'?s|its|it is|they'?re|theyre)\s+(?:fortnightly|weekly|monthly|daily|every\s+(?:other\s+)?\w+)(?:\s+now)?\s+(starting\s+.+)$/i;

/**
 * ", the deadline is 3/31", "; deadline's friday and …", ", collection closes on the 18th", ", needs doing by the 20th",
 * " - need it by 10 june": the due date said as a clause.
 */
const DEADLINE_IS =
  /(?:[,;]|\s[-–—])\s*(?:(?:i\s+|we\s+)?(?:need|needs|want)\s+(?:it|this|that|them|these|those)\s+(?:back\s+|done\s+|sorted\s+|in\s+)?(?:by|before|for)|(?:the\s+)?(?:deadline|due date|cutoff)(?:'s|\s+is)|(?:the\s+)?(?!(?:his|her|hers|mine|theirs|ours|yours|its|it|they|he|she|mine)\b)(?:[\p{L}']+\s+){0,2}(?:closes|shuts|ends|finishes|expires|runs out)(?:\s+on|\s+at)?(?!\s+in\b)|(?:it\s+|this\s+|that\s+)?(?:needs|has)\s+(?:doing|to be (?:done|in|sent|handed in|submitted|back|finished))\s+(?:by|before|on))\s+(.+?)(?:\s+and\s+(.+))?$/iu;

const NAMED_LIST = /\s+(?:to|on|onto|in|into|for|under)\s+(?:my|the|our)\s+(\p{L}[\p{L}\p{N}_-]*)\s+(?:list|todos|tasks|to-?do list)(?=\s*(?:[,;.!]|$))/iu;
/** List names that are the list itself, not a topic ("my todo list", "the shopping list"). */
const GENERIC_LIST =
  /^(?:todo|to-?do|task|tasks|chore|chores|reminder|reminders|agenda|current|running|pending|main|master|daily|weekly|bucket|wish|shopping|grocery|groceries|packing|whole|full|big)$/i;

/** "urgent: call the bank", "important!! update the photos": a label before a colon (or shouted) says a field. */
const LABEL =
  /^(daily|weekly|monthly|yearly|urgent|important|asap|high priority|low priority|p[1-4])\s*:\s*|^(urgent|important|asap|high priority)\s*!+\s*|^(daily|weekly|monthly|yearly)\s+(?=(?:pay|buy|call|ring|check|clean|water|take|send|email|file|change|empty|back up|charge|order|review|renew|top up|refill|update|feed|wash|mow)\b)/i;

/** The fields read from a task's line, and the account of which words were cut out for them (word-account.ts). */
export interface TaskReading {
  fields: TaskFields;
  account: WordAccount;
}

/**
 * Tags, priority and due date of a task typed in one line, and the title
 * that is left once they are cut out: "pay rent tomorrow 9am p1 #home".
 */
export function extractTaskFields(said: string, now: Date, timeZone: string): TaskFields {
  return readTaskFields(said, now, timeZone).fields;
}

/** The fields of a task's line (extractTaskFields) with the account of the words they took, for judging the reading. */
export function readTaskFields(said: string, now: Date, timeZone: string): TaskReading {
  // "weekly: water the plants", "urgent: call the bank": a label before a colon says a field, so it moves to the end
  // to be read as one (a repeat already said in the words, "every thursday", makes it redundant).
  const label = LABEL.exec(said);
  const body = label ? said.slice(label[0].length) : said;
  // "monthly pay the shop rent": a repeat word before the task's own verb is a label too.
  const labelled = label?.[1] ?? label?.[2] ?? label?.[3];
  const repeatWord = labelled && /^(?:daily|weekly|monthly|yearly)$/i.test(labelled);
  // "monthly pay the rent on the 1st": the repeat goes before its day ("monthly on the 1st").
  const anchored = repeatWord && !/\bevery\b/i.test(body) ? body.replace(/\s+(?=on\s+(?:the\s+)?\S+\s*(?:[,;#]|$))/i, ` ${labelled} `) : body;
  // "important: renew the card": a priority label goes after a comma, where it is read as a clause of the line.
  const text = anchored !== body ? anchored : labelled && !(repeatWord && /\bevery\b/i.test(body)) ? `${body}${label?.[2] || !repeatWord ? ',' : ''} ${labelled}` : body;
  const tags: string[] = [];
  // "Friday's review", "next week's plan": a day that owns something names it, it is not the due date.
  const kept: string[] = [];
  const guarded = text.replace(OWNED_DAY, (words: string) => {
    kept.push(words);
    return `\uE000${kept.length - 1}\uE001`;
  });
  // Each cut is recorded with the words it leaves on either side (word-account.ts).
  const cuts: Cut[] = [];
  const cutAway = (text: string, pattern: RegExp, use: WordUse, replace?: (match: string, ...groups: (string | undefined)[]) => string) => {
    const out = cutOut(text, pattern, use, replace);
    cuts.push(...out.cuts);
    return out.text;
  };
  const tagSpans: Span[] = [];
  let rest = guarded.replace(TAG, (whole: string, space: string, tag: string, at: number) => {
    tags.push(tag.toLowerCase());
    tagSpans.push({ index: at + space.length, length: whole.length - space.length });
    return space;
  });
  cuts.push(...cutsOf(guarded, tagSpans, 'tag'));
  for (let clause = TAG_CLAUSE.exec(rest); clause; clause = TAG_CLAUSE.exec(rest)) {
    // "tag it work and career": two tags.
    for (const tag of clause.slice(1)) if (tag) tags.push(tag.toLowerCase());
    cuts.push(...cutsOf(rest, [{ index: clause.index, length: clause[0].length }], 'tag'));
    // "order the school books tag kids low": a bare level after the tag is the priority, said as after a comma.
    const after = rest.slice(clause.index + clause[0].length);
    rest = `${rest.slice(0, clause.index)}${/^\s+(?:low|high|medium)(?:est)?\s*!*$/i.test(after) ? ',' : ''}${after}`;
  }
  // "…to my work list", "…on the school list": a list named by a topic is that topic's tag.
  const namedList = NAMED_LIST.exec(rest);
  if (namedList && !GENERIC_LIST.test(namedList[1]!)) {
    tags.push(namedList[1]!.toLowerCase());
    cuts.push(...cutsOf(rest, [{ index: namedList.index, length: namedList[0].length }], 'tag'));
    rest = `${rest.slice(0, namedList.index)}${rest.slice(namedList.index + namedList[0].length)}`;
  }
  const remind = findRemindBefore(rest);
  if (remind) {
    cuts.push(...cutsOf(rest, [remind.span], 'reminder'));
    rest = remind.rest;
  }
  // "stretch daily lol, 7 am reminder": a laugh before a comma says nothing; "7 am reminder" is the hour it is done at.
  rest = cutAway(rest, /\s+(?:lol|lmao|haha+|hehe+)(?=\s*[,;])/gi, 'filler');
  rest = cutAway(rest, /[,;]\s*(?:with\s+)?(?:an?\s+)?(\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?)\s+(?:reminder|alarm|ping)\s*$/i, 'timing', (_whole, hour) => ` at ${hour!}`);
  // "…, important, #uni": the tag taken out of the end leaves a comma that would hide the priority clause.
  rest = cutAway(rest, /[\s,;]+$/, 'mark');

  const priority = findPriority(rest);
  if (priority) {
    cuts.push(...cutsOf(rest, [priority.span], 'priority'));
    rest = priority.rest;
  }
  rest = rest.replace(/\s+/g, ' ').trim();

  // "need to book the farrier, put it in for 2 weeks from now": the words that put the task in the diary leave only its day.
  rest = cutAway(rest, /[,;]\s*(?:(?:can you|pls|please)\s+)?(?:put|pop|stick|pencil|set)\s+(?:it|that|this)\s+(?:in\s+|down\s+)?(?=(?:for|on)\s+\S)/i, 'timing', () => ' ');
  // "fire warden quiz also due, finish by fri": the thing said due is the task, the day after "by" its due date.
  rest = cutAway(rest, DUE_THEN_DO, 'timing', () => ' ');
  // "…, the deadline is 3/31 and spots go fast": the deadline is the due date; why it matters is not part of the task.
  let deadline: FoundDate | undefined;
  // "email the slides for next week, due mon": a ", due …" clause says the day; "next week" names the slides (due-clause.ts).
  const due = dueClause(rest, now, timeZone);
  if (due) {
    deadline = due.date;
    cuts.push(...due.cuts);
    rest = due.rest;
  }
  const clauseSaid = rest;
  rest = rest.replace(DEADLINE_IS, (whole: string, when: string, why: string | undefined, at: number) => {
    const date = parseDueDate(when, now, timeZone);
    // Only a date: "deadline's creeping up" says no day.
    if (!date || leftOverLength(when, date) > 3) return whole;
    // "fill in the availability for june, needs doing by the 20th": the deadline is the due date, a month before it names the task.
    if (parseDueDate(whole.slice(0, whole.length - when.length), now, timeZone) === undefined && !/\bdue\b/i.test(whole)) deadline = date;
    // The account: the clause's words (", the deadline is") said when; the day is the date, read here or (as "due …") below.
    const clauseEnd = why === undefined ? whole.length : whole.slice(0, whole.length - why.length).replace(/\s+and\s+$/i, '').length;
    const whenAt = clauseEnd - when.length;
    cuts.push(...cutsOf(clauseSaid, [{ index: at, length: whole.slice(0, whenAt).trimEnd().length }], 'timing'));
    if (deadline) cuts.push(...cutsOf(clauseSaid, [{ index: at + whenAt, length: when.length }], 'date'));
    if (why && isReason(why)) cuts.push(...cutsOf(clauseSaid, [{ index: at + clauseEnd, length: whole.length - clauseEnd }], 'reason'));
    return deadline ? `${why && !isReason(why) ? ` and ${why}` : ''}` : ` due ${when}${why && !isReason(why) ? ` and ${why}` : ''}`;
  });
  // "book a massage by fri, my legs are toast", "recert CPR by april 30, mine expires then": the reason is not the task.
  // "sort out a car seat for alfie, he's outgrown his, next week sometime": a day said after the reason still counts.
  const lastPart = /[,;]\s*([^,;]+)$/.exec(rest);
  const dayAfter = lastPart ? parseDueDate(lastPart[1]!, now, timeZone) : undefined;
  const dayAfterOnly = dayAfter && leftOverLength(lastPart![1]!.replace(/\b(?:sometime|some time|at some point|ish)\b/gi, '').trim(), dayAfter) <= 3;
  const reasonBeforeDay = dayAfterOnly ? reasonAfterComma(rest.slice(0, lastPart!.index)) : undefined;
  const reason = reasonBeforeDay ?? reasonAfterComma(rest);
  if (reason !== undefined) cuts.push(...cutsOf(rest, [{ index: reason, length: (reasonBeforeDay !== undefined ? lastPart!.index : rest.length) - reason }], 'reason'));
  if (reason !== undefined) {
    const head = cutOut(rest.slice(0, reason), /[\s,;:\-–—]+$/, 'mark');
    cuts.push(...head.cuts);
    rest = `${head.text}${reasonBeforeDay !== undefined ? ` ${lastPart![1]}` : ''}`;
  }

  // "every 4 weeks, first one on saturday": the first occurrence said after the repeat is where it starts.
  rest = cutAway(rest, FIRST_ONE, 'timing', (_whole, when) => ` starting ${when!}`);
  // "every other wednesday, its fortnightly now starting next wed": the repeat said again is not part of the task.
  rest = cutAway(rest, REPEAT_SAID_AGAIN, 'timing', (_whole, when) => ` ${when!}`);
  // A repeat ("every monday 8am") decides the first occurrence itself; otherwise the first date said.
  const repeat = parseRecurrence(rest, now, timeZone);
  const found = repeat ?? deadline ?? parseDueDate(rest, now, timeZone);
  if (found && found !== deadline) {
    cuts.push(...cutsOf(rest, found.spans, 'date'));
    // "pick the kids up sat at 4pm after my night shift": with a clock time said, the routine it follows is not part of the task.
    const clockSaid = found.spans.some((span) => /\d/.test(rest.slice(span.index, span.index + span.length)));
    const dayFirst = Math.min(...found.spans.map((span) => span.index)) <= 1;
    // "buy batteries today before the party": the event said straight after the day is when, not part of the task.
    const eventAfterDay = EVENT_AFTER_DAY.test(rest.slice(Math.max(...found.spans.map((span) => span.index + span.length))));
    // "after night shift tmrw grab milk": a routine said first, straight before the day, is when too (after the day, "call
    // the bank tomorrow after work", it is the only time said and stays in the title).
    const routineBeforeDay = ROUTINE_ONLY.test(rest.slice(0, Math.min(...found.spans.map((span) => span.index))));
    // "take the dog to the beach on my day off wed": the day off right beside the day is when too.
    const afterLast = rest.slice(Math.max(...found.spans.map((span) => span.index + span.length)));
    const dayOffBeside = DAY_OFF_AT_END.test(afterLast)
      ? !/\S/.test(afterLast.replace(DAY_OFF_AT_END, ''))
      : !/\S/.test(afterLast) && DAY_OFF_AT_END.test(rest.slice(0, Math.min(...found.spans.map((span) => span.index))));
    // Cut the spans from the end so earlier indexes stay valid.
    for (const span of [...found.spans].sort((a, b) => b.index - a.index)) {
      rest = `${rest.slice(0, span.index)} ${rest.slice(span.index + span.length)}`;
    }
    if (dayOffBeside) rest = cutAway(rest, DAY_OFF_AT_END, 'timing');
    else if (eventAfterDay) rest = cutAway(rest, EVENT_AT_END, 'timing');
    else if (clockSaid) rest = cutAway(rest, AFTER_ROUTINE, 'timing');
    // "tomorrow night before shift iron uniform": with the day said first, the routine before the task is when, not what.
    else if (dayFirst || routineBeforeDay) rest = cutAway(rest, ROUTINE_FIRST, 'timing');
  }

  // "condo AGM is may 25 at 7pm, remind me a day before": with a reminder asked for, the "is" before the day only said when.
  if (remind && found) rest = cutAway(rest, /\s+(?:is|are)(?:\s+(?:on|at))?\s*$/i, 'timing');
  rest = rest.replace(/\uE000(\d+)\uE001/g, (_m, index: string) => kept[Number(index)] ?? '');
  const { title, cuts: tidied } = tidyTitle(rest);
  cuts.push(...tidied);
  const fields: TaskFields = {
    title,
    ...(found ? { dueAt: found.dueAt } : {}),
    ...(priority ? { priority: priority.priority } : {}),
    ...(tags.length ? { tags: [...new Set(tags)] } : {}),
    ...(repeat ? { recurrence: repeat.rrule } : {}),
    ...(remind && found ? { remindBefore: remind.minutes } : {}),
  };
  return { fields, account: { left: rest, cuts } };
}
