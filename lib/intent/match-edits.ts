import type { Changes, Intent, Selection, Target } from './intent-schema';
import { parseDueDate, leftOverLength } from './parse-due-date';
import { readTaskFields } from './extract-task-fields';
import { sureOrAsk } from './match-create';
import { NOT_A_TAG } from './list-filters';
import { monthSpanOf } from './calendar-words';
import { beforeToday } from './before-today';
import { numberFromWord } from './number-words';
import { isWholeList, parseTarget } from './parse-target';
import { reasonAfterComma } from './reason-after-comma';
import { saysWhy, saysWhyOfSeveral } from './why-after-change';

/*
 * Edits that are not a new title or date: tags, a reminder offset, clearing a
 * due date, a priority said by name, skipping one occurrence, and requests
 * about several tasks at once. Each is read before adds, so "label the
 * invoice with #work" tags the invoice instead of adding a task.
 */

type Priority = 1 | 2 | 3 | 4;
const MENTIONED = { mentioned: true } as const;

/** "high", "urgent", "p2", "medium", "low", "none": a priority said by name. */
export function priorityByName(words: string): Priority | undefined {
  const text = words
    .trim()
    .toLowerCase()
    .replace(/\s+priority$/, '')
    // "priority high": the word after it.
    .replace(/^priority\s+(?=\D)/, '')
    .replace(/^(?:a|the)\s+/, '');
  const p = /^(?:p|priority\s*)([1-4])$/.exec(text);
  if (p) return Number(p[1]) as Priority;
  if (/^(?:high|highest|top|urgent|very high|critical|important|max(?:imum)?|1|one)$/.test(text)) return 1;
  if (/^(?:medium|normal|mid|moderate|2|two)$/.test(text)) return 2;
  if (/^(?:3|three)$/.test(text)) return 3;
  if (/^(?:low|none|no|lowest|4|four|not urgent|nothing)$/.test(text)) return 4;
  return undefined;
}

function targetOf(fragment: string): Target | undefined {
  const text = fragment.trim();
  if (/^(?:it|that|this|that one|this one|the task|this task|that task)$/i.test(text)) return MENTIONED;
  return parseTarget(text);
}

/** A change to the task (or the few tasks) a fragment names. */
export const changeNamed = (fragment: string, changes: Changes): Intent | undefined => {
  return update(fragment, changes);
};

const update = (fragment: string, changes: Changes): Intent | undefined => {
  const several = severalNamed(fragment, changes);
  if (several) return several;
  const target = targetOf(fragment);
  return target ? { kind: 'update', target, changes } : undefined;
};

/** The bulk action a change to several named tasks is, when change_tasks can make it. */
function bulkActionOf(changes: Changes): 'tag' | 'untag' | 'reschedule' | 'priority' | undefined {
  const keys = Object.keys(changes);
  if (keys.length !== 1) return undefined;
  return ({ addTags: 'tag', removeTags: 'untag', dueAt: 'reschedule', priority: 'priority' } as const)[keys[0] as 'addTags'];
}

/** "tag the dentist and yoga as self-care", "clear the dates on the slides and the oil change": several names, one change. */
function severalNamed(fragment: string, changes: Changes): Intent | undefined {
  const action = bulkActionOf(changes);
  if (!action) return undefined;
  // "the priya & dev payment follow-up": one word, "&", then a name of more words is two people in one task's name.
  const couple = /^(?:the\s+)?\p{L}+\s*&\s*\p{L}+\s+\p{L}/iu.test(fragment.trim()) && !/,|\s(?:and|\+)\s/i.test(fragment);
  const parts = fragment
    // "visa and flight tasks both": the words for several after the names, in any order.
    .replace(/(?:\s+(?:ones|tasks|todos|items|both))+$/i, '')
    .replace(/^both\s+/i, '')
    .split(couple ? /\s*,\s*(?:and\s+)?|\s+and\s+(?:also\s+)?|\s+\+\s+/i : /\s*,\s*(?:and\s+)?|\s+and\s+(?:also\s+)?|\s*&\s*|\s+\+\s+/i)
    .filter(Boolean);
  if (parts.length < 2 || parts.length > 4) return undefined;
  const targets = parts.map((part) => parseTarget(part.replace(/\s+(?:one|task)$/i, '')));
  if (targets.some((target) => !target || 'ordinal' in target)) return undefined;
  return { kind: 'bulk', action, selection: { targets: targets as Target[] }, changes };
}

