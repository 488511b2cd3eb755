import { isShoppingList } from './shopping-list';
import { addOrChangeQuestion, readTitle } from './confidence';
import { readTaskFields, type TaskReading } from './extract-task-fields';
import type { Intent } from './intent-schema';
import { LIST_PHRASE } from './list-phrases';
import { ONLY_FILTER_WORDS } from './list-filters';
import { parseDueDate, leftOverLength } from './parse-due-date';
import { parseRecurrence } from './parse-recurrence';
import { requestAfterStory } from './story-then-add';
import { isSomedayTask } from './someday-task';
import { isTaskLine } from './task-verbs';

const ITEM = String.raw`(?:(?:me|a|an|the|new|another|myself|quick)\s+)*(?:(?:task|todo|item|reminder|note|entry|chore|alarm|alert)s?\b)?`;
const JOIN = String.raw`\s*(?:for me\s+)?(?:(?:on|in|to|into)\s+(?:my|the)\s+(?:calendar|phone|schedule|diary)\s+)?(?:(?:(?:to(?!\s+(?:my|the|our)\s)|that|for|about|called|named|saying|which says)\b|:|,|-)\s*)?`;

/** The ways people start asking to add something; the rest of the text is the task. */
const CREATE_PREFIXES: readonly RegExp[] = [
  /^(?:a\s+)?note to (?:self|myself)\s*(?::|,|-)?\s*/i,
  // "put down that i need to winterize the bibs", "write down i have to call bob".
  /^(?:put|write|jot|note|mark)\s+(?:it\s+)?down(?:\s*[:\-–]\s*|\s+)(?:that\s+)?(?:i\s+(?:need|have|must|gotta|should|want)\s+(?:to\s+)?)?/i,
  new RegExp(
    String.raw`^(?:add|create|make(?=\s+(?:a|an|me|new|another|quick)\b)(?!\s+(?:a|an)\s+(?:[\w'-]+\s+){0,2}(?:appt|appointment|booking|reservation|payment|donation|complaint|claim|cake|copy|plan|list|checklist|playlist|budget|spreadsheet|menu|poster|backup)s?\b)|new(?=\s+(?:task|todo|item|reminder|note|entry|chore|alarm|alert)s?\b)|(?:put|throw(?!\s+(?:away|out)\b)|place)(?=.*\b(?:list|lists|todos?|tasks?|reminders?|agenda|down|calendar|schedule)\b)|jot down|note down|write down|note|include|insert|log(?=\s+(?:(?:a|an|new|another|me)\s+)*(?:task|todo|item|reminder|note|entry|chore)s?\b)|record|mark down|open up|set(?:\s+up)?(?=\s+(?:(?:a|an|me|new|another)\s+)*(?:reminder|task|todo|note|alarm|alert)\b)|give me(?=\s+a\s+reminder))\s+${ITEM}${JOIN}`,
    'i',
  ),
  /^(?:remind me|help remind me|reminder|todo|task|tell me(?=\s+(?:later|soon|tomorrow|tonight|today|(?:on|this|next)\s+\w+|at\s+[\d:]+\s*(?:am|pm)?|in\s+(?:an?|\d+)\s+\w+)?\s*to\b))\b\s*(?:(?:(?:to|that|about|abt|bout|of)\b|:|,|-)\s*)?/i,
  /^(?:get|be) reminded\s+(?:to|about|of)\s+/i,
  // "update my todo list to include buy stamps"
  new RegExp(String.raw`^(?:update|change|edit|amend)\s+${LIST_PHRASE}\s+(?:to\s+(?:include|add|have|contain)|with|by adding)\s+`, 'i'),
  // "chuck on the list ring reece", "stick on my list: grout": the list named first, then the task.
  new RegExp(String.raw`^(?:stick|pop|slap|chuck|toss|bung|shove|jot|tack|whack|put)\s+(?:(?:this|it)\s+)?(?:on|onto|in|into)\s+${LIST_PHRASE}\s*[:,-]?\s+(?=\S)`, 'i'),
  // "stick eggs on my list", "pop call mom on the todo list": casual verbs for putting, only with a list named.
  new RegExp(String.raw`^(?:stick|pop|slap|chuck|toss|bung|shove|jot|tack|whack)\s+(?=.+\s(?:on|onto|to|in|into)\s+${LIST_PHRASE})`, 'i'),
  /^i (?:need|want|have) to\s+(?=(?:add|put|include|create|make|set)\b)/i,
  // "list milk on my grocery list" adds; "list each item on my list" reads it out.
  /^(?:please\s+)?(?:also\s+)?list\s+(?!(?:each|every|all|everything|the (?:items|tasks|things|todos|reminders)|what|out)\b)(?=.+\s+on\s+(?:my|the)\s)/i,
  // "lemme not forget to sign the form", "let me not forget about the vet".
  /^(?:(?:don'?t|do not) let me|(?:lemme|let me|i (?:better|should|must)) not) forget\s+(?:to\s+|about\s+)?/i,
  // "i don't want to forget to call mom", "i can't forget about the dentist", "don't forget to pay rent"
  /^(?:i\s+)?(?:(?:don'?t|do not)\s+(?:want|wanna)\s+to\s+|(?:can'?t|cannot|must not|mustn'?t|shouldn'?t|should not)\s+|(?:don'?t|do not)\s+)?forget\s+(?:to|about)\s+/i,
  // "help me to remember to pick up stan", "i need to remember to call bob", "remember to water the plants"
  /^(?:(?:help|make|get)\s+me\s+(?:to\s+)?remember|i\s+(?:need|want|have|must|should|gotta)\s+(?:to\s+)?remember|i\s+must\s+remember|remember)\s+(?:to|about|that i (?:need|have|must) to)\s+/i,
  /^(?:make sure|be sure)\s+(?:to|that i|i)\s+/i,
  // "don't forget milk", "do not forget the bin bags"
  /^(?:please\s+)?(?:don'?t|do not)\s+forget\s+(?!(?:it|that|this|about it|me)$)/i,
  /^i(?: need| want| would like|'d like| could use) (?:a reminder|an alarm|to be reminded|to get reminded|reminding)\s*(?:set(?:\s+up)?(?:\s+|$))?(?:(?:to|that|about|for|of)\s+)?/i,
  // "could i get a reminder to pay the bill", "can i have a reminder about the dentist"
  /^(?:can|could|may) i (?:get|have)\s+(?:a|an)\s+(?:reminder|alarm|alert)\s*(?:set(?:\s+up)?(?:\s+|$))?(?:(?:to|that|about|for|of)\s+)?/i,
  /^i need to be notified\s+(?:to|that|about)\s+/i,
];

/** "to my task list please add paint kitchen", "on my to do list, add dishes". */
const LIST_FIRST = new RegExp(String.raw`^(?:to|on|onto|in)\s+${LIST_PHRASE}[\s,:]+(?:please\s+)?(?:also\s+)?(?:add|put|include|i need)?\s*(.*)$`, 'i');
/** "cleaning needs to go on my list", "i need laundry put on my list of things to do". */
const NEEDS_TO_BE = new RegExp(
  String.raw`^(?:i need\s+)?(.+?)\s+(?:needs to|should|has to|must|to)?\s*(?:be|go|put|added|be put|be added)\s+(?:on|in|onto|to)\s+${LIST_PHRASE}.*$`,
  'i',
);
/** "i need to do dishes put it on my to do list", "remind me to wash the dog, put on list of things to do". */
const THEN_ADD_IT = /^(.+?)[\s,]+(?:so\s+)?(?:please\s+)?(?:put|add|include)\s+(?:it|that|this)?\s*(?:on|to|onto)\s+(?:my|the)?\s*(?:todo list|list|list of things to do).*$/i;

/** "maya's recital is 12/12 at 6:30pm, add it pls": the task said first, then "add it". */
const THEN_ADD_BARE =
  /^(.{3,}?)[\s,;.-]+(?:so\s+)?(?:(?:pls|please|can you|could you)\s+)?(?:add|save|note|put)\s+(?:it|that|this)(?:\s+(?:down|in|for me))?(?:\s+(?:pls|please|thanks|thx))?[\s.!?]*$/i;
/** "the recital is on friday", "the fair is the 25th", "MOT booked for 3rd june": the "is" (or "booked for") between a name and its day. */
const IS_WHEN =
  /^(.+?)\s+(?:(?:is|are|'s)\s+(?:booked\s+(?:in\s+)?(?:for\s+)?)?|booked\s+(?:in\s+)?(?:for\s+)?)(?=\d|the\s+\d|(?:on|at|this|next|tomorrow|tmrw|today|tonight|(?:mon|tue|wed|thu|fri|sat|sun)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b)/i;

/** "daily reminder take the iron tablets 8am", "weekly reminder: put the recycling out", "add a weekly one to water the ferns": how often, then the task. */
const HOW_OFTEN_REMINDER =
  /^(?:(?:add|set up|set|create|make|put in)\s+(?:me\s+)?(?:a|an)\s+)?(daily|weekly|fortnightly|monthly|yearly)\s+(?:reminders?|tasks?|todos?|ones?)\s*(?:(?:to|that|about)\s+|[:,-]\s*)?(?=\S)/i;

const WEEKDAY_WORD = /\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;

/** "make sure that mopping is on my to do list". */
const MAKE_SURE = new RegExp(String.raw`^(?:make sure|be sure)\s+(?:that\s+)?(.+?)\s+(?:is|are)\s+(?:on|in)\s+${LIST_PHRASE}.*$`, 'i');
/** "i need to take out the trash please remind me". */
const THEN_REMIND = /^(.+?)[\s,]+(?:so\s+)?(?:please\s+)?remind me(?: about it| of it| to do it)?(?!.*\s(?:before|ahead|early)$)(?:\s+(.{2,40}))?$/i;
/** "i keep forgetting to call mom, remind me tonight": the habit is not part of the task. */
const FORGETFUL = /^i\s+(?:keep|always|often|tend to|usually)\s+(?:forgetting|forget)\s+(?:to\s+|about\s+)?/i;

function createFrom(text: string, now: Date, timeZone: string, explicit = true): Intent {
  const reading = readTaskFields(text, now, timeZone);
  if (!reading.fields.title || VAGUE.test(reading.fields.title)) return { kind: 'unknown' };
  return sureOrAsk(reading, explicit);
}

/**
 * A task is added only when its words were read with confidence (the title, and the account of what the
 * extractors took to leave it); otherwise the person is asked.
 */
export function sureOrAsk({ fields, account }: TaskReading, explicit = false): Intent {
  const { doubt } = readTitle(fields.title, explicit, account);
  return doubt ? { kind: 'clarify', question: addOrChangeQuestion(fields.title, doubt) } : { kind: 'create', ...fields };
}

/** After the first opening, only these may follow ("remind me to add ...", "i need to set a reminder to ..."). */
const REPEATED_PREFIX =
  // "remind me to put the bins out": "put" is the task's own verb unless a list is named ("remind me to put X on my list").
  /^(?:(?:add|put|include)(?=.*\b(?:list|lists|todos?|tasks?|reminders?|agenda|down)\b)|remind me (?:to|of|about)|(?:that\s+)?i\s+(?:(?:need|have|must|want|got)\s+to|gotta)(?:\s+remember\s+to)?|remember\s+to|the(?=\s)|i (?:need|want|have) to (?:add|put|include)|(?:set|make|create)(?: up)? (?:a |me a |an )?(?:new )?(?:reminder|alarm) (?:for me )?to)\s+/i;
/** Titles that say nothing ("remind me later", "remind me of something", "the current time", "booking it": what is "it"?). */
const VAGUE =
  /^(?:do|get|go|run|leave|sleep|later|again|something|anything|it|this|that|me|myself|at a later time|then|now|(?:the\s+)?(?:current|same|right|usual|exact)\s+time|that time|\w+\s+(?:it|them)|(?:(?:do|get) )?(?:this|that|something|that thing|this thing)(?: done)?(?: later| in a bit| in awhile| later on)?)$/i;
/** A list question that mentions adding ("what did i put on my list"), not a request to add. */
const ASKS_ABOUT_LIST = /^(?:read|what|tell|did|do|does|have|show|which|is|are|can i|will)\b/i;
const LIST_LEAD = new RegExp(String.raw`^(?:to|on|onto|in)\s+${LIST_PHRASE}[\s,:]+`, 'i');

/**
 * "set a reminder for half past five to call dad", "set an alarm for 7 tomorrow to call the office":
 * the time comes before the task. An hour said before its day ("7 tomorrow", "6 tomorrow morning")
 * is moved after it, where the date reader expects it.
 */
const REMINDER_FOR_WHEN =
  /^(?:set|make|create|schedule|give me|put in)(?:\s+up)?\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?:reminder|alarm|alert)\s+(?:for\s+me\s+)?(?:for|at|on)\s+(.{1,40}?)\s+(?:to|that|about)\s+(.+)$/i;
const REMIND_WHEN = /^remind me\s+((?:at|on|in|by|this|next|tomorrow|tonight|today)\b.{0,30}?)\s+to\s+(.+)$/i;
const HOUR_BEFORE_DAY = /^(?:at\s+)?(\d{1,2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?)\s+((?:tomorrow|today|tonight|this|next|on)\b.*)$/i;

/** Strips as many "add ..." openings as there are ("remind me to add laundry to ..."). */
function stripCreatePrefixes(text: string): { rest: string; matched: boolean } {
  let rest = text;
  let matched = false;
  for (let round = 0; round < 3; round += 1) {
    const prefix = round === 0 ? CREATE_PREFIXES.map((pattern) => pattern.exec(rest)).find((match) => match) : REPEATED_PREFIX.exec(rest);
    if (!prefix) break;
    matched = true;
    rest = rest.slice(prefix[0].length);
  }
  // "add to my todo list that i need to call the bank": an opening may follow the list's name too.
  const afterList = rest.replace(LIST_LEAD, '');
  const again = afterList !== rest ? REPEATED_PREFIX.exec(afterList.replace(/^that\s+(?=i\s)/i, '')) : null;
  return { rest: again ? afterList.replace(/^that\s+(?=i\s)/i, '').slice(again[0].length) : afterList, matched };
}

/** "at 4 tomorrow afternoon, remind me to start the oven": the time said first, then the request. */
const WHEN_FIRST = /^([^,]{2,40}),\s*(?=(?:please\s+)?(?:remind|add|put|create|set|make|tell)\b)/i;

const WHEN_THEN_REMIND = /^([^,]{2,40}?)\s+(?=(?:please\s+)?remind me to\s)/i;

/** "the next time it rains, remind me to close the windows": a condition first, kept at the end of the title. */
const CONDITION_FIRST =
  /^((?:when|whenever|once|if|as soon as|after|before|(?:the )?next time|every time|the moment)\s[^,]{2,60}),\s*(?=(?:please\s+)?(?:remind|add|put|create|set|make|tell)\b)/i;

/** "add to work: prepare the demo", "put under uni: read chapter 3": a topic before a colon is the task's tag. */
const ADD_TO_TOPIC = /^(?:add|put)\s+(?:(?:this|it)\s+)?(?:to|in|into|under)\s+(?:my\s+|the\s+)?#?(\p{L}[\p{L}\p{N}_-]*)(?:\s+(?:list|tag|stuff|tasks))?\s*:\s*(.+)$/iu;
const NOT_A_TOPIC = /^(?:list|lists|todos?|tasks?|reminders?|agenda|calendar|schedule|diary|planner|notes?)$/i;
/**
 * "tag car: buy coolant", "label uni: print the handout": a tag, a colon, then an errand said with its verb is a new task
 * with that tag. A name after the colon ("tag school: the reading") may be a task there, so it is left to the edits.
 */
const TAG_THEN_ERRAND = /^(?:tag(?:ged)?|label(?:led)?)\s+#?(\p{L}[\p{L}\p{N}_-]*)\s*:\s*(.+)$/iu;

/**
 * "put in dinner with sarah on the 22nd", "put in that i need to book the vet": an entry put in the diary. "put in a
 * leave request", "put in the expenses claim" are the task's own words (what is put in is a form), so they stay.
 */
const PUT_IN =
  /^(?:put|pop|stick|bung)\s+in\s+(that\s+(?:i\s+(?:need|have|must|gotta|should|want)\s+(?:to\s+)?)?)?(?!(?:a|an|the|my|for|to|some|your|our|his|her|their|it|them|that|this|there|here|place)\b)(?![^,]*?\b(?:requests?|claims?|forms?|notice|orders?|applications?|complaints?|leave|bids?|offers?|expenses|timesheets?|paperwork|referrals?|reports?|appeals?|tickets?|hours|overtime|pto|holidays?)\b)(.+)$/i;
/** "put ruby's assembly in for wednesday 9am", "put 'harvest the rhubarb' on for sunday": a diary entry and its day. */
const PUT_IN_FOR = /^(?:put|pop|stick|bung|pencil)\s+(.+?)\s+(in|on|down)\s+for\s+(.+)$/i;
/** "…, don't let me forget", "… dont let me forget it", "… b4 i forget": asked to be kept in mind, said after the task. */
const THEN_DONT_FORGET =
  /^(.{3,}?)[\s,;.-]+(?:so\s+)?(?:pls\s+|please\s+)?(?:(?:don'?t|do not)\s+(?:let\s+me\s+forget|forget)|(?:before|b4|bfore|b\/4)\s+i\s+forget)(?:\s+(?:it|this|that|about it))?[\s.!]*$/i;

/** A diary entry said with a "put" around it, or undefined. */
function matchPutIn(text: string, now: Date, timeZone: string): Intent | undefined {
  const putIn = PUT_IN.exec(text);
  if (putIn && (putIn[1] || parseDueDate(putIn[2]!, now, timeZone))) return createFrom(putIn[2]!, now, timeZone);
  const putFor = PUT_IN_FOR.exec(text);
  if (!putFor || !parseDueDate(putFor[3]!, now, timeZone)) return undefined;
  const name = putFor[1]!.trim();
  const quoted = /^(['"‘“])(.+)['"’”]$/u.exec(name);
  // "put the heating on for 7am", "put the chicken in for 6": an appliance or a dish, not an entry; only a quoted name or one
  // without "the"/"my" (an event: "ruby's class assembly", "parents evening") is read as the entry.
  // "put send jo her pay summary on for friday": a name said with its own verb is an entry put on for that day.
  const doing = ERRAND.test(name) || MESSAGE_ERRAND.test(name) || isTaskLine(name) || /^(?:send|call|ring|phone|email|text|pay|book|order)\s+\S/i.test(name);
  if (!quoted && (/^(?:a|an|the|my|your|our|his|her|their|it|them|that|this|some)\b/i.test(name) || (/^on$/i.test(putFor[2]!) && !doing))) return undefined;
  return createFrom(`${quoted ? quoted[2] : name} ${putFor[3]}`, now, timeZone);
}

/** An explicit request to add a task, or undefined. */
export function matchExplicitCreate(text: string, now: Date, timeZone: string): Intent | undefined {
  const put = matchPutIn(text, now, timeZone);
  if (put) return put;
  // "ok so my PI just told me … so add prep the talk for the 7th": the news first, then the add (story-then-add.ts).
  const afterStory = requestAfterStory(text);
  const storyRequest = afterStory === undefined ? undefined : (matchExplicitCreate(afterStory, now, timeZone) ?? matchImplicitCreate(afterStory, now, timeZone));
  if (storyRequest?.kind === 'create') return storyRequest;
  const dontForget = THEN_DONT_FORGET.exec(text);
  // "i need to renew the card before i forget": a plan said with "i" is the task too; "i paid it, don't let me forget" is not.
  if (dontForget && (!/^(?:i|we)\b/i.test(dontForget[1]!) || /^i\s+(?:really\s+)?(?:need|have|gotta|got|must|should)\b/i.test(dontForget[1]!))) {
    const request = matchExplicitCreate(dontForget[1]!, now, timeZone) ?? matchImplicitCreate(dontForget[1]!, now, timeZone);
    if (request?.kind === 'create') return request;
  }
  const topic = ADD_TO_TOPIC.exec(text);
  if (topic && !NOT_A_TOPIC.test(topic[1]!) && !parseDueDate(topic[1]!, now, timeZone)) return createFrom(`${topic[2]} #${topic[1]}`, now, timeZone);
  const tagged = TAG_THEN_ERRAND.exec(text);
  if (tagged && !NOT_A_TOPIC.test(tagged[1]!) && (ERRAND.test(tagged[2]!) || MESSAGE_ERRAND.test(tagged[2]!)) && !FOR_THE_ASSISTANT.test(tagged[2]!)) {
    return createFrom(`${tagged[2]} #${tagged[1]}`, now, timeZone);
  }
  const condition = CONDITION_FIRST.exec(text);
  if (condition) {
    const request = matchExplicitCreate(`${text.slice(condition[0].length)} ${condition[1]}`, now, timeZone);
    if (request) return request;
  }
  // "every tuesday 18:00 remind me to pack the shoes": the time (or the repeat) first, without a comma.
  const whenThen = WHEN_THEN_REMIND.exec(text);
  const whenSaid = whenThen ? (parseRecurrence(whenThen[1]!, now, timeZone) ?? parseDueDate(whenThen[1]!, now, timeZone)) : undefined;
  if (whenThen && whenSaid && leftOverLength(whenThen[1]!, whenSaid) <= 4) {
    const request = matchExplicitCreate(`${text.slice(whenThen[0].length)} ${whenThen[1]}`, now, timeZone);
    if (request) return request;
  }
  const whenFirst = WHEN_FIRST.exec(text);
  const when = whenFirst && parseDueDate(whenFirst[1]!, now, timeZone);
  if (whenFirst && when && leftOverLength(whenFirst[1]!, when) <= 4) {
    const request = matchExplicitCreate(`${text.slice(whenFirst[0].length)} ${whenFirst[1]}`, now, timeZone);
    if (request) return request;
  }
  // "remind me at noon to call the pharmacy", "remind me on april 2 at 3pm to renew the gym": the time first.
  const remindFirst = REMIND_WHEN.exec(text);
  if (remindFirst) {
    const said = remindFirst[1]!.trim();
    const date = parseDueDate(said, now, timeZone);
    if (date && leftOverLength(said.replace(/^(?:at|on|by)\s+/i, ''), date) <= 4) {
      return createFrom(`${remindFirst[2]} ${/^(?:in|at|on|this|next|tomorrow|today|tonight)\b/i.test(said) ? '' : 'at '}${said}`, now, timeZone);
    }
  }
  const reminderFor = REMINDER_FOR_WHEN.exec(text);
  if (reminderFor) {
    const said = reminderFor[1]!.trim();
    const hourFirst = HOUR_BEFORE_DAY.exec(said);
    const when = hourFirst ? `${hourFirst[2]} at ${hourFirst[1]}` : said;
    const date = parseDueDate(when, now, timeZone);
    if (date && leftOverLength(when, date) <= 4) {
      return createFrom(`${stripCreatePrefixes(reminderFor[2]!).rest} ${/^(?:in|at|on|this|next|tomorrow|today|tonight)\b/i.test(when) ? '' : 'at '}${when}`, now, timeZone);
    }
  }
  const listFirst = LIST_FIRST.exec(text);
  if (listFirst) return createFrom(stripCreatePrefixes(listFirst[1] ?? '').rest, now, timeZone);
  const addIt = THEN_ADD_BARE.exec(text);
  if (addIt) {
    // "the bake sale is friday at 10, add it": the event's name without its "the" (a name, as "Bake sale").
    const said = addIt[1]!.replace(IS_WHEN, '$1 ').replace(IS_WHEN.test(addIt[1]!) ? /^the\s+(?=\p{L})/iu : /^$/, '');
    const reading = readTaskFields(said, now, timeZone);
    // Only with a day: "that's a great idea, add it" names nothing to add.
    if (reading.fields.title && reading.fields.dueAt && said !== addIt[1]) return sureOrAsk(reading, true);
    // "i keep forgetting to refill the chalk lol add it": the habit says it is a task to keep, with a day or without.
    const habit = FORGETFUL.exec(addIt[1]!);
    if (habit) {
      const request = createFrom(addIt[1]!.slice(habit[0].length), now, timeZone);
      if (request.kind === 'create') return request;
    }
  }
  const howOften = HOW_OFTEN_REMINDER.exec(text);
  if (howOften) {
    const task = text.slice(howOften[0].length);
    // "weekly reminder: recycling out thursday": every thursday.
    const onDay = /^weekly$/i.test(howOften[1]!) ? task.replace(WEEKDAY_WORD, 'every $1') : task;
    // "monthly reminder to back up the photos, lost loads last time": the repeat said before the reason after a comma.
    return createFrom(onDay === task ? task.replace(/(?=[,;]\s|$)/, ` ${howOften[1]}`) : onDay, now, timeZone);
  }
  const sure = MAKE_SURE.exec(text);
  if (sure) return createFrom(sure[1]!, now, timeZone);
  const { rest, matched } = stripCreatePrefixes(text);
  if (matched) return createFrom(rest, now, timeZone);
  if (ASKS_ABOUT_LIST.test(text)) return undefined;
  const needs = NEEDS_TO_BE.exec(text);
  if (needs) return createFrom(needs[1]!, now, timeZone);
  const thenRemind = THEN_REMIND.exec(text);
  const remindWhen = thenRemind?.[2] ? parseDueDate(thenRemind[2], now, timeZone) : undefined;
  // A tail after "remind me" must be only a date ("remind me tonight").
  const thenAdd = THEN_ADD_IT.exec(text) ?? (thenRemind && (!thenRemind[2] || (remindWhen && leftOverLength(thenRemind[2], remindWhen) <= 4)) ? thenRemind : null);
  if (thenAdd) {
    const task = stripCreatePrefixes(thenAdd[1]!.replace(/^i (?:need|have)(?: to)?\s+/i, '').replace(FORGETFUL, '')).rest;
    return createFrom(thenAdd === thenRemind && thenRemind[2] ? `${task} ${thenRemind[2]}` : task, now, timeZone);
  }
  return undefined;
}

/**
 * Verbs of an errand a person writes down for themselves: things nobody asks an assistant to do
 * right now (buy, pick up, renew, restock, fix, sign, scan, "bank the cash", "book the next driving lesson", "make a dentist appt", "thank jo for the lift", "check if the pool is open", "book the dog into kennels"; "order" with a long object, "order the grain free food for
 * mochi online", not a ride or a takeaway). Verbs that could be a request to the assistant itself
 * (a short "order", call, email, send, book, text, play, translate) or a change to a task (move, make,
 * mark, delete, cancel, take) are not here: those lines are offered, read elsewhere or asked about.
 */
export const ERRAND =
  /^(?:hang(?!\s+(?:out|on|up|around|tight|in)\b)|send(?=\s+(?:a|an|the|some|my)\s+(?:[\w-]+\s+){0,3}(?:cards?|gifts?|flowers|package|parcel|letter|postcard|cheque|check|invoices?)\b)|book(?=\s+(?:(?:a|an|the|my|his|her|their|our|\w+'s)\s+)?(?:[\w-]+\s+){0,2}(?:test|appointment|appt|check-?up|scan|smear|jab|vaccine|vaccination|booster|haircut|hair cut|service|mot|physio|optician|dentist|doctor|gp|nurse|review|assessment|x-?ray|lesson|class|session|consult|consultation|viewing|fitting|tasting|trial|course)s?\b)|book(?=\s+(?!(?:me|us|you|myself|a|an|some)\b)(?:(?!(?:tables?|flights?|rooms?|hotels?|tickets?|seats?|cabs?|taxis?|ubers?|restaurants?)\b)[\w'-]+\s+){1,3}(?:in|into)\s+\S)|sign(?=\s+(?:the|a|an|my|his|her|their|our|[\w-]+'s)\s)|scan(?=\s+(?:in\s+)?(?:the|my|all|his|her|their|our|[\w-]+'s)\s)|thank(?=\s+(?!(?:you|u|ya|ye|yous|yall|god|goodness|heavens)\b)[\w'-]+(?:\s+[\w'-]+)?\s+for\s)|check\s+(?:if|whether)(?!\s+(?:i|we|there|you|it|anything|everything)\b)|follow up(?=\s+(?!(?:me|us|you|it|that|this|them|on|with)\b)\S+(?:\s+\S+)?\s+(?:on|about|re|regarding)\s)|restock|stock up on|stop (?:at|by|in at|off at)(?=\s+(?:the|my|a|an|\w+'s)\s)|swing by(?=\s+(?:the|my|a|an|\w+'s)\s)|bank(?=\s+(?:the|my|this|that|those|these|our|\w+'s)\s)|deposit(?=\s+(?:the|my|this|that|those|these|our|\w+'s)\s)|make(?=\s+(?:a|an)\s+(?:[\w'-]+\s+){0,2}(?:appt|appointment|booking|reservation)s?\b|\s+(?:an?\s+)?(?:appt|appointment|booking)\s+(?:for|with|at)\s)|buy|grab|pick up|schedule(?!\s+(?:it|them|that|this|me|us|for|to|in)\b)|get(?= )(?! (?:rid|it|that|this|them|me|us|back|going|started|ready|on|off|out|up)\b)|update|write|plan|tidy|print|iron|hoover|defrost|chase|organi[sz]e|arrange|apply for|cook|reply to|collect|renew|return|pay|clean|fix|repair|wash|mow|water|look into|research|finish|submit|prepare|prep|draft|go over|pack|drop off|mail|file|sign up for|register for|fill (?:out|in)|sort(?!\s+(?:by|out|through|them|these|those|it|everything|all|(?:my|the)\s+(?:list|tasks|todos?|stuff|things)\b)\b)|sweep|vacuum|do (?:the )?(?:laundry|dishes|taxes)|donate|replace|refill|bake|practice|study|read up on|sort out|top up|follow up (?:on|with)|declutter|install|assemble|paint|wrap|shop for|order(?=\s+(?!(?:an?\s+)?(?:uber|lyft|taxi|cab|ride|takeaway|takeout|pizza)\b)\S+\s+\S+\s+\S+\s+\S))\s+\S/i;
/** "book me a flight", "order us a pizza": a request for the assistant to do something, not an errand to note. */
const FOR_THE_ASSISTANT = /^\S+(?:\s+(?:up|off|over|into|out))?\s+(?:me|us|you|it|them|this|that)\b/i;
/**
 * Verbs that may ask the assistant itself ("call mom", "call an uber"): a task only with more than a
 * name after them ("ring auntie jean about christmas", "email the buyer about the delay"). "book",
 * "send" and a short "order" stay asked about ("book my flight to denver" asks the assistant to book it).
 */
export const MESSAGE_ERRAND =
  /^(?:email|e-mail|message|call|ring|phone)\s+\S+\s+\S+\s+\S|^(?:text|txt|dm|msg|whatsapp)\s+(?:\S+\s+){1,8}(?:about|re|regarding)\s+\S+\s+\S|^(?:text|txt|dm|msg)\s+\S+\s+back$|^ask\s+(?!(?:me|us|you|yourself)\b)(?:\S+\s+){1,4}(?:about|abt|re|regarding|for|if|whether)\s+\S/i;

const LIST_ITSELF = new RegExp(
  String.raw`^(?:update|change|edit|modify|amend|fix|sort|organi[sz]e|clean up|make changes to|add (?:something|an item|a task|some things|stuff) to)\s+${LIST_PHRASE}$`,
  'i',
);

/** "tidy up my list", "organise my tasks": a verb whose object is the list itself, asked of the assistant. */
const VERB_ON_THE_LIST = new RegExp(String.raw`^[\p{L}'-]+(?:\s+(?:up|out|through|over|off|around))?\s+${LIST_PHRASE}$`, 'iu');

/**
 * "new valve oil for the trumpet", "new school shoes for mia": a thing to get for someone or something, an errand
 * said without its verb. "new date for the vet", "new task for friday" are about a task or the list, never one.
 */
const NEW_THING_FOR =
  /^new\s+(?!(?:tasks?|todos?|items?|reminders?|lists?|ones?|dates?|days?|times?|deadlines?|priority|priorities|title|name|tags?|labels?|due|plan|entry|thing)\b)(?:[\p{L}-]+\s+){0,3}?[\p{L}-]+\s+for\s+(?!(?:today|tonight|tomorrow|tmrw|me|us|it|this|that|next|the\s+(?:list|week|weekend|day))\b)\p{L}/iu;

/** "xero - reconcile march", "ird - file the gst return": what it is for, a dash, then an errand said with its verb. */
const CONTEXT_THEN_ERRAND = /^[\p{L}\p{N}&'.]+(?:\s+[\p{L}\p{N}&'.]+){0,2}\s+[-–—]\s+(\S.*)$/u;
const contextErrand = (text: string) => {
  const tail = CONTEXT_THEN_ERRAND.exec(text)?.[1];
  return tail !== undefined && (ERRAND.test(tail) || MESSAGE_ERRAND.test(tail)) && !FOR_THE_ASSISTANT.test(tail) && !/\b(?:it|them|that|this)\b/i.test(tail);
};

/** "i need to call the bank", "i have to pay rent friday": a plan, so a task. */
export function matchImplicitCreate(text: string, now: Date, timeZone: string): Intent | undefined {
  // The word must end where the verb does: "gotta" is not "got" + "ta".
  const plan =
    // "thinking i should book a massage", "i reckon i need to": the plan said with a hedge before it.
    /^(?:(?:(?:i'?m|im)\s+)?(?:thinking|i\s+think|i\s+reckon|maybe|probably)(?:\s+that)?\s+)?(?:i\s+(?:really\s+)?(?:need|have|gotta|got(?=\s+to\b)|must|should|ought)\b\s*(?:to\s+)?(?:really\s+|probably\s+|definitely\s+|still\s+|also\s+|finally\s+)?)(.+)$/i.exec(
      text,
    ) ??
    // Without the "i" ("gotta call the bank", "need to buy milk"), only with "to" or a modal before a verb.
    /^(?:really\s+)?(?:need to|have to|gotta|got to|must|should(?:\s+probably|\s+really)?)\s+(?!(?:i|we|you|it|he|she|they|be)\b)(.+)$/i.exec(text);
  // "i need to update my to do list": about the list, with no task in it.
  if (plan && LIST_ITSELF.test(plan[1]!)) return { kind: 'unknown' };
  if (plan) return createFrom(stripCreatePrefixes(plan[1]!).rest, now, timeZone, false);
  // "iga: milk, coffee, oat bars": a shop and what to get there, one errand.
  if (isShoppingList(text) && !parseDueDate(text.split(':')[0]!, now, timeZone)) {
    const { fields } = readTaskFields(text, now, timeZone);
    if (fields.title && !fields.dueAt) return { kind: 'create', ...fields };
  }
  // A question is never a task, whatever date it mentions ("who won last night").
  if (/^(?:who|what|when|where|why|how|which|is|are|am|was|were|do|does|did|can|could|would|will|should|shall|have i|has|any|anything)\b/i.test(text)) return undefined;
  // "today + overdue pls", "urgent stuff tmrw": only words that pick tasks out, so a question, never a task.
  if (ONLY_FILTER_WORDS.test(text)) return undefined;
  const reading = readTaskFields(text, now, timeZone);
  const { fields } = reading;
  // A date, priority or tag makes a bare line a task, as in Todoist's quick add.
  if (fields.title && (fields.dueAt || fields.priority || fields.tags) && fields.title.split(' ').length <= 12) {
    return sureOrAsk(reading);
  }
  // An errand said as a command ("grab milk and eggs") is what a todo list is for: added, like a quick add.
  // "check the tyre pressure sometime": a verb that alone could ask the assistant, said for no day in particular.
  if (
    fields.title &&
    (ERRAND.test(text) || isTaskLine(text) || isSomedayTask(text) || MESSAGE_ERRAND.test(text) || NEW_THING_FOR.test(text) || contextErrand(text)) &&
    !FOR_THE_ASSISTANT.test(text) &&
    !VERB_ON_THE_LIST.test(text) &&
    fields.title.split(' ').length <= (MESSAGE_ERRAND.test(text) || /^ask\s/i.test(text) ? 14 : 10)
  ) {
    const sure = sureOrAsk(reading);
    return sure.kind === 'create' ? sure : undefined;
  }
  return undefined;
}
