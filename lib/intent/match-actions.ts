import { cleanTitle, findPriority } from './extract-task-fields';
import type { Changes, Intent, Target } from './intent-schema';
import { parseDueDate, datedLength } from './parse-due-date';
import { parseRecurrence } from './parse-recurrence';
import { baseForm } from './past-tense';
import { RELIEF_WORDS, withoutDoneForNow } from './done-for-now';
import { withoutEmoticons } from './match-chat';
import { isWholeList, parseTarget } from './parse-target';
import { nameBeforeReason } from './why-after-change';

const PRIORITY_WORDS = String.raw`(?:p[1-4]|priority\s*[1-4]|(?:very |top |highest |high |medium |normal |low |lowest |no )priority|urgent|asap)`;

type Action = 'complete' | 'delete' | 'get' | 'reopen';

/** "delete it", "push that to friday": the task the conversation just named. */
const PRONOUN_ONLY = /^(?:it|that|this|that one|this one)$/i;
/** "delete the task", "complete the item": a task, but not which one (the conversation may say; else ask). */
const GENERIC_TASK = /^(?:(?:the|a|my|this|that)\s+)?(?:task|todo|item|reminder|entry|one|thing)$/i;
const MENTIONED = { mentioned: true } as const;

function targeted(kind: Action, fragment: string): Intent | undefined {
  if (PRONOUN_ONLY.test(fragment.trim()) || GENERIC_TASK.test(fragment.trim())) return { kind, target: MENTIONED };
  if (isWholeList(fragment)) return { kind: 'unknown', reason: 'bulk' };
  const target = parseTarget(fragment);
  return target ? { kind, target } : undefined;
}

function update(fragment: string, changes: Changes): Intent | undefined {
  // "push everything to tomorrow": the assistant changes one task at a time, with approval.
  if (!PRONOUN_ONLY.test(fragment.trim()) && isWholeList(fragment) && Object.keys(changes).length > 0) return { kind: 'unknown', reason: 'bulk' };
  const target = PRONOUN_ONLY.test(fragment.trim()) ? MENTIONED : parseTarget(fragment);
  if (!target || Object.keys(changes).length === 0) return undefined;
  return { kind: 'update', target, changes };
}

/** A new value said in words: a date, a priority, or else a new title. */
function changeFromValue(value: string, now: Date, timeZone: string, titleAllowed: boolean): Changes {
  const priority = findPriority(value);
  if (priority && !priority.rest.trim()) return { priority: priority.priority };
  const repeat = parseRecurrence(value, now, timeZone);
  const repeatLength = repeat ? datedLength(repeat) : 0;
  if (repeat && value.replace(/^(?:to\s+)?(?:repeat|recur)\s+/i, '').length - repeatLength <= 3) return { dueAt: repeat.dueAt, recurrence: repeat.rrule };
  // "push the budget draft to 5": a bare number is an hour.
  const hour =
    /^(?:at\s+)?\d{1,2}(?::\d{2})?$/i.test(value.trim()) &&
    Number(
      value
        .trim()
        .replace(/^at\s+/i, '')
        .split(':')[0],
    ) <= 12;
  // "to 21st": a bare day of the month, read as "the 21st" (the length check below allows those 4 letters).
  const ordinal = /^\d{1,2}(?:st|nd|rd|th)\b/i.test(value.trim());
  const date = parseDueDate(hour ? `at ${value.trim().replace(/^at\s+/i, '')}` : ordinal ? `the ${value.trim()}` : value, now, timeZone);
  if (hour && date) return { dueAt: date.dueAt };
  const dateLength = date ? datedLength(date) : 0;
  if (date && value.replace(/^(?:on|at|by|for|until|till)\s+/i, '').length - dateLength <= 3) return { dueAt: date.dueAt };
  // "change the X to tmrw at 9a": a value that holds a date moves the task, never renames it (asked when more is left).
  if (!titleAllowed || date) return {};
  const title = cleanTitle(nameBeforeReason(value));
  return title ? { title } : {};
}