/** "#work", "work", "#work and #home", "work, home": tag names. */
function tagsIn(words: string): string[] | undefined {
  const parts = words
    .split(/\s*(?:,|\band\b|&)\s*/i)
    .map((part) =>
      part
        .trim()
        .replace(/^(?:the\s+)?(?:tag|label)s?\s+/i, '')
        .replace(/\s+(?:tag|label)s?$/i, '')
        .replace(/^[#@]/, ''),
    )
    .filter(Boolean);
  return parts.length && parts.every((part) => /^[\p{L}\p{N}_-]{1,40}$/u.test(part)) ? parts.map((part) => part.toLowerCase()) : undefined;
}

const TAG_PATTERNS: ReadonlyArray<readonly [RegExp, 'target-first' | 'tags-first']> = [
  // "label the invoice with #work", "tag the dentist as health", "file the report under work"
  [
    /^(?:label|tag|mark|file|put)\s+(.+?)\s+(?:with|as|under|in)\s+(?:the\s+)?(?:tags?\s+|labels?\s+)?([#@]?[\p{L}\p{N}_-]+(?:\s*(?:,|and|&)\s*[#@]?[\p{L}\p{N}_-]+)*)(?:\s+(?:tag|label)s?)?$/iu,
    'target-first',
  ],
  // "tag the invoice #work"
  [/^(?:label|tag)\s+(.+?)\s+([#@][\p{L}\p{N}_-]+(?:\s*(?:,|and|&)?\s*[#@][\p{L}\p{N}_-]+)*)$/iu, 'target-first'],
  // "add the work tag to the invoice", "add an admin tag to the invoice", "add #work to the invoice", "add tag work to the invoice"
  [
    /^(?:add|put|stick|attach|give)\s+(?:the\s+|an?\s+)?(?:(?:tags?|labels?)\s+(?:(?:of|called|named|saying)\s+)?)?['"‘“]?([#@]?[\p{L}\p{N}_-]+(?:\s*(?:,|and|&)\s*[#@]?[\p{L}\p{N}_-]+)*)['"’”]?\s*(?:tags?|labels?)?\s+(?:to|on|onto)\s+(.+)$/iu,
    'tags-first',
  ],
  // "the slides and the timesheet both go under #q4": said as a statement, the tag with a #.
  [/^(.+?)\s+(?:both\s+|all\s+)?(?:go|goes|belong|belongs|should go|can go)\s+(?:under|in|with)\s+([#@][\p{L}\p{N}_-]+)$/iu, 'target-first'],
];
const UNTAG_PATTERNS: ReadonlyArray<readonly [RegExp, 'target-first' | 'tags-first']> = [
  // "remove the work tag from the invoice", "take #home off the plumber", "remove #work from the invoice"
  [
    /^(?:remove|delete|drop|take|strip|clear)\s+(?:the\s+)?(?:tags?\s+|labels?\s+)?([#@]?[\p{L}\p{N}_-]+(?:\s*(?:,|and|&)\s*[#@]?[\p{L}\p{N}_-]+)*)\s*(?:tags?|labels?)?\s+(?:from|off(?: of)?)\s+(.+)$/iu,
    'tags-first',
  ],
  // "untag the invoice #work", "untag work from the invoice"
  [/^untag\s+([#@]?[\p{L}\p{N}_-]+)\s+from\s+(.+)$/iu, 'tags-first'],
  // "untag admin on everything", "untag #kids off all of them": the tag off every task that has it.
  [/^untag\s+([#@]?[\p{L}\p{N}_-]+)\s+(?:on|off|in|for)\s+((?:everything|every task|all(?: of)?(?: the| my)?(?: tasks| ones| stuff| things)?|all of them))$/iu, 'tags-first'],
  // "untag the school shoes one from kids": a name of more than one word, then the tag.
  [/^untag\s+(.+?)\s+from\s+(?:the\s+)?([#@]?[\p{L}\p{N}_-]+)(?:\s+(?:tag|label))?$/iu, 'target-first'],
  [/^untag\s+(.+?)\s+(?:as\s+)?([#@]?[\p{L}\p{N}_-]+)$/iu, 'target-first'],
];

/** "everything", "all the tasks": every task, when a tag is taken off all that have it. */
const EVERY_TASK = /^(?:everything|every task|every one|all(?: of)?(?: the| my)?(?: tasks| ones| stuff| things| todos)?|all of them|the whole list)$/i;

function matchTags(text: string, now: Date, timeZone: string): Intent | undefined {
  for (const [patterns, field] of [
    [UNTAG_PATTERNS, 'removeTags'],
    [TAG_PATTERNS, 'addTags'],
  ] as const) {
    for (const [pattern, order] of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const [said, tagWords] = order === 'target-first' ? [match[1]!, match[2]!] : [match[2]!, match[1]!];
      // "take the kids tag off the library one, half of them are mine": why, after a comma, names no task.
      const why = order === 'tags-first' ? /\s*[,;]\s+(?=\S)/.exec(said) : null;
      const targetWords = why && saysWhy(said.slice(why.index + why[0].length)) ? said.slice(0, why.index) : said;
      // "add milk to my list" is an add; "put it under work" names no tag with a # only when it reads as one.
      if (/\b(?:list|todos?|tasks? list|agenda|reminders)$/i.test(targetWords)) continue;
      // "add a task to renew the lease, tag it admin": "a task" is the new task, never a tag.
      if (/^(?:tasks?|todos?|to-?dos?|reminders?|items?|notes?)$/i.test(tagWords.trim())) continue;
      const hasHash = /[#@]/.test(tagWords) || /\b(?:tag|label)s?\b/i.test(match[0]);
      // "take admin off the insurance and the rego": one bare word taken off tasks it names is a tag.
      const takenOff = field === 'removeTags' && /^(?:take|strip)\s+[\p{L}\p{N}_-]+\s+off\s+(?:the|my)\s/iu.test(text);
      // "put the netflix task under family": a task said as one, then "under" a word, is that task filed under a tag.
      const filed = field === 'addTags' && /^(?:put|move|stick)\s+.+?\s+(?:task|thing|one|item|todo)\s+under\s+[#@]?[\p{L}\p{N}_-]+$/iu.test(text);
      if (!hasHash && !takenOff && !filed && !/^(?:label|tag|untag|file)\b/i.test(text)) continue;
      const tags = tagsIn(tagWords);
      if (!tags) continue;
      // "take the house tag off the bills ones": a group word ("ones", "things") names the tasks a filter finds.
      if (
        isWholeList(targetWords) ||
        /^(?:all|every)\b/i.test(targetWords) ||
        NAMED_SEVERAL.test(targetWords.trim()) ||
        /\s(?:ones|things|stuff|tasks|jobs|items|todos)$/i.test(targetWords.trim())
      ) {
        // "untag admin on everything": the tasks that have the tag, not the whole list.
        const filter = field === 'removeTags' && EVERY_TASK.test(targetWords.trim()) ? { filter: { tags } } : selectionOf(targetWords, now, timeZone);
        if (filter) return { kind: 'bulk', action: field === 'addTags' ? 'tag' : 'untag', selection: filter, changes: { [field]: tags } };
      }
      const intent = update(targetWords, { [field]: tags });
      if (intent) return intent;
    }
  }
  return undefined;
}

const OFFSET = String.raw`(\d+|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|half an?)\s*(minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?)`;

function minutesOf(count: string, unit: string): number | undefined {
  const n = /^half/i.test(count) ? 0.5 : /^\d+$/.test(count) ? Number(count) : numberFromWord(count);
  if (n === undefined) return undefined;
  const u = unit.toLowerCase();
  const per = /^(?:m|mins?|minutes?)$/.test(u) ? 1 : /^(?:h|hrs?|hours?)$/.test(u) ? 60 : /^(?:d|days?)$/.test(u) ? 1440 : 10080;
  return Math.round(n * per);
}

const REMIND_BEFORE: readonly RegExp[] = [
  // "remind me 20 minutes before the standup", "remind me an hour before the dentist"
  new RegExp(String.raw`^(?:remind me|give me a (?:reminder|heads up|nudge)|ping me|alert me|notify me|warn me)\s+${OFFSET}\s+(?:before|ahead of|prior to)[:,]?\s+(.+)$`, 'i'),
  // "reminder 1 hr before the open house please": the request said as a bare noun.
  new RegExp(String.raw`^(?:(?:a|an)\s+)?(?:reminder|alert|heads up|nudge)\s+${OFFSET}\s+(?:before|ahead of|prior to):?\s+(.+?)(?:[\s,]+please)?$`, 'i'),
  // "set a reminder 30 minutes before the dentist", "add a 10 minute reminder to the standup"
  // "add a remind 20 min before to the standup": "remind" typed for the noun.
  new RegExp(String.raw`^(?:set|add|put|make|give)\s+(?:a|an|the)?\s*(?:reminder|remind|alert|alarm|nudge)\s+(?:for\s+)?${OFFSET}\s+(?:before|ahead of|prior to)\s+(.+)$`, 'i'),
  new RegExp(
    // "give me a 2hr warning before the match": the offset said before the noun, to me.
    String.raw`^(?:set|add|put|make|give)\s+(?:me\s+)?(?:a|an)\s+${OFFSET.replace('\\s*(', '[\\s-]*(')}\s+(?:reminder|alert|alarm|heads up|warning)\s+(?:for|on|to|before)\s+(.+)$`,
    'i',
  ),
];
/** "remind me about the dentist 30 minutes before", "the dentist: remind me an hour ahead". */
const REMIND_BEFORE_LAST = new RegExp(String.raw`^(?:remind me|ping me|alert me|notify me)\s+(?:about|of|for)\s+(.+?)\s+${OFFSET}\s+(?:before(?:hand)?|ahead|early|earlier)$`, 'i');

/** "conference reminder 1 day ahead", "standup: heads up 10 min early": a task named first, then only the offset. */
const NAME_THEN_OFFSET = new RegExp(String.raw`^(.+?)(?:\s+(?:reminder|alert|heads up|ping|nudge))?\s*[,:-]?\s+${OFFSET}\s+(ahead|before(?:hand)?|early|earlier|in advance)$`, 'i');

/** "i want a heads up", "i'd like a reminder", "a nudge": a reminder asked for as something wanted, or named alone. */
const WANT_A_REMINDER = String.raw`(?:(?:i|id|i'd)\s+(?:want|need|like|would like)\s+|(?:can|could)\s+i\s+(?:get|have)\s+)?(?:a\s+)?(?:reminder|heads[- ]up|nudge|warning)`;

/** "dentist - remind me the day before", "standup: ping me 10 min before": the task first, then the request for a reminder. */
const NAME_THEN_REMIND = new RegExp(
  String.raw`^(.{2,60}?)\s*[-–—:,;]\s*(?:(?:can you|please)\s+)?(?:remind me|ping me|give me a (?:reminder|heads up|nudge)|nudge me|${WANT_A_REMINDER})\s+(?:${OFFSET}|the\s+(day|night|evening|hour|week))\s+(?:before(?:hand)?|ahead|early|in advance)$`,
  'i',
);
const DAY_BEFORE: Record<string, number> = { day: 1440, night: 1440, evening: 1440, hour: 60, week: 10080 };

function matchReminderOffset(text: string, now: Date, timeZone: string): Intent | undefined {
  const told = NAME_THEN_REMIND.exec(text);
  // Only a task's name before it: "X friday 5pm, remind me an hour before" is a new task with its reminder.
  if (told && !parseDueDate(told[1]!, now, timeZone) && !/^(?:add|remind|put|create|new|set|make)\b/i.test(told[1]!)) {
    const minutes = told[4] ? DAY_BEFORE[told[4].toLowerCase()] : minutesOf(told[2]!, told[3]!);
    const changed = minutes === undefined ? undefined : update(told[1]!, { remindBefore: minutes });
    if (changed) return changed;
  }
  const named = NAME_THEN_OFFSET.exec(text);
  if (
    named &&
    (/\b(?:reminder|alert|heads up|ping|nudge)\b/i.test(text) || /^(?:ahead|beforehand|in advance)$/i.test(named[4]!)) &&
    !/^(?:remind|add|set|put|make|give|create|todo|note)\b/i.test(text) &&
    // As above: "X tonight at 8, with a reminder 15 minutes before" is a new task with its reminder.
    !parseDueDate(named[1]!, now, timeZone)
  ) {
    const minutes = minutesOf(named[2]!, named[3]!);
    if (minutes !== undefined) {
      const changed = update(named[1]!.replace(/\s+(?:reminder|alert)$/i, ''), { remindBefore: minutes });
      if (changed) return changed;
    }
  }
  for (const pattern of REMIND_BEFORE) {
    const match = pattern.exec(text);
    if (!match) continue;
    const minutes = minutesOf(match[1]!, match[2]!);
    if (minutes === undefined) continue;
    // "add a reminder 15 minutes before to join the call at 2pm": a new task, reminded early.
    // "… before to the standup", "… before to caitlins night out": "to" and a name (an article, a possessive) is the
    // task that gets the reminder, not a new one ("to join the call" starts with a verb).
    const toName = /^to\s+(?:(?:the|my|our|his|her|their|this|that)\s|\p{L}+['’]s\s|\p{L}*[^\Wsu]s\s)/iu.test(match[3]!);
    const task = toName ? null : /^(?:to|that|for me to)\s+(.+)$/i.exec(match[3]!);
    // "remind me 30 min before the call with the planner, tomorrow 16:30": an event with its own day and time is a new task.
    const event = task ? undefined : /^(?:the\s+|my\s+)?(.+?)\s*,\s*(.+)$/i.exec(match[3]!);
    const eventDue = event ? parseDueDate(event[2]!, now, timeZone) : undefined;
    const eventWords = event && eventDue && leftOverLength(event[2]!, eventDue) <= 4 ? `${event[1]} ${event[2]}` : undefined;
    if (task || eventWords) {
      const created = sureOrAsk(readTaskFields(task ? task[1]! : eventWords!, now, timeZone), true);
      return created.kind === 'create' && created.dueAt
        ? { ...created, remindBefore: minutes }
        : created.kind === 'create'
          ? { kind: 'clarify', question: `When is “${created.title}” due? A reminder ${match[1]} ${match[2]} before needs a time.` }
          : created;
    }
    // "remind me 30 min before the call with the planner, tomorrow 16:30", "reminder 15 min before: doctor call at 13:15":
    // a thing said with its own day and time is a new task, reminded early (the offline tier changes one already there).
    // "the 3pm call with the bank tomorrow": the hour said before the event, its day after it, is one due time.
    const hourFirst = /^(?:the\s+|my\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm)|noon)\s+(?!(?:today|tomorrow|tonight)\b)(\p{L}.*)$/iu.exec(match[3]!);
    const eventSaid = hourFirst ? `${hourFirst[2]} at ${hourFirst[1]}` : match[3]!.replace(/^(?:the|my)\s+/i, '');
    const own = readTaskFields(eventSaid, now, timeZone);
    if (own.fields.dueAt?.includes('T') && own.fields.title && !/\s(?:to|that)\s/i.test(match[3]!)) {
      const created = sureOrAsk(own);
      return created.kind === 'create' ? { ...created, remindBefore: minutes } : created;
    }
    // "remind me 2 days before mom's birthday to buy a card" names a new task: leave it to adds.
    if (/\s(?:to|that)\s/i.test(match[3]!) && !toName) continue;
    return update(match[3]!.replace(/^to\s+/i, '').replace(/\s+(?:starts?|begins?|is due)$/i, ''), { remindBefore: minutes });
  }
  const last = REMIND_BEFORE_LAST.exec(text);
  if (last) {
    const minutes = minutesOf(last[2]!, last[3]!);
    if (minutes !== undefined) return update(last[1]!, { remindBefore: minutes });
  }
  return undefined;
}

const CLEAR_DUE: readonly RegExp[] = [
  /^(?:clear|remove|delete|drop|take off|get rid of|erase|unset|scrap)\s+(?:the\s+)?(?:due\s+dates?|deadlines?|due\s+times?|dates?|due)\s+(?:on|of|from|for|off(?: of)?)\s+(.+)$/i,
  /^(?:i\s+)?(?:don'?t|do not|no longer)\s+need\s+(?:a|the|any)\s+(?:due\s+date|deadline|date)\s+(?:for|on)\s+(.+)$/i,
  /^(?:take|remove)\s+(?:the\s+)?(?:due\s+dates?|deadlines?|dates?)\s+off\s+(.+)$/i,
  /^(?:make|set|leave)\s+(.+?)\s+(?:with\s+)?(?:no|without a|without any)\s+(?:due\s+date|deadline|date)$/i,
  /^(.+?)\s+(?:has|needs|should have|doesn'?t need|does not need)\s+(?:no|a|any)\s+(?:due\s+date|deadline|date)(?:\s+any\s?more)?$/i,
  /^(?:unschedule|undate)\s+(.+)$/i,
  /^(.+?)\s+(?:is|can be)\s+(?:undated|unscheduled|whenever|someday)$/i,
  /^(?:no|remove)\s+(?:due\s+date|deadline)\s+(?:on|for)\s+(.+)$/i,
];

function matchClearDue(text: string, now: Date, timeZone: string): Intent | undefined {
  for (const pattern of CLEAR_DUE) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (/^(?:all|every)/i.test(match[1]!) || isWholeList(match[1]!)) {
      const selection = selectionOf(match[1]!, now, timeZone);
      if (selection) return { kind: 'bulk', action: 'reschedule', selection, changes: { dueAt: null } };
    }
    return update(match[1]!, { dueAt: null });
  }
  return undefined;
}

const PRIORITY_CHANGE: readonly RegExp[] = [
  /^(?:change|set|make|update|put|switch|raise|bump|lower|drop|move)\s+(?:the\s+)?(?:priority|prio)\s+(?:of|on|for)\s+(.+?)\s+(?:to|as|at)\s+(.+)$/i,
  /^(?:change|set|make|update|put|switch|raise|bump|lower|drop|move)\s+(.+?)(?:'s|s')\s+(?:priority|prio)\s+(?:to|as|at)\s+(.+)$/i,
  /^(?:make|mark|set|flag|bump|raise)\s+(.+?)\s+(?:(?:down|up)\s+)?(?:as\s+|to\s+|at\s+)?((?:very |top |highest |high |medium |normal |low |lowest |no )priority|urgent|p[1-4]|priority\s*[1-4]|high|low|medium|top)$/i,
  /^(?:prioriti[sz]e|upgrade|escalate)\s+(.+)$/i,
  /^(?:deprioriti[sz]e|downgrade)\s+(.+)$/i,
  /^(.+?)\s+(?:is|should be|needs to be)\s+(?:now\s+)?(?:a\s+)?((?:very |top |highest |high |medium |normal |low |lowest |no )priority|urgent|p[1-4]|not urgent)$/i,
  // "lower everything p1 to p2", "bump the budget draft up to p1"
  /^(?:lower|raise|bump|drop|move|change|set|make|switch|knock)\s+(.+?)\s+(?:down\s+|up\s+)?(?:to|into)\s+(p[1-4]|priority\s*[1-4]|(?:very |top |highest |high |medium |normal |low |lowest |no )priority|urgent)$/i,
];

/** "set priority 3 for all the tasks without date", "give p1 to the tax return": the priority said before the tasks. */
const PRIORITY_FIRST = /^(?:set|give|put|assign)\s+((?:a\s+)?(?:p[1-4]|priority\s*[1-4]|(?:top|high|highest|medium|low|lowest)\s+priority))\s+(?:for|on|to)\s+(.+)$/i;
/** "all uni tasks p2", "all the admin stuff to low priority": tasks named by a filter, then only their new priority. */
export const ALL_THEN_PRIORITY =
  /^(all\s+(?:(?:the|my)\s+)?.{1,40}?\s+(?:tasks|stuff|things|ones|todos|items))(?:\s+|\s*[-–—:]\s*)(?:to\s+|as\s+|(?:->|→)\s*)?(p[1-4]|priority\s*[1-4]|(?:top|high|medium|low|lowest)\s+priority)\s*[!.]*$/i;

/** "set priority 3 for all the tasks without date": read before the date words, which say which tasks, not a new date. */
function matchPriorityFirst(text: string, now: Date, timeZone: string): Intent | undefined {
  const before = PRIORITY_FIRST.exec(text);
  const after = before ? undefined : ALL_THEN_PRIORITY.exec(text);
  const [words, level] = before ? [before[2]!, before[1]!] : after ? [after[1]!, after[2]!] : [];
  const firstPriority = level ? priorityByName(level) : undefined;
  if (words && firstPriority) {
    const selection = /^(?:all|every)/i.test(words) || isWholeList(words) ? selectionOf(words, now, timeZone) : undefined;
    if (selection) return { kind: 'bulk', action: 'priority', selection, changes: { priority: firstPriority } };
    const intent = before ? update(words, { priority: firstPriority }) : undefined;
    if (intent) return intent;
  }
  return undefined;
}

function matchPriorityChange(text: string, now: Date, timeZone: string): Intent | undefined {
  for (const [index, pattern] of PRIORITY_CHANGE.entries()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const priority = index === 3 ? 1 : index === 4 ? 4 : priorityByName(match[2]!.replace(/^not urgent$/i, 'none'));
    if (!priority) continue;
    // "it's urgent" alone is not about a task.
    if (index === 5 && /^(?:it|this|that|it's|i|everything)$/i.test(match[1]!)) continue;
    // "remind me to order flour friday, it is urgent": a new task said with its priority, not a change.
    if (index === 5 && /^(?:(?:please|can you|could you)\s+)*(?:remind me|add)\b/i.test(match[1]!)) continue;
    if (/^(?:all|every)/i.test(match[1]!) || isWholeList(match[1]!)) {
      const selection = selectionOf(match[1]!, now, timeZone);
      if (selection) return { kind: 'bulk', action: 'priority', selection, changes: { priority } };
    }
    const intent = update(match[1]!, { priority });
    if (intent) return intent;
  }
  return undefined;
}

/** "skip next week's yoga", "skip yoga this week", "skip the next standup". */
const SKIP =
  /^(?:skip|pass on|miss|sit out|drop(?!\s+off\b)|cancel)\s+(?:the\s+)?(?:(?:next|this)\s+week'?s|(?:next|this)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s|next|this|upcoming|coming|(?:today|tomorrow|tonight)(?:'?s)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s)?\s*(.+?)(?:\s+(?:this|next)\s+(?:week|time|month|one|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)|\s+(?:today|tomorrow|tonight|once|just (?:this )?once|for (?:this|next) week|on (?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?))?$/i;
const SKIP_CUE = /^(?:skip|pass on|sit out)\b|\b(?:this|next)\s+(?:week|time)\b|'s\b|\bjust (?:this )?once\b|\bnext\b/i;

/** "… it's pouring", "… they're closed": a reason said after a skip with no comma. */
const SKIP_REASON = /\s+(?:it'?s|its|it is|they'?re|theyre|they are)\s+(?:pouring|raining|snowing|closed|cancell?ed|off|too\s+\p{L}+|so\s+\p{L}+)\b.*$/iu;

/**
 * "skip the stretches today physio said rest", "skip choir this week i'm hoarse": the day ends what is skipped; the
 * clause after it (a subject, "because", "since") is why, said with no comma.
 */
const DAY_THEN_WHY =
  /^(.+?\s+(?:today|tonight|tomorrow|(?:this|next)\s+(?:week|time|month|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day))\s+(?:i|im|i'm|i've|ive|i'll|we|we're|we've|the|my|our|dr|doc|doctor|he|she|he's|she's|they|they're|it|its|it's|because|cause|cos|coz|since|as|been|got|away|gone|out|\p{L}+\s+(?:said|says|told|wants|reckons|is|was|has|had))\b.*$/iu;

function matchSkip(said: string): Intent | undefined {
  // "skip the match sunday, rained off": the reason after the comma names no task.
  const comma = reasonAfterComma(said);
  const text = (comma === undefined ? said : said.slice(0, comma)).replace(SKIP_REASON, '').replace(DAY_THEN_WHY, '$1');
  const match = SKIP.exec(text);
  // "cancel the dentist" deletes it; "cancel next week's yoga" skips one.
  if (!match || !SKIP_CUE.test(text) || (!/^(?:skip|pass on|sit out)\b/i.test(text) && !/\b(?:next|this)\b|'s\b/i.test(text))) return undefined;
  const target = targetOf(match[1]!.replace(/\s+(?:occurrence|session|class|one)$/i, (w) => (/one/i.test(w) ? '' : w)));
  return target ? { kind: 'skip', target } : undefined;
}

/** "everything about X", "all the tasks mentioning X". */
const ABOUT_TOPIC =
  /^(?:everything|all(?:\s+(?:the|my))?(?:\s+(?:tasks|stuff|things|ones|todos))?)\s+(?:about|mentioning|regarding|related to|to do with|involving)\s+(?:the\s+|my\s+)?(\p{L}[\p{L}\p{N}' -]{1,40})$/iu;
/** "both X", "the two X ones", "all three X tasks": a name said of several tasks. */
export const NAMED_SEVERAL =
  /^(?:both(?: of)?(?: the| my)?|the (?:two|2|three|3)|all (?:two|three|2|3)(?: of)?(?: the| my)?)\s+(.+?)(?:\s+(?:ones|tasks|todos|items|things|stuff|jobs))?$/i;
const PAIR_SHARING_NOUN = /^both(?: of)?(?: the| my)?\s+([\p{L}'-]+)\s+(?:and|&|n)\s+([\p{L}'-]+)\s+(runs|calls|orders|appointments|appts|bills|forms|ones|tasks|things|jobs)$/iu;
/** Words a list filter reads (a tag, a day, a priority, a status): not part of a name. */
/** "all the shopping", "all my gran", "everything diploma": a name after a word for all of them, no noun after it. */
const ALL_OF_NAME =
  /^(?:all\s+(?:of\s+)?(?:the|my)|everything)\s+(?!(?:on|for|due|in|from|at|by|to|with|without|that|which|this|next|else|left|i|we|you|it|of|about|tasks?|todos?|stuff|things?|ones?|items?|jobs?|list|rest|lot|other|others|same|remaining|pending|open|new|old|is|are|was)\b)(\p{L}[\p{L}'-]*(?:\s+(?!(?:tasks?|todos?|stuff|things?|ones?|items?|jobs?|list)\b)\p{L}[\p{L}'-]*)?)$/iu;
const FILTER_WORDS =
  /[#@]|\b(?:tagged|today|tonight|tomorrow|overdue|late|this week|urgent|high[- ]priority|p[1-4]|completed|done|finished|undated|without|no date|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
/** "the weekend": this coming Saturday to Monday (exclusive); "next weekend" the one after. */
function weekendOf(said: string, now: Date, timeZone: string): { from: string; to: string } {
  const saturday = parseDueDate('saturday', now, timeZone)!.dueAt.slice(0, 10);
  const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const today = parseDueDate('today', now, timeZone)!.dueAt.slice(0, 10);
  // On a Sunday, "the weekend" is the one under way.
  const start = shift(saturday, /^next/i.test(said) ? 7 : 0);
  const from = shift(start, -7) >= shift(today, -1) ? shift(start, -7) : start;
  return { from, to: shift(from, 2) };
}
/** "next week": its Monday to the Monday after (exclusive). */
function nextWeekOf(now: Date, timeZone: string): { from: string; to: string } {
  const today = parseDueDate('today', now, timeZone)!.dueAt.slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const from = shift(today, (8 - weekday) % 7 || 7);
  return { from, to: shift(from, 7) };
}
const DAYS: Record<string, string> = { today: 'today', tonight: 'today', tomorrow: 'tomorrow', overdue: 'overdue', late: 'overdue', 'this week': 'this_week' };

/**
 * The tasks a phrase about several means, as a list filter: "everything due today", "all of today's
 * tasks", "my overdue tasks", "all the #work tasks", "my completed tasks". Undefined when it names none.
 */
/** Words before "and … stuff" that name no tag ("all overdue and urgent stuff" is two filters). */
const PAIR_NOT_A_TAG = /^(?:all|my|the|of|every|both|each|our|due|completed|done|finished|these|those|date|deadline|overdue|late|urgent|important|today|tomorrow|tonight|p[1-4])$/i;

export function selectionOf(said: string, now?: Date, timeZone?: string): Selection | undefined {
  // "all parents related tasks", "the work-related stuff": "related" says the tag, no more.
  said = said.replace(/\b(\p{L}[\p{L}\p{N}_]*)[- ]related\s+(?=(?:tasks|stuff|things|ones|todos|items|jobs)\b)/iu, '$1 ');
  // "everything about istanbul", "all the tasks mentioning elif": the tasks a word names, in a title or a tag.
  const about = ABOUT_TOPIC.exec(said.trim());
  if (about) return { filter: { query: about[1]!.toLowerCase() } };
  // "both the bakery and butcher runs": two names that share the noun after them, each a task.
  const pairNamed = PAIR_SHARING_NOUN.exec(said.trim());
  // "both sam & lee tasks": "&" joins two people in one name, the tasks' ("both the gas & water bills" are two).
  if (pairNamed && /\s&\s/.test(said) && /^(?:ones|tasks|things|jobs)$/i.test(pairNamed[3]!)) return { filter: { query: `${pairNamed[1]!} & ${pairNamed[2]!}`.toLowerCase() } };
  if (pairNamed) {
    const noun = /^(?:ones|tasks|things|stuff|jobs|items|todos)$/i.test(pairNamed[3]!) ? '' : ` ${pairNamed[3]!.replace(/s$/i, '')}`;
    return { targets: [{ query: pairNamed[1]!.toLowerCase() }, { query: `${pairNamed[2]!}${noun}`.toLowerCase() }] };
  }
  // "both quote replies", "the two catering ones": several tasks under one name, not a filter.
  const several = NAMED_SEVERAL.exec(said.trim());
  if (several && !FILTER_WORDS.test(several[1]!)) return { filter: { query: several[1]!.replace(/^(?:the|my)\s+/i, '').toLowerCase() } };
  let words = said;
  const text = words.trim().toLowerCase();
  if (!/\b(?:all|every(?:thing)?|anything|each|both|tasks|todos|items|things|stuff|ones|jobs|list)\b/.test(text)) return undefined;
  const filter: Extract<Selection, { filter: unknown }>['filter'] = {};
  if (/\b(?:completed|done|finished|checked off|ticked off)\b/.test(text)) filter.status = 'completed';
  // "everything overdue from before today": the days before this one, not this morning's late tasks.
  const earlier = now && timeZone ? beforeToday(text, now, timeZone) : undefined;
  if (earlier) words = earlier.rest;
  const day = earlier ? null : /\b(today|tonight|tomorrow|overdue|late|this week)(?:'?s)?\b/.exec(text);
  const weekend = /\b(?:the |this |next )?weekend(?:'?s)?\b/.exec(text);
  const nextWeek = /\bnext week(?:'?s)?\b/.test(text);
  if (earlier) filter.due = earlier.due;
  else if (day) filter.due = DAYS[day[1]!] as 'today';
  else if (weekend && now && timeZone) filter.due = weekendOf(weekend[0], now, timeZone);
  else if (nextWeek && now && timeZone) {
    filter.due = nextWeekOf(now, timeZone);
    words = words.replace(/\b(?:(?:due|for|in|during)\s+)?next week(?:'?s)?\b/i, ' ');
  } else if (now && timeZone) {
    // "everything on fri": a day's short name after "on", "for" or "due".
    const weekday =
      /\b(?:on |for |due )?((?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'?s)?\b/.exec(text) ??
      /\b(?:on|for|due)\s+((?:next |this )?(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun))\b/.exec(text);
    const found = weekday ? parseDueDate(weekday[1]!, now, timeZone) : undefined;
    if (weekday && found) words = words.replace(weekday[0], ' ');
    // "admin stuff due this month", "everything due in march": the whole month.
    const month = found ? undefined : monthSpanOf(text, now, timeZone);
    if (found) filter.due = found.dueAt.slice(0, 10);
    else if (month) {
      filter.due = month;
      words = words.replace(
        /\b(?:(?:due|in|for|during|over|on|from)\s+)?(?:(?:this|next)\s+month(?:'?s)?|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b/i,
        ' ',
      );
    }
  }
  // "all the no date stuff": "no date" before the noun says the same as "with no date" after it.
  if (/\b(?:with(?:out)?\s+(?:no\s+|a\s+)?(?:due\s+)?(?:date|deadline)|undated|no[- ](?:due[- ])?date)\b/.test(text)) {
    filter.due = 'none';
    words = words.replace(/\b(?:with(?:out)?\s+(?:no\s+|a\s+)?(?:due\s+)?(?:date|deadline)|undated|no[- ](?:due[- ])?date)\b/i, ' ');
  }
  const tags = [...text.matchAll(/(?:^|\s)[#@](\p{L}[\p{L}\p{N}_-]*)|\btagged\s+(?:with\s+)?#?([\p{L}\p{N}_-]+)|\b([\p{L}\p{N}_]+)-tagged\b/gu)].map(
    (m) => (m[1] ?? m[2] ?? m[3])!,
  );
  words = words.replace(/\b[\p{L}\p{N}_]+-tagged\b/giu, ' ');
  // "all my unpaid bills", "all the open invoices": still to do, and a plural word said alone names a tag.
  const STILL_TO_DO = /\b(?:open|unpaid|outstanding|pending|remaining|unfinished|undone|incomplete)\b/i;
  const plural = /^(?:all|every one)\s+(?:of\s+)?(?:my|the|our)\s+(?:(?:open|unpaid|outstanding|pending|remaining|unfinished|undone|incomplete)\s+)?(\p{L}{3,}s)$/u.exec(text);
  if (plural && !NOT_A_TAG.test(plural[1]!) && !/^(?:tasks|todos|things|items|ones|jobs|reminders|dates|days|weeks)$/.test(plural[1]!)) {
    tags.push(plural[1]!);
    words = words.replace(new RegExp(String.raw`\b${plural[1]}\b`, 'iu'), ' ');
  }
  if (STILL_TO_DO.test(text) && !filter.status) {
    filter.status = 'pending';
    words = words.replace(new RegExp(STILL_TO_DO.source, 'gi'), ' ');
  }
  // "all the sipho and gran stuff": two tags before the noun, a task with either one ("the woolies and checkers ones" names two tasks).
  const pair =
    /^(?:all|every)\b/.test(text) && /(?<!['’])\b(\p{L}[\p{L}\p{N}_-]*)\s+(?:and|&|\+|n|or)\s+(\p{L}[\p{L}\p{N}_-]*)\s+(?:tasks|todos|stuff|things|items|ones|jobs)\b/u.exec(text);
  const pairTags = pair ? [pair[1]!, pair[2]!] : [];
  if (pair && pairTags.every((tag) => !NOT_A_TAG.test(tag) && !PAIR_NOT_A_TAG.test(tag))) {
    tags.push(pairTags[0]!);
    words = words.replace(new RegExp(String.raw`\b${pairTags[0]}\s+(?:and|&|\+|n|or)\s+`, 'iu'), ' ');
  }
  // "all the kids overdue stuff": the tag may come before a filter word ("overdue") that comes before "stuff".
  const named =
    /(?<!['’])\b([\p{L}][\p{L}\p{N}_-]*)\s+(?:(?:overdue|late|urgent|open|outstanding|unfinished|pending|remaining)\s+)?(?:tasks|todos|stuff|things|items|ones|jobs)\b/u.exec(text);
  // "the no-date stuff": the words for no date, read above, are no tag.
  if (
    named &&
    !NOT_A_TAG.test(named[1]!) &&
    // "which overdue ones", "show late stuff": a word of asking is no tag either.
    !/^(?:all|my|the|of|every|both|each|our|due|completed|done|finished|these|those|date|deadline|no-date|no-due-date|undated|dateless|which|what|show|list|see|any|anything|everything|me)$/.test(
      named[1]!,
    )
  ) {
    tags.push(named[1]!);
    words = words.replace(new RegExp(String.raw`\b${named[1]}\b`, 'iu'), ' ');
  }
  if (tags.length) filter.tags = tags;
  if (/\b(?:repeating|recurring|repeat(?:ed)?|regular)\b/.test(text)) filter.repeating = true;
  if (/\b(?:urgent|high[- ]priority|p1|top priority)\b/.test(text)) filter.priority = [1];
  // "all the p2 work stuff": the tasks of that priority.
  const level = /\bp([2-4])\b/.exec(text);
  if (level && !filter.priority) {
    filter.priority = [Number(level[1]) as 2 | 3 | 4];
    words = words.replace(/\bp[2-4]\b/i, ' ');
  }
  const rest = words
    .trim()
    .toLowerCase()
    .replace(/(?:^|\s)[#@][\p{L}\p{N}_-]+|\btagged\s+(?:with\s+)?#?[\p{L}\p{N}_-]+/gu, ' ')
    .replace(
      /\b(?:all|of|the|my|our|every(?:thing)?|anything|each|both|tasks?|todos?|items?|things?|stuff|ones?|jobs?|list|due|for|on|from|that are|which are|that is|which is|that was|that were|which was|which were|that'?s|thats|are|is|was|were|completed|done|finished|checked off|ticked off|today'?s?|tonight'?s?|tomorrow'?s?|overdue|late|this week'?s?|urgent|high[- ]priority|p1|top priority|repeating|recurring|repeat(?:ed)?|regular|(?:the |this |next )?weekend'?s?|(?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s?)\b/g,
      ' ',
    )
    .replace(/'s\b/g, ' ')
    .trim();
  // "all the shopping", "everything diploma": one or two words after "all the" or "everything", that no filter
  // reads, name the tasks (a tag or a title's word), looked up as "both X" is.
  const allOf = rest ? ALL_OF_NAME.exec(said.trim()) : null;
  if (allOf && !FILTER_WORDS.test(allOf[1]!)) return { filter: { query: allOf[1]!.toLowerCase() } };
  // Words left over name something the filter cannot say ("all the dentist ones"): not a filter.
  if (rest) return undefined;
  return { filter };
}

/**
 * "scrap A and B", "cancel A and the B", "take A and B off my list": verbs that remove tasks named one by one. Never the
 * tasks of a filter ("cancel everything friday" may be a plan about the day, not a removal).
 */
const NAMES_ONLY_DELETE = /^(?:scrap|scratch(?!\s+off\b)|nix|ditch|kill|cancel|nuke)\s+(.+)$/i;
const NAMES_OFF_THE_LIST = /^(?:take|get|cross|knock)\s+(.+?)\s+(?:off|out of|from)\s+(?:of\s+)?(?:my|the)\s+(?:to-?do\s+|todo\s+)?(?:list|todos|tasks)$/i;
const MOVE_VERB = String.raw`(?:move|reschedule|postpone|push(?: back)?|put off|delay|defer|bump|shift|shove|carry over|roll over|roll)`;
const BULK_VERBS: ReadonlyArray<readonly [RegExp, 'reschedule' | 'complete' | 'delete']> = [
  // "move everything for today to tomorrow": the last "to" takes the new day, so "for today" stays in the
  // filter (the shorter split read "today to tomorrow" as the day and everything as the tasks).
  [new RegExp(String.raw`^${MOVE_VERB}\s+(.+)\s+(?:to|until|till|over to|back to|out to)\s+(.+)$`, 'i'), 'reschedule'],
  [new RegExp(String.raw`^${MOVE_VERB}\s+(.+?)\s+(?:to|until|till|for|over to|back to|out to)\s+(.+)$`, 'i'), 'reschedule'],
  // "everything on fri move to sat", "all of tomorrow's stuff push to fri": the tasks first, then the move.
  [new RegExp(String.raw`^((?:all|every(?:thing)?)\b.+?)[\s,-]+${MOVE_VERB}\s+(?:(?:it|them|em|'em)\s+)?(?:to|until|till|over to|back to|out to)\s+(.+)$`, 'i'), 'reschedule'],
  // "set all the no date stuff to end of month": a day for several at once (a priority is read elsewhere).
  [/^(?:set|put|make)\s+((?:all|every(?:thing)?)\b.+?)\s+(?:to|for|on|as due)\s+(.+)$/i, 'reschedule'],
  [
    /^(?:complete|finish|mark|check off|tick off|cross off|scratch off|strike off|close|done with|done w(?=\s)|done|finished|completed|(?:i(?:'ve| have)?\s+)?(?:just\s+|finally\s+)?(?:finished|completed|did|done)|i'?m done with|i am done with)\s+(.+?)(?:\s+(?:as\s+)?(?:done|complete|completed|finished))?$/i,
    'complete',
  ],
  [
    /^(?:delete|remove|clear(?: out)?|erase|get rid of|throw away|throw out|trash|bin|drop(?!\s+off\b|\s+.+?\s+(?:off\s+)?(?:to|at)\s+(?:the|my|his|her|their|our|\w+'s)\b)|wipe|purge|clean up|clean out)\s+(.+)$/i,
    'delete',
  ],
  [NAMES_ONLY_DELETE, 'delete'],
  [NAMES_OFF_THE_LIST, 'delete'],
  // "everything without a date -> sunday": an arrow moves them.
  [/^(.+?)\s*(?:->|→|=>)\s*(.+)$/, 'reschedule'],
  // "timesheet and budget draft both done", "all the health-tagged ones are done": said as a statement.
  [/^(.+?\s(?:and|&|\+)\s.+?|(?:all|every|both)\b.+?)\s+(?:are\s+|were\s+)?(?:both\s+|all\s+)?(?:done|finished|complete|completed|taken care of|sorted|handled)$/i, 'complete'],
];

const STATEMENT = /^(?:done with|finished|completed|i\b|i'm\b|i am\b)/i;

/** The day a move says: "friday", "the 24th", and "24th" said without "the" (as a move of one task reads it). */
function dayOfValue(value: string, now: Date, timeZone: string) {
  return parseDueDate(value, now, timeZone) ?? (/^\d{1,2}(?:st|nd|rd|th)\b/i.test(value) ? parseDueDate(`the ${value}`, now, timeZone) : undefined);
}

/** Requests about several tasks: by a filter ("everything due today") or by names joined with "and". */
export function matchBulk(said: string, now: Date, timeZone: string): Intent | undefined {
  // "delete the padel tasks, shoulder is gone": why, after the last comma, names no task; the request is before it.
  const why = /^(.*\S)\s*[,;]\s+([^,;]+)$/.exec(said);
  const before = why && saysWhyOfSeveral(why[2]!) ? matchBulk(why[1]!, now, timeZone) : undefined;
  if (before) return before;
  // "finished the shop jobs: stems + vases both done": a lead-in before a colon, then the tasks said done.
  const lead = /^[^:]{3,60}:\s+(.+?\s(?:\+|and|&)\s.+?\s+(?:both|all)\s+(?:done|finished|sorted|complete|completed))$/i.exec(said);
  const led = lead ? matchBulk(lead[1]!, now, timeZone) : undefined;
  if (led) return led;
  // "done: X and Y" is "done X and Y"; "finished all the overdue stuff!! tick em all off": the order said twice.
  const text = said
    .replace(/^(done|finished|completed)\s*:\s*/i, '$1 ')
    .replace(/(?<=\S)[\s,.!;]+(?:(?:pls|please|so|just)\s+)?(?:tick|check|cross|mark)\s+(?:em|'em|them|those|these)\s+(?:all\s+)?(?:off|done|complete|as done)[\s!.]*$/i, '');
  for (const [pattern, verb] of BULK_VERBS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const words = match[1]!;
    let action: 'reschedule' | 'complete' | 'delete' | 'priority' = verb;
    let changes: Changes = {};
    if (action === 'reschedule') {
      const value = match[2]!.trim();
      const date = /^(?:no date|no due date|someday|whenever|later)$/i.test(value) ? null : dayOfValue(value, now, timeZone);
      // "both gym ones -> p2": an arrow to a priority.
      const priority = date === undefined && /->|→|=>/.test(text) ? priorityByName(value) : undefined;
      if (date === undefined && !priority) continue;
      if (priority) {
        action = 'priority';
        changes = { priority };
      }
    }
    if (action === 'reschedule') {
      const value = match[2]!.trim();
      const date = /^(?:no date|no due date|someday|whenever|later)$/i.test(value) ? null : dayOfValue(value, now, timeZone);
      const spanned = date ? leftOverLength(value.replace(/^(?:on|at|by)\s+/i, '').replace(/^(?=\d{1,2}(?:st|nd|rd|th)\b)/i, 'the '), date) <= 3 : true;
      if (!spanned) continue;
      changes = { dueAt: date ? date.dueAt : null };
    }
    const selection = selectionOf(words, now, timeZone);
    // "i finished X and Y" names several; "i finished X, so cross it off" names one.
    if (verb === 'complete' && STATEMENT.test(text) && !selection && !/\s(?:and|&)\s/i.test(words)) continue;
    // Only names joined by "and" (after a comma may come a reason: "scrap X, dana cancelled").
    if ((pattern === NAMES_ONLY_DELETE || pattern === NAMES_OFF_THE_LIST) && ((selection && 'filter' in selection) || /[,;]/.test(words))) continue;
    if (selection && 'filter' in selection) {
      // "clear my list", "delete everything": the whole list at once is too much to do by one sentence.
      if (action === 'delete' && Object.keys(selection.filter).length === 0) return { kind: 'unknown', reason: 'bulk' };
      if (action !== 'delete' && Object.keys(selection.filter).length === 0 && !/\b(?:everything|all)\b/i.test(words)) return undefined;
      if (action === 'complete' && Object.keys(selection.filter).length === 0) return { kind: 'unknown', reason: 'bulk' };
      return { kind: 'bulk', action, selection, changes };
    }
    // "delete the dentist and the plumber ones", "complete #3 and #5", "move the dentist, the plumber and yoga to friday"
    const parts = words
      // "visa and flight tasks both": the words for several after the names, in any order.
      .replace(/(?:\s+(?:ones|tasks|todos|items|both))+$/i, '')
      .replace(/^(?:both\s+)?/i, '')
      // "&" often joins two people in one name ("the sarah & tom edit"); "+" joins tasks.
      .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?:also\s+)?|\s+\+\s+/i)
      .filter(Boolean);
    if (parts.length < 2 || parts.length > 4) continue;
    // "clear out the back of the van, low priority": a priority is no task's name, so the line names one thing to do.
    if (parts.some((part) => /^(?:(?:very\s+|really\s+)?(?:low|lowest|medium|normal|high|highest|top)(?:\s+priority)?|p[1-4]|urgent|asap|not urgent)$/i.test(part.trim())))
      continue;
    const targets = parts.map((part) => parseTarget(part.replace(/\s+(?:one|task)$/i, '')));
    if (targets.some((target) => !target || 'ordinal' in target)) continue;
    return { kind: 'bulk', action, selection: { targets: targets as Target[] }, changes };
  }
  return undefined;
}

/** "… except the flights", "… but not the dentist": tasks left out of a change to several. */
const EXCEPT = /\s+(?:except(?:\s+for)?|but not|apart from|other than)\s+(?:the\s+|my\s+|for\s+the\s+)?(\p{L}[\p{L}\p{N}' -]{1,40}?)(?:\s+(?:one|ones|task|tasks))?$/iu;

/** The edits this file reads, in order; undefined when the text is none of them. */
export function matchEdits(text: string, now: Date, timeZone: string): Intent | undefined {
  const except = EXCEPT.exec(text);
  if (except) {
    const rest = matchEdits(text.slice(0, except.index), now, timeZone);
    // Only a change to tasks found by a filter can leave some out; anything else is not read here.
    return rest?.kind === 'bulk' && 'filter' in rest.selection && !rest.selection.filter.query ? { ...rest, except: except[1]!.toLowerCase() } : undefined;
  }
  return (
    matchReminderOffset(text, now, timeZone) ??
    matchPriorityFirst(text, now, timeZone) ??
    matchClearDue(text, now, timeZone) ??
    matchTags(text, now, timeZone) ??
    matchPriorityChange(text, now, timeZone) ??
    matchSkip(text) ??
    matchBulk(text, now, timeZone)
  );
}