const RENAME = /^(?:rename|retitle|re-name)\s+(.+?)\s+(?:to|as|into)\s+(.+)$/i;
const CHANGE_TITLE = /^(?:change|update|edit|set)\s+(?:the\s+)?(?:title|name|wording)\s+(?:of\s+)?(.+?)\s+to\s+(.+)$/i;
/** "#9 should be called book the hotel", "the gym one should say gym bag". */
const SHOULD_BE_CALLED = /^(.+?)\s+should\s+(?:now\s+)?(?:be\s+)?(?:called|named|renamed(?:\s+to)?|titled|say|read)\s+(.+)$/i;
/** "change #3's name to ...", "update the gym task's title to ...". */
const POSSESSIVE_TITLE = /^(?:change|update|edit|set)\s+(.+?)(?:'s|s')\s+(?:title|name|wording)\s+to\s+(.+)$/i;
/** "call #3 pay the rent", "name the first one gym bag": only with a number or a position, since "call mom" is a task. */
const CALL_IT = /^(?:call|name|title)\s+((?:task\s*)?#\s*\d+|task\s+\d+|(?:the\s+)?(?:first|second|third|fourth|fifth|last|\d+(?:st|nd|rd|th))\s+one)\s+(?:to\s+|as\s+)?(.+)$/i;
const CHANGE_FIELD = /^(?:set|change|make|update|move)\s+(?:the\s+)?(priority|prio|due date|deadline|date|due time|time)\s+(?:of|for|on)\s+(.+?)\s+(?:to|as|for)\s+(.+)$/i;
/** Not "update my list to include X": that adds X. */
const CHANGE_ANY = /^(?:change|update|edit|switch)\s+(.+?)\s+to\s+(?!(?:include|add|have|contain)\b)(.+)$/i;
const RESCHEDULE =
  /^(?:move|reschedule|postpone|push(?: back)?|put off|delay|defer|bump|shift|bring forward|pull forward|change the date of|change the due date of)\s+(.+?)\s+(?:to|until|till|for|back to|out to|up to|forward to|over to|off (?:to|until|till))\s+(.+)$/i;
/** "make the report due friday", "set #3 due tomorrow". */
const MAKE_DUE = /^(?:make|set|have)\s+(.+?)\s+(?:be\s+)?due\s+(?:on\s+|by\s+)?(.+)$/i;
const MAKE_PRIORITY = new RegExp(String.raw`^(?:make|mark|set|flag)\s+(.+?)\s+(?:as\s+|to\s+)?(${PRIORITY_WORDS})$`, 'i');
/** "make #3 repeat every monday", "pay rent should recur monthly", "set the gym task to repeat every other friday". */
const REPEATS = /^(?:(?:make|set|have|let)\s+(.+?)\s+(?:to\s+)?|(.+?)\s+(?:should|must|needs to|has to)\s+|(?=(?:repeat|recur)\s))(?:repeat|recur)\s+(.+)$/i;
/** "the report is due monday", "lesson plans aren't due till monday now": the new day, said as a fact. */
const DUE_IS =
  /^(?!(?:what|which|whats|what's)\s)(.+?)\s+(?:(?:is|should be|needs to be|has to be|must be)\s+(?:now\s+)?(?:due|done by|finished by|ready by|done on)|(?:isn'?t|is not|isnt|aren'?t|are not|arent)\s+(?:due|needed)\s+(?:til|till|until|'til)|(?:needs|wants)\s+(?:done|doing|finished|sorted)\s+(?:by|on|for))\s+(.+)$/i;

const lastSplit = (pattern: RegExp) => new RegExp(pattern.source.replace('(.+?)', '(.+)'), 'i');
const CHANGE_FIELD_LAST = lastSplit(CHANGE_FIELD);
const RESCHEDULE_LAST = lastSplit(RESCHEDULE);
const CHANGE_ANY_LAST = lastSplit(CHANGE_ANY);

/** Renames, new dates and priorities. */
export function matchUpdate(said: string, now: Date, timeZone: string): Intent | undefined {
  // "the report is due monday now": the "now" says it changed, not when.
  const text = /\bdue\b|\bneeds (?:done|doing|finished|sorted)\b/i.test(said) ? said.replace(/\s+now$/i, '') : said;
  const rename = RENAME.exec(text) ?? CHANGE_TITLE.exec(text) ?? POSSESSIVE_TITLE.exec(text) ?? SHOULD_BE_CALLED.exec(text) ?? CALL_IT.exec(text);
  if (rename) {
    const title = cleanTitle(nameBeforeReason(rename[2]!));
    return title ? update(rename[1]!, { title }) : undefined;
  }
  const repeats = REPEATS.exec(text);
  // A bare "repeat every monday" is about the task just named.
  if (repeats) return update(repeats[1] ?? repeats[2] ?? 'it', changeFromValue(repeats[3]!, now, timeZone, false));
  // "change my reminder to call mom to 7pm": the last "to" may be the one before the new value.
  for (const pattern of [CHANGE_FIELD_LAST, RESCHEDULE_LAST, CHANGE_ANY_LAST]) {
    const last = pattern.exec(text);
    const value = last?.[last.length - 1];
    const target = last?.[last.length - 2];
    if (!value || !target || !/\s(?:to|for|as)\s/i.test(target)) continue;
    const changes = changeFromValue(value, now, timeZone, false);
    const intent = Object.keys(changes).length ? update(target, changes) : undefined;
    if (intent) return intent;
  }
  const field = CHANGE_FIELD.exec(text);
  if (field) {
    const changes = changeFromValue(field[3]!, now, timeZone, false);
    const intent = update(field[2]!, changes);
    if (intent) return intent;
  }
  const makePriority = MAKE_PRIORITY.exec(text);
  if (makePriority) {
    const priority = findPriority(makePriority[2]!);
    return priority ? update(makePriority[1]!, { priority: priority.priority }) : undefined;
  }
  const reschedule = RESCHEDULE.exec(text) ?? DUE_IS.exec(text) ?? MAKE_DUE.exec(text);
  if (reschedule) return update(reschedule[1]!, changeFromValue(reschedule[2]!, now, timeZone, false));
  const change = CHANGE_ANY.exec(text);
  if (change) return amountChange(change[1]!, change[2]!) ?? update(change[1]!, changeFromValue(change[2]!, now, timeZone, true));
  return undefined;
}

const CLOCK = /^(?:a|p|am|pm|st|nd|rd|th)$/i;
const TIME_UNIT = /^(?:a|p|am|pm|m|h|d|w|mins?|minute|hrs?|hour|day|wks?|week|months?|mo|years?|yrs?|st|nd|rd|th|tomorrow|tmrw|today|tonight|noon|\p{L}*day)$/iu;
const AMOUNT = /^(\d+(?:\.\d+)?)\s*-?\s*(\p{L}+?)s?$/iu;
/**
 * "change the 10 mile long run to 11 miles": an amount that replaces the same amount in the name renames
 * that part ("11 mile long run"), never the whole title to "11 miles". With no such amount in the name
 * ("change the walk to 4 miles") it is asked about.
 */
function amountChange(fragment: string, value: string): Intent | undefined {
  const amount = AMOUNT.exec(value.trim());
  if (!amount || CLOCK.test(amount[2]!)) return undefined;
  const unit = amount[2]!.replace(/[.*+?^${}()|[\]\\]/g, '');
  const said = new RegExp(String.raw`\b\d+(?:\.\d+)?(\s*-?\s*${unit}(?:e?s)?)\b`, 'iu');
  const name = fragment.trim().replace(/^(?:the|my)\s+/i, '');
  // "change the 20 minute stretch to 30 minutes" renames; "change the call to 30 minutes" is left to the date reader.
  const timed = TIME_UNIT.test(amount[2]!) || Boolean(parseDueDate(value, new Date(0), 'UTC'));
  if (timed && !said.test(name)) return undefined;
  if (!said.test(name)) {
    return { kind: 'clarify', question: `What should “${name}” be called now? Say the whole new name, e.g. "rename ${name} to …".` };
  }
  const title = cleanTitle(name.replace(said, (_whole, rest: string) => `${amount[1]}${rest}`));
  return title ? update(fragment, { title }) : undefined;
}

const COMPLETE_PATTERNS: readonly RegExp[] = [
  /^(?:mark|set|tick|check|flag)\s+(.+?)\s+(?:as\s+)?(?:done|complete|completed|finished|checked(?: off)?|paid|sorted|handled|bought|sent)$/i,
  /^(?:cross|check|tick|scratch|strike)\s+off\s+(.+)$/i,
  /^(?:cross|check|tick|scratch|strike)\s+(.+?)\s+off\b.*$/i,
  /^(?:(?:all\s+)?done with|complete|finish|close|done|resolve|completed|finished)(?:\s*:\s*|\s+)(.+)$/i,
  /^(?:i(?:'ve| have)?\s+(?:just\s+|already\s+)?(?:finished|completed|done|did))\s+(.+?)(?:[,;.]\s*(?:so\s+)?(?:you can\s+)?(?:cross|check|mark|tick|scratch).*)?$/i,
  /^(?:i'?m|i am)\s+(?:all\s+)?(?:done|finished)\s+with\s+(.+)$/i,
];
const IMPERATIVE = 3;
/**
 * "i already bought milk", "paid the rent", "i've called mom", "venmo'd sam": a task's verb in the past tense says it is done.
 * The target is what was done ("milk" finds "Buy milk"). "paid the cleaner already for this week": the period a payment
 * covers is gone with it, never a due date.
 */
const DID_IT =
  /^(?:i(?:'ve| have)?\s+|we(?:'ve| have)?\s+)?(?:just\s+|already\s+|finally\s+)*(bought|paid|called|rang|phoned|did|made|(?!(?:he|we|you|she|they|who|that|there|it)'d\b)[a-z]{2,}'d|sent|posted|mailed|emailed|texted|messaged|booked|signed|lodged|printed|ordered|picked up|dropped off|cleaned|washed|vacuumed|hoovered|walked|fed|watered|mowed|cooked|returned|renewed|submitted|filed|fixed|repaired|collected|handed in|replied to|topped up|took out|put out|took|taken|brought back|got|done|sorted out|sorted|cleared out|cleared|watched|visited|attended|spoke to|spoken to|talked to|chatted to|chatted with|spoke with|talked with)\s+(?!(?:it|that|this|them|a|an|some|to|i|you|my list|nothing|something)\b)(.+?)(?:\s+(?:out|off|back))?(?:\s+for\s+(?:this|the|last|that)\s+(?:week|month|fortnight|term|quarter))?(?:\s+(?:already|today|now|just now|earlier|yesterday|(?:earlier\s+)?this\s+(?:morning|afternoon|arvo|evening)|earlier today|earlier on|last night|first thing|an? (?:bit|while|minute|moment|hour|few minutes) ago|\d+ (?:mins?|minutes|hours?|hrs?) ago))?(?:\s+for\s+(?:this|the|last|that)\s+(?:week|month|fortnight|term|quarter))?(?:\s*[,;–—-]\s*(?:all\s+)?(?:good|sorted|fine|done|lekker|tick (?:it|that)(?: off)?))?$/i;
/** A task's own verb in the past, said of the task: "the permit's renewed", "the claim is filed". */
const DONE_PARTICIPLE =
  'picked|lodged|printed|renewed|paid|filed|submitted|sent|mailed|posted|booked|ordered|fixed|repaired|signed|returned|picked up|dropped off|handed in|cleaned|sorted|handled|bought|made|scheduled|delivered|collected|swapped|washed|emptied|topped up|cleared out|cleared|sorted out|edited|uploaded|drafted|written|proofread|proofed|reviewed|packed|ironed|tidied|installed|serviced|shipped|invoiced';
const IS_DONE = new RegExp(
  String.raw`^(.+?)(?:\s+(is|are|was|were|got)|(?<=\S)('s))?\s+(?:all\s+|now\s+|finally\s+|already\s+)?(?:done(?: and dusted)?|finished|complete|completed|taken care of|(${DONE_PARTICIPLE}))(?:\s+(?:today|yesterday|this morning|just now|earlier today))?(?:\s+(?:finally|at last|already|now|yay|woo+))?$`,
  'i',
);
/** "got the dentist appt booked", "finally got the car washed": "got", the task's thing, then a participle that says it was done. */
const GOT_DONE = new RegExp(
  String.raw`^(?:i\s+)?(?:finally\s+|just\s+|already\s+)*got\s+(?!(?:it|that|this|them)\s)((?:the|my|our)\s+.{2,40}?|\S+(?:\s+\S+){0,2}?)\s+(?:done|finished|sorted|${DONE_PARTICIPLE})(?:\s+(?:today|yesterday|finally|at last|already))*$`,
  'i',
);
/**
 * "library books back", "the dvds are back": the things taken back, so the task that returns them is done ("need to see
 * the physio about my back": a plan, and a body part).
 */
const GOT_BACK =
  /^(?!(?:i\s+)?(?:need|have|got|gotta|must|should)\b)(?!.*\b(?:my|his|her|your|our|their)\s+back$)(?!(?:the\s+|my\s+)?(?:mum|mom|dad|nan|gran|grandma|grandad|kids?|children|husband|wife|partner|hubby|baby|everyone|power|wifi|internet)\b)(.{2,40}?)\s+(?:all\s+)?back(?:\s+(?:now|finally|at last|already|yay))?$/i;
/** A name that ends in a "not": what follows did not happen. */
const NEGATED = /\b(?:not|never|isn'?t|wasn'?t|aren'?t|weren'?t|hasn'?t|haven'?t|didn'?t|doesn'?t|don'?t|actually|yet)$/i;
/** Words that name no one task: "stuff", "things", "everything". */
const VAGUE = /\b(?:stuff|things|bits|everything|all|lot|lots)\b/i;
/** A task's own verb first ("call mum back", "take the chairs back", "book the mot"): a task to do, not one done. */
const TASK_VERB =
  /^(?:call|ring|phone|text|email|message|get|bring|take|put|give|pay|send|write|go|come|drive|move|set|change|push|ask|tell|reply|hand|pass|switch|turn|pick|carry|fetch|post|mail|return|play|look|read|answer|sign|log|check|buy|order|book|add|remind|renew|fix|clean|wash|collect|swap|submit|file|print|sort|handle|schedule|deliver|cancel|chase|arrange|organise|organize|make|do|find|see|visit|meet|pop|drop)\b/i;
/** Words that start a question or a statement about oneself, not a task's name. */
const NOT_A_TASK =
  /^(?:(?:what|which|how|show|list|view|see|display|are|is|did|have|all|everything|i|i'm|im|i am|we|we're|it|it's|that|that's|this|you|almost|nearly|not|never)\b|(?:tasks?|todos?)$)/i;

/** "finish report by next monday 5pm urgent #work": a task to do, with its date, priority or tag, not one done. */
function isPlan(fragment: string, now: Date, timeZone: string): boolean {
  if (/(?:^|\s)[#@]\p{L}/u.test(fragment) || findPriority(fragment)) return true;
  // "put out recycling every second tuesday": a repeat is a plan; nothing done once is said with one.
  if (
    /\b(?:every|each)\s+(?:other\s+|second\s+|third\s+|\d+(?:st|nd|rd|th)?\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|day|night|morning|evening|week|weekday|weekend|month|fortnight|year)s?\b/i.test(
      fragment,
    )
  )
    return true;
  return /\b(?:by|before|due|on|at|until|till|tomorrow|tonight|today|next|this|sometime|end of)\b/i.test(fragment) && parseDueDate(fragment, now, timeZone) !== undefined;
}

/**
 * "finish lit review draft sunday", "complete the tax form 3 june": the verb said to plan, its day last. A day at the
 * end of what is to finish says when, as "by sunday" does (the add path adds it, or moves the task of that name).
 */
function endsWithDay(fragment: string, now: Date, timeZone: string): boolean {
  const said = fragment.replace(/[\s.!?]+$/, '');
  const day = parseDueDate(said, now, timeZone);
  const last = day?.spans.at(-1);
  return last !== undefined && day!.spans[0]!.index > 0 && last.index + last.length === said.length;
}

/** A tick mark after the words: "library books returned ✓", "car tax ✅" says it is done. */
const TICK_MARK = /\s*(?:✓|✔️?|✅|☑️?|\[x\])\s*$/iu;
/** "bins are out", "the recycling's out": the putting-out chores, said done. */
const PUT_OUT = /^(?:the\s+)?(bins?|rubbish|trash|garbage|recycling|wheelie bins?)(?:\s+(?:is|are)|'s)\s+(?:all\s+)?out$/i;

/**
 * "canteen order's in", "the grant application is in", "timesheets went in": a thing one hands in, said in, so the task
 * that sends it is done ("the cake is in the oven" says where, and "the van's in for a service" is not a hand-in).
 */
const HANDED_IN =
  /^(?:the\s+|my\s+|our\s+)?((?:[\p{L}\p{N}'-]+\s+){0,3}(?:order|orders|quote|quotes|estimate|application|applications|form|forms|claim|claims|submission|paperwork|tax return|return|bid|tender|offer|essay|assignment|report|timesheets?|entry|entries|request|appeal|renewal|notice|resignation|invoice|invoices|expenses|rsvp|referral|enrolment|enrollment|nomination))(?:'s|\s+(?:is|are|went|has gone|have gone|got sent|was sent))\s+(?:all\s+|finally\s+|now\s+)?in(?:\s+(?:now|finally|at last|already|today))?$/iu;

/** "that's the bins done", "thats the quote sorted": "that's", then a thing and a word of done. */
const THATS_DONE = /^(?:that'?s|thats)\s+(?!(?:me|us|it|that|this|all|everything|you|him|her|them)\b)(?=.+\s(?:done|finished|sorted|complete|completed)(?:\s|$))/i;

/** "!!! finally lol", "yay": a cheer after the words, not part of them. */
const CHEER_TAIL = new RegExp(String.raw`(?:[\s!.,]*\b(?:finally|at last|lol|yay|woo+|haha+|phew|whew|omg|${RELIEF_WORDS})\b)*[\s!.]*$`, 'i');

/**
 * "invoice them once it's done", "send the deck when the edits are finished", "pay the roofer after the job is done": a task
 * and the condition it waits on. The "done" is the condition's, never a completion.
 */
export const ONCE_DONE =
  /(?<=\S\s+)(?:once|when|whenever|after|as soon as|until|till|if)\s+(?:[\p{L}\p{N}'’-]+\s+){0,5}?(?:(?:is|are|gets?|got|has been|have been)\s+|(?<=\S)['’]s\s+)?(?:all\s+)?(?:done|finished|complete|completed|ready|over|sorted|through|wrapped up|approved|signed)\b/iu;

export function matchComplete(said: string, now: Date, timeZone: string): Intent | undefined {
  if (ONCE_DONE.test(said)) return undefined;
  // "reflection done for the night": the person's stopping, not the task's name.
  // "that's the bins done": "that's" before a thing said done is the news itself ("that's me done" is a goodbye).
  const text = withoutDoneForNow(said).replace(THATS_DONE, '');
  // "tiles are picked!!! finally lol": the task said done, then a cheer.
  // "tax declaration submitted!!! 🎉": an emoji after the cheer is one too.
  const cheered = withoutEmoticons(text).replace(CHEER_TAIL, '');
  const doneCheer = cheered !== text && cheered ? IS_DONE.exec(cheered) : null;
  const cheerTarget = doneCheer?.[4] && !NOT_A_TASK.test(doneCheer[1]!) ? parseTarget(doneCheer[1]!) : undefined;
  if (cheerTarget) return { kind: 'complete', target: cheerTarget };
  const ticked = TICK_MARK.exec(text);
  if (ticked && ticked.index > 0) {
    const said = text.slice(0, ticked.index).trim();
    const done = IS_DONE.exec(said);
    const target = parseTarget(done && !NOT_A_TASK.test(done[1]!) ? done[1]! : said);
    if (target && !NOT_A_TASK.test(said)) return { kind: 'complete', target };
  }
  const handedIn = HANDED_IN.exec(withoutEmoticons(text).replace(CHEER_TAIL, ''));
  const handedTarget = handedIn ? parseTarget(handedIn[1]!) : undefined;
  if (handedTarget) return { kind: 'complete', target: handedTarget };
  const putOut = PUT_OUT.exec(text);
  if (putOut) return { kind: 'complete', target: { query: putOut[1]!.toLowerCase().replace(/^wheelie\s+/, '') } };
  for (const [index, pattern] of COMPLETE_PATTERNS.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    // The imperative "finish X" with a date, priority or tag plans X; it does not say X is done.
    if (index === IMPERATIVE && (isPlan(match[1]!, now, timeZone) || (/^(?:finish|complete)\s/i.test(text) && endsWithDay(match[1]!, now, timeZone)))) return undefined;
    return targeted('complete', match[1]!);
  }
  // "finally got the dentist appt booked": the thing, then how it was done.
  const gotDone = GOT_DONE.exec(text);
  const gotTarget = gotDone && !isPlan(gotDone[1]!, now, timeZone) ? parseTarget(gotDone[1]!) : undefined;
  if (gotTarget) return { kind: 'complete', target: gotTarget };
  const didIt = DID_IT.exec(text);
  if (didIt && !isPlan(didIt[2]!, now, timeZone)) {
    // "phoned dad" names "Phone dad …", not every task about dad: a bare name takes the verb in the title's form.
    const base = baseForm(didIt[1]!);
    // "spoke to frail care": the call to them is done ("talked to ruan" names no swap with Ruan).
    // A bare person ("talked to ruan") is not enough to say which call: asked about.
    const person = didIt[2]!.replace(/^(?:the|my|our)\s+/i, '');
    const spoken = /^(?:spoke|spoken|talked|chatted)\b/i.test(didIt[1]!) ? `call ${person}` : undefined;
    const target = spoken && !/\s/.test(person) ? undefined : parseTarget(spoken ?? (base && !/^(?:the|my|our|a|an)\s/i.test(didIt[2]!) ? `${base} ${didIt[2]}` : didIt[2]!));
    if (target) return { kind: 'complete', target };
  }
  const back = GOT_BACK.exec(text);
  if (back && !NOT_A_TASK.test(back[1]!) && !TASK_VERB.test(back[1]!) && !VAGUE.test(back[1]!) && !isPlan(back[1]!, now, timeZone)) return targeted('complete', back[1]!);
  // "payroll done thank god": the relief after it is a cheer too.
  const done = IS_DONE.exec(text) ?? (cheered ? IS_DONE.exec(cheered) : null);
  if (!done || NOT_A_TASK.test(done[1]!)) return undefined;
  if (done[2] ?? done[3]) return targeted('complete', done[1]!);
  // A participle without "is" ("mot booked", "swapped with priya, sorted") says it happened when what comes
  // before it is a short name, not a task to do ("book the mot", "rent paid by friday"). The task's verb
  // goes in front of a bare name ("book mot"), so the words name that task; none that matches clearly is asked about.
  if (done[4]) {
    const name = done[1]!.replace(/[\s,;:–—-]+$/, '');
    // "kids stuff sorted" names no task clearly: asked about, never a guess at one.
    // "car oil wasn't actually topped up" says it is not done.
    if (NEGATED.test(name)) return undefined;
    if (TASK_VERB.test(name) || VAGUE.test(name) || isPlan(name, now, timeZone) || name.split(/\s+/).length > 4) return undefined;
    const base = baseForm(done[4]);
    return targeted('complete', base && !/[,;:–—-]$/.test(done[1]!.trim()) && !/^(?:the|my|our|a|an)\s/i.test(name) ? `${base} ${name}` : name);
  }
  // Without "is" ("#2 done", "laundry done"), only a task number, a position or a short name.
  const target = parseTarget(done[1]!);
  if (target && (!('query' in target) || done[1]!.split(' ').length <= 3)) return { kind: 'complete', target };
  return undefined;
}

const DELETE_PATTERNS: readonly RegExp[] = [
  /^(?:delete|remove|erase|drop(?!\s+off\b|\s+.+?\s+(?:off\s+)?(?:to|at)\s+(?:the|my|his|her|their|our|\w+'s)\b)|trash(?!\s+(?:out|day|night|pickup|collection|can|bags?)\b)|nix|scrap|scratch(?!\s+off\b)|kill|get rid (?:of|off)|throw away|throw out|toss out|forget about|discard|ditch|bin|wipe|clear|clear out|blank out|nuke|empty|cancel)\s+(.+)$/i,
  /^(?:take|get)\s+off\s+(.+)$/i,
  // "forget the milk", "never mind the dentist" (a bare "forget it" is a no, read before this)
  /^(?:forget|never ?mind|nvm)\s+(?!(?:it|that|this|about it)$)(.+)$/i,
  // "milk is no longer needed", "the gym isn't needed anymore"
  /^(.+?)\s+(?:is|are|'s)\s+(?:no longer|not|n't)\s+(?:needed|necessary|happening)(?:\s+any\s?more)?$/i,
  /^(.+?)\s+(?:isn'?t|aren'?t)\s+(?:needed|necessary|happening)(?:\s+any\s?more)?$/i,
  // "the amazon return - not needed anymore": the task, then that it is not wanted.
  /^(.+?)\s*[-–—:,]\s*(?:not|no longer)\s+(?:needed|necessary|happening)(?:\s+any\s?more)?$/i,
  // "bread flour not needed", "no costume shopping needed anymore": the task, then that it is not wanted.
  /^(?!no\s)(.+?)\s+(?:not|no longer)\s+(?:needed|necessary|happening)(?:\s+any\s?more)?$/i,
  /^no\s+(.+?)\s+(?:needed|necessary)(?:\s+any\s?more)?$/i,
  // "i don't need to buy eggs anymore", "no need to call bob any more"
  /^(?:i\s+)?(?:no longer need to|(?:don'?t|do not) (?:need|have) to|no need to)\s+(.+?)\s+any\s?more$/i,
  /^(?:take|get|cross out|knock)\s+(.+?)\s+(?:off|out of|from)\s+(?:of\s+)?(?:my|the)\s+.*\b(?:list|todos|tasks|reminders)\b.*$/i,
  // "i no longer need a reminder to call bob", "i don't want the reminder about the vet any more"
  /^(?:i\s+)?(?:no longer|(?:don'?t|do not)(?:\s+really)?)\s+(?:need|want)\s+(?:a|the|my|that|this)\s+(?:reminder|task|todo|alarm|item)\s+(?:to|for|about)\s+(.+?)(?:\s+(?:any\s?more|now))?$/i,
  // "i don't need milk anymore", "i no longer need the gym task"
  /^(?:i\s+)?(?:no longer|(?:don'?t|do not)(?:\s+really)?)\s+need\s+(?!to\b)(.+?)\s+(?:any\s?more|now)$/i,
  /^(?:i\s+)?no longer\s+need\s+(?!to\b)(.+?\s+(?:task|todo|item|reminder))$/i,
  // "i don't need grocery shopping on my todo list anymore", "i no longer want the gym task on my list"
  /^(?:i\s+)?(?:no longer|(?:don'?t|do not)(?:\s+really)?)\s+(?:need|want)\s+(.+?)\s+(?:on|in)\s+(?:my|the)\s+(?:\S+\s+){0,3}?(?:list|todos|tasks|reminders)(?:\s+(?:any\s?more|now))?$/i,
  // "i no longer need to wash dishes; take it off my list", "i don't have to call bob anymore, so remove it"
  /^(?:i\s+)?(?:no longer|(?:don'?t|do not))\s+(?:need|have|want)\s+to\s+(.+?)(?:\s+any\s?more)?[\s;,.]+(?:so\s+)?(?:you can\s+)?(?:please\s+)?(?:take|remove|delete|erase|get|cross|scratch)\s+(?:it|that|this)(?:\s+(?:off|of|out|from)\b.*)?$/i,
];

/** "delete pick up jo wed", "cancel climbing w kai tmrw": the day the task is on, said after its name. */
const DAY_AFTER_NAME =
  /(?<=\S\s+\S+)(?<!\b(?:for|on|before|after|until|till|by|next|this|every|the)\b)\s+(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?$|(?<=\S)(?<!\b(?:for|on|before|after|until|till|by|the)\b)\s+(?:today|tonight|tomorrow)$/i;

const SAID_AT_TIME = /\s(?:is|are|'s|starts|begins|happens)\s+(?:now\s+)?(?:at\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s+(?:now|instead|not\s+\S+))*$/i;

export function matchDelete(text: string): Intent | undefined {
  if (/\b(?:clear|wipe|erase|empty|nuke|delete)\s+(?:out\s+)?(?:my|the)\s+(?:whole\s+|entire\s+)?(?:todo|task)?\s*list$/i.test(text)) {
    return { kind: 'unknown', reason: 'bulk' };
  }
  if (/^make (?:sure )?(?:my|the) .*\blist (?:is )?(?:completely )?(?:blank|clear|empty)\b/i.test(text)) return { kind: 'unknown', reason: 'bulk' };
  // "clear the gutters this weekend", "empty the spare room fridge on friday": a chore with its day is a task to add.
  if (CHORE_WITH_DAY.test(text) || CHORE_WITH_LEVEL.test(text) || BY_A_DEADLINE.test(text.split(/[,;]\s/)[0]!)) return undefined;
  for (const pattern of DELETE_PATTERNS) {
    const match = pattern.exec(text);
    // "delete pick up jo wed", "cancel X tomorrow": a bare day after the name is the day the task is on, not a word of its name.
    // "bin day is at 8 not 7", "trash pickup starts at 6 now": a statement of the task's new time, its first word no verb.
    if (match && SAID_AT_TIME.test(match[1]!)) return undefined;
    if (match) return targeted('delete', match[1]!.replace(/^(?:out|off)\s+/i, '').replace(DAY_AFTER_NAME, ''));
  }
  return undefined;
}

/**
 * "clear the gutters at the flat this weekend", "wipe down the deck chairs tmrw": a verb of removing that is also a
 * chore, then a thing (no task, list or date word) and the day to do it: removing a task takes no day.
 */
const CHORE_WITH_DAY =
  /^(?:clear|clear out|empty|wipe|wipe down)\s+(?!.*\b(?:tasks?|todos?|list|lists|reminders?|ones|everything|all|done|completed|finished|dates?|deadlines?|due|tags?|labels?|it|them|that|this one)\b).+\s(?:on\s+|by\s+|this\s+|next\s+)?(?:today|tonight|tomorrow|tmrw|weekend|week|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun))$/i;

/**
 * "clear out the back of the van, low priority": a thing to clear said with a priority is a task to do; removing a task
 * takes none.
 */
const CHORE_WITH_LEVEL =
  /^(?:clear|clear out|empty|wipe|wipe down)\s+(?!.*\b(?:tasks?|todos?|list|lists|reminders?|ones|everything|all|done|completed|finished|dates?|deadlines?|due|tags?|labels?|it|them|that|this one)\b)(?:the|my|our)\s+.+?[,;]\s*(?:low|medium|high|top)\s+priority\b/i;
/** "cancel the spare zoom seat by end of the month, …": a deadline ("by …") in the first clause; removing a task takes none. */
const BY_A_DEADLINE =
  /^(?:cancel|clear|clear out|empty|wipe|wipe down)\s+(?!.*\b(?:tasks?|todos?|list|lists|reminders?|ones|everything|all|done|completed|finished|dates?|deadlines?|due|tags?|labels?|it|them|that|this one)\b)(?:the|my|our)\s+.+?\s+by\s+(?:the\s+)?(?:end\s+of|\d|today|tonight|tomorrow|tmrw|next|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b)/i;

const REOPEN_PATTERNS: readonly RegExp[] = [
  /^i\s+(?:didn'?t|did not|haven'?t|have not)\s+(?:actually\s+|really\s+|quite\s+)?(?:finish(?:ed)?|complete(?:d)?|do|done)\s+(.+?)(?:\s+(?:yet|after all))?$/i,
  /^(?:reopen|re-open|un-?complete|un-?check|un-?tick|un-?mark|restore|undo the completion of|un-?finish)\s+(.+)$/i,
  /^(?:mark|set|make|flag)\s+(.+?)\s+(?:(?:as\s+)?(?:not done|undone|not completed|not complete|incomplete|unfinished)|as\s+(?:pending|open|to do|todo))(?: again)?$/i,
  /^(?:put|bring|add|move)\s+(.+?)\s+back\s+(?:on|onto|to|in)\s+(?:my|the)\s+.*\b(?:list|todos|tasks)\b.*$/i,
  // "put the rates back, payment bounced": back, then why (a time after "back" moves it: "put X back a week").
  /^(?:put|bring)\s+(.+?)\s+back\s*[,;:-]\s*(?!.*\b(?:\d|today|tonight|tomorrow|week|month|day|hour|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b).{3,60}$/i,
  // "dad's script wasn't ready after all, untick it": what did not happen, then the request to undo the tick.
  /^(.+?)\s+(?:wasn'?t|isn'?t|was not|is not|didn'?t|did not|hasn'?t|has not|never)\b[^,;]*?[,;.!-]+\s*(?:so\s+)?(?:un-?tick|un-?check|reopen|re-open|un-?mark|un-?complete|restore)\s+(?:it|that|this)(?:\s+(?:pls|please))?$/i,
  // "i ticked off X by accident", "i accidentally checked off X": a tick by mistake.
  /^i\s+(?=.*\b(?:accidentally|mistakenly|wrongly|by accident|by mistake|in error)\b)(?:accidentally\s+|mistakenly\s+|wrongly\s+)?(?:ticked|checked|crossed|marked)\s+(?:off\s+)?(.+?)(?:\s+off)?(?:\s+(?:as\s+)?(?:done|complete|completed))?(?:\s+(?:by accident|by mistake|accidentally|in error|wrongly))?$/i,
  // "the rent check - not done after all": the task, a dash, then that it is not done.
  /^(.+?)\s+[-–—:]\s+(?:(?:it'?s|its|it is|that'?s)\s+)?(?:not|isn'?t|wasn'?t|never)\s+(?:actually\s+|really\s+)?(?:done|finished|complete|completed|sent|paid)(?:\s+(?:after all|yet|actually))?$/i,
  // "the car oil wasn't actually topped up": the task's own verb, said not done.
  new RegExp(
    String.raw`^(?:(?:oops|whoops|ugh|argh|damn|oh no|uh oh|hmm+|turns out|apparently)[\s,!.]+)?(.+?)\s+(?:is|are|isn'?t|wasn'?t|aren'?t|weren'?t|is not|was not|are not|were not)\s+(?:actually\s+|really\s+|quite\s+|fully\s+)?(?:not\s+)?(?:done|finished|complete|completed|${DONE_PARTICIPLE})(?: yet| after all| actually)?(?:\s+(?:lol|ugh|smh|sigh|ffs|haha))*$`,
    'i',
  ),
];

/** "reopen eggs and milk", "mark #3 as not done", "put laundry back on my list". */
export function matchReopen(text: string): Intent | undefined {
  for (const [index, pattern] of REOPEN_PATTERNS.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "X is done" is a completion; only "X isn't done (after all)" reopens.
    if (index === REOPEN_PATTERNS.length - 1 && !/\b(?:isn'?t|wasn'?t|aren'?t|weren'?t|not)\b/i.test(match[0])) continue;
    if (index === REOPEN_PATTERNS.length - 1 && NOT_A_TASK.test(match[1]!)) continue;
    return targeted('reopen', match[1]!);
  }
  return undefined;
}

const GET = /^(?:show|open|view|display|get|see|what's|what is|describe|pull up|bring up)\s+(?:me\s+)?(.+)$/i;
const ABOUT = /^(?:tell me (?:more )?about|details (?:of|for|on|about)|more (?:about|on)|info (?:on|about)|what about)\s+(.+)$/i;

export function matchGet(text: string): Intent | undefined {
  const bare = parseTarget(text);
  if (bare && 'id' in bare && /^(?:#|task|todo|item)/i.test(text.trim())) return { kind: 'get', target: bare };
  const about = ABOUT.exec(text);
  if (about) {
    const target = parseTarget(about[1]!);
    return target ? { kind: 'get', target } : undefined;
  }
  const get = GET.exec(text);
  if (get) {
    const target: Target | undefined = parseTarget(get[1]!);
    if (target && !('query' in target)) return { kind: 'get', target };
  }
  return undefined;
}
