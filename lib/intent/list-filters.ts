import type { Intent } from './intent-schema';
import { stripListSuffix } from './list-phrases';
import { monthSpanOf, namedDayOf } from './calendar-words';
import { leftOverLength, parseDueDate } from './parse-due-date';
import { wallTimeOf, zonedIso } from '../time/zoned-time';
import { partOfDaySpan } from './part-of-day';

type ListIntent = Extract<Intent, { kind: 'list' }>;
type Filters = Partial<Pick<ListIntent, 'day' | 'span' | 'priority' | 'tags' | 'completed' | 'status' | 'due' | 'repeating'>>;

const WEEKDAY = String.raw`(?:(?:next|this|on|for|due)\s+)*(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:(?:due|on|for)\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?=\s*(?:\?|$)|\s+(?:look|looking|got|have|next week))|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|the\s+\d{1,2}(?:st|nd|rd|th)|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}|(?<=\b(?:on|for|due)\s+)\d{1,2}\.\d{1,2}\.?`;
const PRIORITY_CUE = /\b(?:urgent|high[- ]pri(?:ority|o)?|top[- ]pri(?:ority|o)?|priority\s*(?:1|one)|p1|most important|important|critical|asap)\b/i;
const LOW_CUE = /\b(?:p3|not urgent|unimportant)\b/i;
/** "low priority" is p4, the lowest (as Todoist names it: p4 is no priority, the low end). */
const LOWEST_CUE = /\blow(?:est)?[- ]pri(?:ority|o)?\b/i;
/** "medium priority", "normal prio": p2, as a task is given it ("make it medium priority"). */
const MEDIUM_CUE = /\b(?:medium|normal|mid|moderate)[- ]pri(?:ority|o)?\b/i;
const TAG_CUE =
  /(?:^|\s)[#@](\p{L}[\p{L}\p{N}_-]*)|(?<!-)\b(?:tagged|labell?ed|under|with the tag|tag(?:ged)? as)\s+#?([\p{L}\p{N}_-]+)|\b([\p{L}\p{N}_-]+)\s+(?:tag|label)\b|\b(?:in|from|for)\s+#(\p{L}[\p{L}\p{N}_-]*)/giu;
/** "what did i get done", "what have i finished", "show my completed tasks from yesterday". */
const DONE_CUE =
  /\b(?:(?:did|what'?d) i (?:get )?(?:done|do|finish|complete|accomplish|check off|tick off|cross off|knock out|knock off|wrap up|get through|cross off|tackle|crank out)|have i (?:done|finished|completed|got done|gotten done|ticked off|checked off)|i(?:'?ve| have)? (?:did|finished|completed|got done|checked off|ticked off|crossed off)|(?:completed|finished|done|ticked off|checked off) (?:tasks?|things|stuff|items|ones)?|got done|get done)\b/i;
/** "high and medium priority", "medium or low prio": two levels said with one priority word. */
const TWO_LEVELS = /\b(high|top|medium|normal|low)\s+(?:and|or|&|\+|n|\/)\s+(high|top|medium|normal|low)[- ]pri(?:ority|o)?s?\b/i;
const LEVEL_OF: Record<string, Array<1 | 2 | 3 | 4>> = { high: [1], top: [1], medium: [2], normal: [2], low: [4] };

/** Words before "tasks" that say which tasks without being a tag. */
export const NOT_A_TAG =
  /^(?:my|the|all|our|your|of|these|those|some|any|every|more|few|other|remaining|today(?:'?s)?|tomorrow(?:'?s)?|tonight(?:'?s)?|urgent|important|pending|completed|complete|open|overdue|late|done|finished|remaining|upcoming|other|new|old|current|daily|weekly|recurring|repeating|outstanding|unfinished|incomplete|high|low|priority|next|last|first|whole|entire|own|big|small|many|dated|undated|scheduled|week(?:'?s)?|weekend|month(?:'?s)?|p[1-4]|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?|to-?do|todo|reminder|task|full|main|master|usual|active|shopping|grocery|running)$/i;

/** A line made only of filter words ("overdue and high priority", "#garden tasks pls"): a question, nothing to add. */
export const ONLY_FILTER_WORDS =
  /^(?:(?:and|or|plus|n|&|\+|my|the|all|any|anything|everything|only|just|pls|please|tasks?|todos?|items?|stuff|things?|ones?|overdue|late|urgent|important|high|top|low|lowest|medium|normal|pri|prio|priority|p[1-4]|due|today|tomorrow|tonight|this|next|on|for|week|undated|(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?=[\s,]|$)[\s,]*|[#@]\p{L}[\p{L}\p{N}_-]*[\s,]*)+$/iu;

/** Words that ask to see tasks, for a question that names a filter but not the list. */
const ASKS =
  /^(?:what(?:'s| is| are| do| did| have)?|tasks|todos|stuff|things|jobs|ones|items|how many|which|did i|have i|show|list|any|anything|do i have|have i got|got|give me|tell me|is there|are there|pull up|display|see|find|my|all)\b/i;

/** "next week" (Monday to Monday) and "the weekend" (Saturday to Monday) as a range of days, to exclusive. */
function spanOf(words: string, now: Date, timeZone: string): { from: string; to: string } {
  const today = wallTimeOf(now, timeZone);
  const base = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const weekday = base.getUTCDay();
  const day = (offset: number) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const toMonday = (8 - weekday) % 7 || 7;
  if (words === 'next week') return { from: day(toMonday), to: day(toMonday + 7) };
  if (words === 'last week') return { from: day(toMonday - 14), to: day(toMonday - 7) };
  const toSaturday = weekday === 6 ? 0 : weekday === 0 ? -1 : 6 - weekday;
  const extra = words.startsWith('next') ? 7 : words.startsWith('last') ? (weekday === 6 || weekday === 0 ? -7 : -7) : 0;
  return { from: day(toSaturday + extra), to: day(toSaturday + 2 + extra) };
}

/** A day on or after today, moved back a week: "what did i finish on monday" means the monday that passed. */
function pastDay(day: string, now: Date, timeZone: string, beforeToday = false): string {
  const today = wallTimeOf(now, timeZone);
  const todayIso = new Date(Date.UTC(today.year, today.month - 1, today.day)).toISOString().slice(0, 10);
  const weekBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  let past = day < todayIso ? day : weekBefore(day);
  while (beforeToday && past >= todayIso) past = weekBefore(past);
  return past;
}

/** "since monday", "since the 29th": a completion range that runs through today. */
const SINCE = /\bsince\s+(?:last\s+)?(.+?)(?:\s+(?:pls|please))?$/i;
function dayAfterToday(now: Date, timeZone: string): string {
  const today = wallTimeOf(now, timeZone);
  return new Date(Date.UTC(today.year, today.month - 1, today.day + 1)).toISOString().slice(0, 10);
}

/** "between now and monday", "from tomorrow to saturday": a range of days, both ends included (`to` exclusive). */
const RANGE = /\b(?:between|from)\s+(.+?)\s+(?:and|to|until|till|through|thru)\s+(.+?)(?:\s+(?:pls|please))?$/i;
function rangeOf(text: string, now: Date, timeZone: string): { from: string; to: string } | undefined {
  const range = RANGE.exec(text);
  if (!range) return undefined;
  const dayOf = (words: string) =>
    (/^(?:now|today|right now)$/i.test(words.trim())
      ? parseDueDate('today', now, timeZone)
      : // "between 14th and 18th": a bare day of the month, as "the 14th".
        parseDueDate(words.replace(/^(\d{1,2}(?:st|nd|rd|th))$/i, 'the $1'), now, timeZone)
    )?.dueAt.slice(0, 10);
  const from = dayOf(range[1]!);
  const last = dayOf(range[2]!);
  if (!from || !last || last < from) return undefined;
  return { from, to: new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) };
}

/** "after next week", "beyond the weekend", "after the 20th": a time the question starts after. */
const AFTER =
  /(?<!\bday\s)\b(?:after|beyond|later than|past)\s+((?:next|this)\s+week|(?:(?:this|the|next)\s+)?weekend|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)(?=(?:\s+(?:of\s+)?this\s+month)?\s*[?!.]*$)/i;

/** "before friday", "before the weekend": a time the question ends before. */
const BEFORE = /\bbefore\s+((?:(?:this|the|next)\s+)?weekend|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|(?:next\s+|this\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?=\s*[?!.]*$)/i;
function todayIso(now: Date, timeZone: string): string {
  const today = wallTimeOf(now, timeZone);
  return new Date(Date.UTC(today.year, today.month - 1, today.day)).toISOString().slice(0, 10);
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** The filters a question about the list names: a priority, tags, a day, a completion day. */
export function listFiltersOf(text: string, now: Date, timeZone: string): Filters {
  const filters: Filters = {};
  const level = /\b(?:p|priority\s*)([1-4])s?\b/i.exec(text);
  const both = TWO_LEVELS.exec(text);
  if (both) filters.priority = [...new Set([...LEVEL_OF[both[1]!.toLowerCase()]!, ...LEVEL_OF[both[2]!.toLowerCase()]!])].sort();
  else if (level) filters.priority = [Number(level[1]) as 1 | 2 | 3 | 4];
  else if (PRIORITY_CUE.test(text)) filters.priority = [1];
  else if (LOWEST_CUE.test(text)) filters.priority = [4];
  else if (MEDIUM_CUE.test(text)) filters.priority = [2];
  else if (LOW_CUE.test(text)) filters.priority = [3, 4];
  const tags = [...text.matchAll(TAG_CUE)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4])?.toLowerCase())
    .filter((tag): tag is string => Boolean(tag) && !/^(?:the|a|my|this|that|priority|urgent|any|which|what)$/i.test(tag!));
  // "my work tasks", "the home stuff": a word before the list's noun names a tag.
  // "show overdue work stuff", "which garden tasks": the same after a question word or "overdue".
  const named =
    /\b(?:my|the|all|any|our)\s+([\p{L}][\p{L}\p{N}_-]*)\s+(?:tasks|todos|stuff|things|items|ones|chores|errands|list)\b/iu.exec(text) ??
    /(?:^(?:show(?:\s+me)?\s+|what\s+|which\s+)|\b(?:overdue|late)\s+)([\p{L}][\p{L}\p{N}_-]*)\s+(?:tasks|todos|stuff|things|items|chores)\b/iu.exec(text);
  // "my shopping list" is the list itself; "my shopping tasks" are the ones tagged so.
  const shopping = /^(?:shopping|grocery|groceries)$/i.test(named?.[1] ?? '') && !/\blist\b/i.test(named![0]);
  if (named && (!NOT_A_TAG.test(named[1]!) || shopping)) tags.push(named[1]!.toLowerCase());
  // "what's left today that's work related": a tag said as "X related".
  const related = /\b(?:that'?s|is|are)\s+(\p{L}[\p{L}\p{N}_]*)[- ]related\b|\b(\p{L}[\p{L}\p{N}_]*)-related\b/iu.exec(text);
  const relatedTag = related?.[1] ?? related?.[2];
  if (relatedTag && !NOT_A_TAG.test(relatedTag)) tags.push(relatedTag.toLowerCase());
  if (tags.length) filters.tags = [...new Set(tags)];
  // "my recurring tasks", "which ones repeat", "the weekly stuff".
  if (/\b(?:recurring|repeating|repeats?|recur(?:s|ring)?)\b/i.test(text)) filters.repeating = true;
  if (
    /\b(?:no|without(?: an?)?|w\/o(?: an?)?|(?:don'?t|do not|doesn'?t|does not|dont|doesnt) have (?:a|any)|lacking(?: a)?)\s+(?:due\s+)?(?:date|deadline|due date)s?\b|\bundated\b/i.test(
      text,
    )
  )
    filters.due = 'none';
  else if (/\b(?:overdue|late|past due)\b/i.test(text) && (filters.priority || filters.tags)) filters.due = 'overdue';
  const done = DONE_CUE.test(text);
  const range = rangeOf(text, now, timeZone);
  const dayWord = new RegExp(String.raw`\b(?:${WEEKDAY})\b`, 'i').exec(text);
  const relative = /\b(yesterday|today|tonight|this week|last week)\b/i.exec(text);
  if (done) {
    filters.status = 'completed';
    const lastSpan = /\blast (week(?:end)?)\b/i.exec(text);
    const since = SINCE.exec(text);
    const sinceDay = since ? parseDueDate(since[1]!, now, timeZone) : undefined;
    if (range) filters.completed = range;
    // "what did i get done since monday": from that day (the one that has passed) through today.
    else if (sinceDay) filters.completed = { from: pastDay(sinceDay.dueAt.slice(0, 10), now, timeZone, true), to: dayAfterToday(now, timeZone) };
    else if (lastSpan) filters.completed = spanOf(`last ${lastSpan[1]!.toLowerCase()}`, now, timeZone);
    else if (relative) filters.completed = relative[1]!.toLowerCase() === 'tonight' ? 'today' : (relative[1]!.toLowerCase().replace(' ', '_') as 'today');
    if (filters.completed === ('last_week' as never)) delete filters.completed;
    if (!relative && dayWord && !sinceDay) {
      // "what did i finish on monday": the monday that has passed.
      const found = parseDueDate(dayWord[0].replace(/^(?:on|for|this|next)\s+/i, ''), now, timeZone);
      // Done on a day: the one that has passed, never the next one ("last wednesday" on a Wednesday is a week ago).
      if (found) filters.completed = pastDay(found.dueAt.slice(0, 10), now, timeZone, new RegExp(String.raw`\blast\s+${dayWord[0]}`, 'i').test(text));
    }
    return filters;
  }
  if (range) {
    filters.span = range;
    return filters;
  }
  // "what's due in january": the whole month; "anything on christmas eve": that day.
  // A tag named like a day ("tagged christmas") is the tag, not the day.
  const untagged = text.replace(/\b(?:tagged|tag|labell?ed|label)\s+(?:with\s+|as\s+)?#?\S+|[#@]\S+/gi, ' ');
  // "everything due end of month": the month's last day; "by the end of the month": up to it.
  const monthEnd = /\b(by\s+|before\s+)?(?:the\s+)?end of (?:the\s+)?month\b|\beom\b/i.exec(untagged);
  const lastDay = monthEnd ? parseDueDate('end of month', now, timeZone)?.dueAt.slice(0, 10) : undefined;
  if (monthEnd && lastDay) {
    if (monthEnd[1]) filters.span = { from: todayIso(now, timeZone), to: dayAfter(lastDay) };
    else filters.day = lastDay;
    return filters;
  }
  // "what's for the day after tomorrow" (Nigerian English "next tomorrow"): that one day, not all after tomorrow.
  const twoDaysOn = /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tmr)\b/i.test(untagged) ? parseDueDate('the day after tomorrow', now, timeZone) : undefined;
  if (twoDaysOn) {
    filters.day = twoDaysOn.dueAt.slice(0, 10);
    return filters;
  }
  const month = dayWord ? undefined : monthSpanOf(untagged, now, timeZone);
  if (month) {
    filters.span = month;
    return filters;
  }
  const namedDay = dayWord ? undefined : namedDayOf(untagged, now, timeZone);
  if (namedDay) {
    filters.day = namedDay;
    return filters;
  }
  // "what's coming up after next week", "anything after friday": from the end of that time on, with no end.
  const after = AFTER.exec(untagged);
  const afterSpan = after ? /^(?:(next|this) week|(?:(this|the|next) )?weekend)$/i.exec(after[1]!) : undefined;
  const afterDay = after && !afterSpan ? parseDueDate(after[1]!, now, timeZone) : undefined;
  if (afterSpan) {
    const words = afterSpan[1] ? `${afterSpan[1].toLowerCase()} week` : `${afterSpan[2]?.toLowerCase() === 'next' ? 'next ' : ''}weekend`;
    filters.span = { from: words === 'this week' ? spanOf('next week', now, timeZone).from : spanOf(words, now, timeZone).to };
    return filters;
  }
  // "anything before friday", "what's due before the weekend": up to that time, the late ones included.
  const before = BEFORE.exec(untagged);
  const beforeSpan = before && /weekend$/i.test(before[1]!) ? spanOf(/^next/i.test(before[1]!) ? 'next weekend' : 'weekend', now, timeZone) : undefined;
  const beforeDay = before && !beforeSpan ? parseDueDate(before[1]!, now, timeZone) : undefined;
  const upTo = beforeSpan?.from ?? (beforeDay && leftOverLength(before![1]!, beforeDay) <= 1 ? beforeDay.dueAt.slice(0, 10) : undefined);
  // Due before a day is late too: the overdue tasks are in it.
  if (upTo) {
    filters.span = { to: upTo };
    return filters;
  }
  if (afterDay && leftOverLength(after![1]!, afterDay) <= 1) {
    filters.span = { from: new Date(Date.parse(`${afterDay.dueAt.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) };
    return filters;
  }
  const span = /\b(next week|(?:this |the |next )?weekend)\b/i.exec(text);
  if (span && !dayWord) {
    filters.span = spanOf(span[1]!.toLowerCase(), now, timeZone);
    return filters;
  }
  // "due thurs or fri": both days, when they follow each other.
  const twoDays = daysInARow(text, now, timeZone);
  if (twoDays) {
    filters.span = twoDays;
    return filters;
  }
  if (dayWord && !/\b(?:today|tonight|tomorrow|this week|overdue)\b/i.test(text)) {
    // "on thu next week": that day of next week, its short name said in full.
    const nextWeek = new RegExp(String.raw`${dayWord[0]}\s+next week\b`, 'i').test(text) ? ' next week' : '';
    const day = dayWord[0].replace(/^(?:on|for|due)\s+/i, '').replace(/^(mon|tue|wed|thu|fri|sat)[a-z]*$/i, (_, short: string) => FULL_DAY[short.toLowerCase()]!);
    const found = parseDueDate(`${day}${nextWeek}`, now, timeZone);
    if (found) filters.day = found.dueAt.slice(0, 10);
  }
  return filters;
}

const DAY_NAME = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?`;
/** "thurs or fri", "monday and tuesday": two days of the week, said together. */
const TWO_DAYS = new RegExp(String.raw`\b(${DAY_NAME})\s+(?:or|and|&|\/|n)\s+(${DAY_NAME})\b`, 'i');

/** "what's due thurs or fri": the two days as one range, when the second is the day after the first. */
function daysInARow(text: string, now: Date, timeZone: string): { from: string; to: string } | undefined {
  const said = TWO_DAYS.exec(text);
  if (!said) return undefined;
  const dayOf = (word: string) => parseDueDate(FULL_DAY[word.slice(0, 3).toLowerCase()] ?? 'sunday', now, timeZone)?.dueAt.slice(0, 10);
  const first = dayOf(said[1]!);
  const second = dayOf(said[2]!);
  if (!first || !second || dayAfter(first) !== second) return undefined;
  return { from: first, to: dayAfter(second) };
}

/** "what's on today incl the overdue ones", "today's stuff plus anything late": everything due by the end of today. */
export function matchTodayWithOverdue(text: string, now: Date, timeZone: string): ListIntent | undefined {
  if (
    // "today's list incl anything overdue" reaches here as "today list …" (the "'s" is read off).
    !(ASKS.test(text) || /^today'?s\b|^today\s+(?:list|stuff|things|tasks|todos|jobs|agenda|plan)\b/i.test(text)) ||
    !/\b(?:today|tonight)\b/i.test(text) ||
    !/\b(?:incl(?:uding)?|inc|plus|and|with|as well as|along with)\s+(?:the\s+|any\s+|anything\s+|all\s+(?:the\s+)?)?(?:overdue|late)\b/i.test(text) ||
    /\b(?:tomorrow|week|p[1-4]|priority|urgent|important|done|finished|completed)\b|#/i.test(text)
  )
    return undefined;
  return { kind: 'list', status: 'pending', span: { to: dayAfter(todayIso(now, timeZone)) } };
}

/** "my urgent stuff?", "anything tagged home", "what did i get done yesterday": a filtered question with no list word. */
export function matchFilteredQuestion(text: string, now: Date, timeZone: string): ListIntent | undefined {
  // "all the health-tagged ones are done" says something happened; it asks nothing.
  if (!(ASKS.test(text) || ONLY_FILTER_WORDS.test(text)) || /\b(?:are|were|is)\s+(?:all\s+|both\s+)?(?:done|finished|completed|taken care of)$/i.test(text)) return undefined;
  // "all the mom stuff is high priority" says what it should be: a change, not a question.
  if (
    !/^(?:what|which|who|is|are|anything|any|show|list)\b/i.test(text) &&
    /\b(?:is|are|should be|needs? to be)\s+(?:now\s+)?(?:all\s+)?(?:(?:very |top |highest |high |medium |normal |low |lowest |no )priority|urgent|p[1-4])$/i.test(text)
  )
    return undefined;
  // "today + overdue pls", "overdue and today's stuff": everything due by the end of today.
  if (
    ONLY_FILTER_WORDS.test(text) &&
    /\b(?:overdue|late)\b/i.test(text) &&
    /\b(?:today|tonight)\b/i.test(text) &&
    !/\b(?:tomorrow|week|p[1-4]|priority|urgent|important)\b|#/i.test(text)
  )
    return { kind: 'list', status: 'pending', span: { to: dayAfter(todayIso(now, timeZone)) } };
  const clock = timeOfDaySpan(text, now, timeZone) ?? partOfDaySpan(text, now, timeZone);
  if (clock) return { kind: 'list', status: 'pending', span: clock };
  const filters = listFiltersOf(text, now, timeZone);
  // "what's left today that's work related": a day said with another filter narrows it too.
  const when = filters.day || filters.span || filters.due || filters.completed ? undefined : dueWordOf(text);
  if (when && (filters.priority || filters.tags || filters.repeating)) filters.due = when;
  const named = filters.priority || filters.tags || filters.completed || filters.day || filters.span || filters.due === 'none' || filters.repeating;
  // "have i got anything for the car this week": a topic and only a due word.
  const dueTopic = named ? undefined : topicLeftOver(text);
  const forTopic = dueTopic ? new RegExp(String.raw`\b(?:for|about|with)\s+(?:the\s+|my\s+)?${dueTopic}\b`, 'i').test(text) : false;
  // "any appointments tomorrow", "do i have any jobs today": a word for tasks in general, then the day.
  if (dueTopic && when && /^(?:appointments?|appts?|jobs?|plans?|events?|bookings?)$/.test(dueTopic)) return { kind: 'list', status: 'pending', due: when };
  if (dueTopic && forTopic && when && !namedDayOf(dueTopic, now, timeZone)) return { kind: 'list', status: 'pending', due: when, query: dueTopic };
  if (!named) return undefined;
  // "what's the dentist's priority" asks about one task, not a list; a plain "what's on friday" is the list.
  if (/\b(?:add|create|remind|delete|remove|move|change|set|rename|tag|label|skip)\b/i.test(text) && !/^(?:what|which|show|list|any)/i.test(text)) return undefined;
  // "any high priority jobs", "overdue truck stuff": one word left that no filter reads is the topic.
  const topic = topicLeftOver(text);
  return {
    kind: 'list',
    ...filters,
    status: filters.status ?? 'pending',
    ...(topic && !filters.tags?.includes(topic) && !namedDayOf(topic, now, timeZone) ? { query: topic } : {}),
  };
}

/** "everything that's urgent or overdue", "show me p1 or p2 stuff": filters joined by "or", asked about. */
const EITHER =
  /^(?:(?:show|list|give|tell)(?:\s+me)?\s+)?(?:(?:everything|anything|all(?:\s+(?:my|the))?(?:\s+(?:tasks|stuff|things|ones))?|(?:my|the|any)\s+(?:tasks|stuff|things)|what(?:'s|s| is| are)?|which(?:\s+(?:tasks|ones))?)\s+)?(?:(?:that'?s|thats|that is|that are|which (?:is|are)|is|are)\s+)?(.+?)\s+or\s+(.+?)(?:\s+(?:stuff|things|tasks|ones))?$/i;

/**
 * "everything that's urgent or overdue", "p1 or due today?": the tasks either filter names. Each side must be
 * only filter words (a priority, a due word, a tag); otherwise undefined ("call mum or dad" is no filter).
 */
export function matchEitherFilter(text: string, now: Date, timeZone: string): ListIntent | undefined {
  const either = EITHER.exec(text.replace(/[?!.\s]+$/, ''));
  if (!either) return undefined;
  const sides = [either[1]!, either[2]!].map((side) => side.replace(/^(?:due\s+)?/i, '').trim());
  const filters: NonNullable<ListIntent['either']> = [];
  for (const side of sides) {
    if (!ONLY_FILTER_WORDS.test(side) || /\b(?:and|or|&|\+)\b/i.test(side)) return undefined;
    const found = listFiltersOf(side, now, timeZone);
    const due = found.due ?? dueWordOf(side);
    const filter = { ...(found.priority ? { priority: found.priority } : {}), ...(found.tags ? { tags: found.tags } : {}), ...(due && due !== 'none' ? { due } : {}) };
    if (!Object.keys(filter).length) return undefined;
    filters.push(filter);
  }
  return { kind: 'list', status: 'pending', either: filters };
}

/** "anything at 3 today", "what have i got at 10 on friday", "what's at 10am tomorrow": the time asked about, ending the question. */
const AT_TIME =
  /(?:\b(?:anything|something|stuff|things|tasks?|appointments?|on|due|planned|booked)|^what(?:'s|s| is))\s+(?:at\s+)?(at\s+(?!(?:a|an|the|my|all|some)\b).{1,25}?)\s*[?!.]*$/i;
/** "anything at a set time today", "what's timed tomorrow": tasks of a day that have a time of day. */
const SET_TIME = /\b(?:(?:at|with|for)\s+(?:a|an)\s+(?:set|specific|fixed|particular|exact|actual)\s+time|with\s+(?:a\s+)?times?(?:\s+(?:set|on (?:it|them)))?|timed)\b/i;

/**
 * A question about a time of day: the tasks due in that hour ("anything at 3 today"), or the tasks of
 * a day that have a time at all ("anything at a set time today"); date-only tasks end with their day,
 * after the range.
 */
function timeOfDaySpan(text: string, now: Date, timeZone: string): { from: string; to: string } | undefined {
  const at = AT_TIME.exec(text);
  const found = at ? parseDueDate(at[1]!, now, timeZone) : undefined;
  if (at && found?.dueAt.includes('T') && leftOverLength(at[1]!, found) <= 1) {
    const start = wallTimeOf(new Date(found.dueAt), timeZone);
    return { from: found.dueAt, to: zonedIso({ ...start, hour: start.hour + 1, minute: 0 }, timeZone) };
  }
  if (!SET_TIME.test(text)) return undefined;
  const said = /\b(today|tonight|tomorrow|(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i.exec(text);
  const day = said ? parseDueDate(said[1]!.replace(/^on\s+/i, ''), now, timeZone) : undefined;
  if (!day) return undefined;
  const [year, month, date] = day.dueAt.slice(0, 10).split('-').map(Number);
  const wall = { year: year!, month: month!, day: date! };
  return { from: zonedIso({ ...wall, hour: 0, minute: 0 }, timeZone), to: zonedIso({ ...wall, hour: 23, minute: 59 }, timeZone) };
}

/** "today", "tomorrow", "this week", "overdue": the due words a list question may add to a filter. */
function dueWordOf(text: string): Filters['due'] {
  if (/\b(?:overdue|late)\b/i.test(text)) return 'overdue';
  if (/\b(?:today|tonight)\b/i.test(text)) return 'today';
  if (/\btomorrow\b/i.test(text)) return 'tomorrow';
  if (/\bthis week\b/i.test(text)) return 'this_week';
  return undefined;
}

const FULL_DAY: Record<string, string> = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday' };

/** "fri", "wed", "sat": a day, never a topic. */
export const SHORT_DAY = /^(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)$/i;

/** Words a filtered question is made of, besides its topic. */
const QUESTION_WORDS =
  /(?:^|\s)(?:and|or|&|\+)(?=\s|$)|\b(?:recurring|repeating|repeats?|recurs?|what(?:'s|s)?|which|who|how|is|are|do|does|did|i|have|got|any|anything|everything|planned|scheduled|happening|show|list|me|my|the|all|only|just|pls|please|tasks?|todos?|items?|stuff|things?|ones?|left|still|overdue|late|urgent|important|high|top|low|lowest|medium|normal|mid|moderate|pri|prio|priority|p[1-4]s?|due|on|for|this|next|week|today|tonight|tomorrow|undated|last|yesterday|since|get|done|finish(?:ed)?|complete(?:d)?|tick(?:ed)?|check(?:ed)?|cross(?:ed)?|off|marked|there|that(?:'?s)?|which)\b/gi;

/** Phrases a filter reads (a day, a span, "with no date set", "after"), which name no topic. */
const FILTER_PHRASES =
  /\b(?:the\s+)?day\s+(?:after\s+(?:tomorrow|tmrw|tmr)|before\s+yesterday)\b|\b(?:with\s+)?(?:no|without\s+(?:a|any))\s+(?:due\s+)?(?:date|deadline)s?(?:\s+(?:set|on (?:it|them)))?\b|\b(?:(?:this|the|next|coming)\s+)?weekend\b|\b(?:(?:this|next|on|for)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:(?:this|next|the)\s+)?(?:month|year)\b|\b(?:morning|afternoon|evening|night)\b|\b(?:coming up|after|beyond|between|from|until|till|through|thru|to|before|since|now|about|regarding|mentioning)\b/g;

/** The one word a filtered question says besides its filters ("jobs" in "any high priority jobs"), if it is a topic. */
function topicLeftOver(text: string): string | undefined {
  const said = text
    .toLowerCase()
    // "any kids appointments next week? need to sort childcare": the question ends at its "?".
    .replace(/\?\s+\S.*$/, '')
    .replace(/[?!.,]+/g, ' ')
    .replace(FILTER_PHRASES, ' ')
    .replace(QUESTION_WORDS, ' ')
    .trim();
  // "allotment jobs", "kids appointments": a word for tasks in general after the topic says nothing more.
  const rest = said.replace(/^(\S+)\s+(?:jobs?|appointments?|appts?|bits|bobs|ones|things|stuff|tasks?)$/, '$1');
  if (!rest || /\s/.test(rest) || !/^\p{L}[\p{L}\p{N}_-]{2,}$/u.test(rest) || NOT_A_TAG.test(rest) || TIME_WORDS.test(rest) || SHORT_DAY.test(rest)) return undefined;
  return rest;
}

/** "book club stuff?", "car admin?", "the gym things?": a topic of one or two words, then a word for tasks in general. */
const BARE_TOPIC = /^(?:(?:my|the|any|all(?: the| my)?)\s+)?(\p{L}[\p{L}\p{N}_'-]*(?:\s+\p{L}[\p{L}\p{N}_'-]*)?)\s+(?:stuff|things|tasks|todos|items|bits|admin)$/iu;
/** "anything household i'm behind on", "any car stuff that's late": the topic, then that it is overdue. */
const BEHIND_ON =
  /^(?:is there |are there |do i have |have i got |got )?(?:anything|any(?:thing)?\s+(?:stuff|tasks?|things?|jobs?))\s+(\p{L}[\p{L}\p{N}_'-]*(?:\s+\p{L}[\p{L}\p{N}_'-]*)?)(?:\s+(?:stuff|tasks?|things?|jobs?))?\s+(?:(?:that\s+)?(?:i'?m|i am|im)\s+(?:behind|late)\s+(?:on|with)|(?:that'?s|thats|that is|which is|that are|still)\s+(?:overdue|late|behind))$/iu;

/** "what's my day look like", "what's happening tomorrow", "what's coming up", "what should i work on". */
const OVERVIEW =
  /^(?:what(?:'s| is| does| will)?\s+(?:my|the)\s+(?:day|week|schedule|agenda|calendar|plate)(?:\s+look(?:ing)?\s+like)?|what(?:'s|s| is| am i| have i got)\s+(?:happening|going on|coming up|up next|next(?=\s*$)|on deck)|what should i (?:work on|do|focus on|tackle)(?:\s+(?:next|now|first))?)\b(.*)$/i;
const PRONOUN = /^(?:it|that|this|they|them|those|these|he|she)$/i;
/** A topic that is a time ("anything for this weekend") is a filter, read elsewhere. */
export const TIME_WORDS = /\b(?:today|tonight|tomorrow|yesterday|week|weekend|month|now|later|soon|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
/** Words for tasks in general, which name no topic. */
const GENERAL = /^(?:tasks?|todos?|items?|stuff|things?|ones?|anything|everything|reminders?|lists?|list|day|week|plan|plans|status|priority|name|time)$/i;

/**
 * A question about one topic without a list word: "anything about the car", "anything mentioning
 * Dana", "what do i need to do for mom", "when's the dentist", "what's the plumber thing again",
 * "did i ever book the flu shot", "what errands do i have", "work stuff?", "p4 stuff", "any bills i
 * haven't paid". The topic is looked for in titles and tags (list_tasks' query); a priority said as
 * "p2" is the priority filter.
 */
export function matchTopicQuestion(text: string, now?: Date, timeZone?: string, asked = /\?\s*$/.test(text)): ListIntent | undefined {
  const said = text.replace(/[?!.\s]+$/, '');
  const overview = OVERVIEW.exec(said);
  if (overview) {
    // "what's going on next weekend", "what's coming up on friday": the days it names.
    const named = now && timeZone ? listFiltersOf(overview[1]!, now, timeZone) : {};
    // "what's happening tomorrow evening": the part of the day, not all of it.
    const part = now && timeZone ? partOfDaySpan(overview[1]!, now, timeZone) : undefined;
    if (part) return { kind: 'list', status: 'pending', span: part };
    // "what's coming up for the kids next week": the topic said with the days.
    // "whats going on w/ the kids stuff": "with", "w/" and "w" say what it is for.
    const aboutWords = overview[1]!.replace(/^\s*(?:with|w\/|w(?=\s))\s*/i, ' for ');
    const topic = /^\s*(?:for|with|about)\s/i.test(aboutWords) ? topicLeftOver(aboutWords) : undefined;
    const about = topic ? { query: topic } : {};
    if (named.span) return { kind: 'list', status: 'pending', span: named.span, ...about };
    if (named.day) return { kind: 'list', status: 'pending', day: named.day, ...about };
    const due = /\btomorrow\b/i.test(said) ? 'tomorrow' : /\b(?:today|tonight|my day|the day)\b/i.test(said) ? 'today' : /\bweek\b/i.test(said) ? 'this_week' : undefined;
    return { kind: 'list', status: 'pending', ...(due ? { due } : {}), ...about };
  }
  // "book club stuff?", "car admin?": one or two words and a word for tasks in general, asked; the words are the topic.
  const bare = asked ? BARE_TOPIC.exec(said) : null;
  const bareTopic = bare?.[1]!.toLowerCase();
  if (bareTopic && !bareTopic.split(' ').some((word) => NOT_A_TAG.test(word) || GENERAL.test(word) || TIME_WORDS.test(word) || SHORT_DAY.test(word)))
    return { kind: 'list', status: 'pending', query: bareTopic };
  // "anything household i'm behind on", "any bike stuff that's late": the topic, and only what is overdue.
  const behind = BEHIND_ON.exec(said);
  const behindTopic = behind?.[1]!.toLowerCase().replace(/[\s-]+related$/, '');
  if (behindTopic && !behindTopic.split(' ').some((word) => NOT_A_TAG.test(word) || GENERAL.test(word) || TIME_WORDS.test(word)))
    return { kind: 'list', status: 'pending', due: 'overdue', query: behindTopic };
  const patterns: Array<[RegExp, ListIntent['status']]> = [
    // "what's on noah's plate": the tasks for that person.
    [/^what(?:'s| is|s)\s+on\s+(\p{L}[\p{L}\p{N}_-]*?)(?:'s|’s|s')\s+plate(?:\s+(?:this week|today|tomorrow))?$/iu, 'pending'],
    [/^is (?:the|my) (.+?)(?: thing| task)? (?:still )?(?:open|pending|done|finished)$/i, 'all'],
    [/^what(?:'s| is) the status (?:of|on) (.+)$/i, 'all'],
    [/^(?:have|did) i (?:already |ever )?(?:done|finished|completed|do|finish|complete|get to) (.+)$/i, 'all'],
    [/^do i (?:have|need) to do anything (?:for|about|with) (.+)$/i, 'pending'],
    [/^when(?:'s|s| is)\s+(?:the|my)\s+(.+?)\s+due$/i, 'all'],
    [
      /^(?:is there |are there |do i have |have i got |have i |got )?(?:anything|any tasks?|something|stuff|what(?:'s| is| do i have)?)\s+(?:(?:there|on there|in there)\s+)?(?:about|mentioning|regarding|related to|to do with|involving|with|w\/|w|for)\s+(.+)$/i,
      'pending',
    ],
    // "list everything about istanbul": "everything with no date" is a filter, read elsewhere.
    [/^(?:(?:list|show|give)(?:\s+me)?\s+)?everything\s+(?:about|mentioning|regarding|related to|to do with|involving)\s+(.+)$/i, 'pending'],
    // "search catering", "find the one that says invoice": a word to look up ("find a plumber" is a task).
    [
      /^(?:search(?:\s+for)?|look for|find)\s+(?:the\s+|any\s+|a\s+)?(?:(?:one|task|todo|item|thing|reminder)s?\s+(?:that says|that mentions|that has|saying|mentioning|with|about|called|named)\s+)(.+)$/i,
      'all',
    ],
    [/^search(?:\s+for)?\s+(.+)$/i, 'all'],
    [/^what (?:do|should|must|have) i (?:still )?(?:need to |have to |got to |gotta |have got to )?do (?:for|about)\s+(.+)$/i, 'pending'],
    [/^when(?:'s|s| is| was)\s+(?:(?:the|my)\s+)?(?!.*\b(?:on|in) (?:my|the)\b)(.+?)(?:\s+(?:thing|one|task))?(?:\s+again)?$/i, 'all'],
    [/^what(?:'s| is| was)\s+(?:the|my)\s+(.+?)\s+(?:thing|one|task)(?:\s+again)?$/i, 'all'],
    // "whats the water heater stuff", "what are the school things": the tasks about a topic.
    [/^what(?:'s| is| are| was)\s+(?:the|my|all the)\s+(.+?)\s+(?:stuff|things|tasks|ones|jobs)(?:\s+again)?$/i, 'pending'],
    [/^did i (?:ever )?(?!(?:already |remember to |forget to )?(?:add|put|include|write|note|list|save|create|make|set)\b)(.+)$/i, 'all'],
    // "who do i still have to ring", "what have i got to buy": the tasks whose title holds the verb (a title starts with its verb).
    [
      /^(?:what|who|whom)\s+(?:(?:do|have)\s+)?i\s+(?:still\s+)?(?:have|need|got|gotta|have got)\s+(?:to\s+)?(?!(?:do|get|go|be|say|know|see|ask|tell|work|finish|complete|remember|focus|tackle|handle|start|pick|choose|think|worry|prioriti[sz]e|sort)\b)(\p{L}{3,})(?:\s+(?:still|today|tonight|tomorrow|this week|left|next))?$/iu,
      'pending',
    ],
    // "what errands i got", "what garden work do i have", "what forms do i still need to sign": the topic, then the question.
    [
      /^what\s+(?!(?:do|does|did|have|has|is|are|am|was|were|should|must|can|could|will|would|else|more|now|time|day)\b)(\p{L}[\p{L}\p{N}_-]*)(?:\s+(?:stuff|things|tasks|ones|items|jobs|work))?\s+(?:(?:do|have)\s+)?i\s+(?:still\s+)?(?:have|got|need|gotta|have got)(?:\s+left)?(?:\s+(?:to\s+)?(?!(?:do|get)\b)\p{L}+)?(?:\s+(?:left|open|today|this week))?$/iu,
      'pending',
    ],
    // "what real estate stuff do i still have open": a two-word topic before the list's noun.
    [/^what\s+(\p{L}+(?:\s+\p{L}+)?)\s+(?:stuff|things|tasks|items)\s+(?:do|have) i (?:still )?(?:have|got)(?:\s+(?:left|open|pending|today|this week))?$/iu, 'pending'],
    // "what school stuff is overdue", "which work tasks are due today": a topic, then the day it asks about.
    [
      /^(?:what|which)\s+(?!(?:my|the|all|of)\s)(\p{L}+(?:\s+\p{L}+)?)\s+(?:stuff|things|tasks|items|ones|todos)\s+(?:is|are)\s+(?:still\s+)?(?:due\s+)?(?:overdue|today|tonight|tomorrow|this week)$/iu,
      'pending',
    ],
    // "what's left for school this week", "anything left for work today": a topic and a time.
    [
      /^(?:what(?:'s| is|s)|anything|is there anything)\s+(?:still\s+)?(?:left|due|open|pending|on|not done(?: yet)?|undone|unfinished|outstanding|remaining)\s+(?:for|from)\s+((?:the\s+|my\s+)?\p{L}[\p{L}\p{N}_'-]*(?:\s+(?!(?:this|today|tonight|tomorrow)\b)[\p{L}\p{N}][\p{L}\p{N}_'-]*){0,2})(?:\s+(?:this week|today|tonight|tomorrow))?$/iu,
      'pending',
    ],
    // "any bills i haven't paid", "bills i haven't paid yet": the topic, then what is still to do about it ("add that i need to
    // X" is an add).
    [
      /^(?:(?:any|my|the)\s+)?(?!(?:add|put|note|jot|include|write)\s)(\p{L}[\p{L}\p{N}_-]*)\s+(?:i|that i)\s+(?:haven'?t|have not|(?:still\s+)?(?:have|need|got) to|gotta)\b.*$/iu,
      'pending',
    ],
    // "how many things have i got for the ute": a count of the tasks about a topic.
    [/^how many\s+(?:tasks|todos|items|things|jobs|bits)\s+(?:have i got|have i|do i have|i got|i have|are there)\s+(?:for|about|with|to do with)\s+(.+)$/i, 'pending'],
    [
      /^(?:(?:show|give|list|see)(?:\s+me)?\s+)?(?:my |the |any |all (?:my |the )?)?(?!(?:my|the|any|all|me)\s)(\p{L}[\p{L}\p{N}_-]*)\s+(?:stuff|things|tasks|todos|items|jobs)(?:\s+(?:due\s+)?(?:coming up|pls|please|left|this week|today|tonight|tomorrow|overdue))*$/iu,
      'pending',
    ],
    // "anything garden related", "is there anything kids-related that's overdue": the topic, said with "related" after "anything".
    [
      /^(?:is there |are there |do i have |have i got |got )?(?:anything|any(?:thing)? (?:stuff|tasks?|things?))\s+(\p{L}[\p{L}\p{N}_]*(?:\s+\p{L}[\p{L}\p{N}_]*)?)(?:\s*-\s*|\s+)related(?:\s+(?:(?:that'?s|thats|that is|which is|still)\s+)?(?:pending|left|open|overdue|due today|due this week|coming up))?(?:\s+(?:on|in)\s+(?:there|it|the list|my list))?$/iu,
      'pending',
    ],
    // "which tasks are for maya", "what ones are about the van": tasks for a person or topic.
    [/^(?:which|what)\s+(?:tasks|todos|items|ones|things)\s+(?:are|r)\s+(?:for|about|to do with)\s+(.+)$/i, 'pending'],
    // "what house things do i need to sort", "bike stuff left to do": the topic, then what is still to do.
    [
      /^(?:what\s+)?(\p{L}[\p{L}\p{N}_-]*)\s+(?:stuff|things|tasks|jobs|bits)\s+(?:(?:do|have) i (?:still )?(?:need to|have to|got to|gotta)\s+(?:sort|do|deal with|handle|get done|sort out|tackle)|(?:still\s+)?left(?:\s+to\s+do)?|(?:still\s+)?to\s+do|(?:still\s+)?(?:to|i need to)\s+(?:sort|sort out|deal with))$/iu,
      'pending',
    ],
    // "garden related stuff", "kids-related things pending": the topic, said with "related".
    [
      /^(?:(?:show|give|list|see)(?:\s+me)?\s+)?(?:my |the |any |all (?:my |the )?)?(?!(?:my|the|any|all|me)\s)(\p{L}[\p{L}\p{N}_]*(?:\s+\p{L}[\p{L}\p{N}_]*)?)(?:\s*-\s*|\s+)related\s+(?:stuff|things|tasks|todos|items|jobs|ones)(?:\s+(?:still\s+)?(?:pending|left|open|pls|please))*$/iu,
      'pending',
    ],
    // "which bills are still pending", "what errands are left": the topic, then "still to do".
    [
      /^(?:which|what)\s+(?!(?:my|the|all|of|else|tasks?|things?|stuff|ones?|items?|todos?)\s)(\p{L}[\p{L}\p{N}_]*(?:\s+\p{L}[\p{L}\p{N}_]*)?)\s+(?:is|are)\s+(?:still\s+)?(?:pending|left|open|outstanding|remaining|not done(?: yet)?|coming up|upcoming)$/iu,
      'pending',
    ],
    // "admin list", "the garden list?": one word before "list" names the tasks about it.
    [/^(?:my |the )?(\p{L}[\p{L}\p{N}_-]*)\s+list$/iu, 'pending'],
    // "list errands", "show chores": one word that is not the list itself.
    [/^(?:show|list)(?:\s+me)?\s+(?:my |the |all (?:my |the )?)?(\p{L}[\p{L}\p{N}_-]*)$/iu, 'pending'],
    [/^(?:my |the |any )?(p[1-4])\s+(?:tasks|items|todos|ones)(?:\s+(?:pls|please|left))?$/iu, 'pending'],
    [/^what(?:'s| is| are)\s+my\s+(\p{L}[\p{L}\p{N}_-]*)$/iu, 'pending'],
  ];
  for (const [pattern, status] of patterns) {
    const match = pattern.exec(said);
    if (!match) continue;
    // "find the one with 'form' in it": the word, without its quotes.
    const words = match[1]!.replace(/\s+(?:in|on) (?:it|them|there|the (?:title|name|list)s?|my list)$/i, '').replace(/^['"“‘](.+)['"”’]$/u, '$1');
    const topic = stripListSuffix(words)
      .replace(/\b(?:the|my|a|an)\s+/gi, '')
      // "anything for sipho coming up": when it is, not what it is about.
      .replace(/\s+(?:coming up|upcoming|soon)$/i, '')
      .replace(/\s+(?:pls|please|again)$/i, '')
      .trim()
      .toLowerCase();
    // "what do i have wed": a short day is the day asked about, read by matchFilteredQuestion.
    if (!topic || GENERAL.test(topic) || PRONOUN.test(topic) || TIME_WORDS.test(topic) || SHORT_DAY.test(topic)) return undefined;
    // "stuff with no date on it": a filter, read by matchFilteredQuestion, not a word to look for.
    if (/^(?:no|without)\b/.test(topic)) return undefined;
    // "garden stuff due tomorrow?", "any p2 stuff due today": the topic or the priority, and the day.
    const due = /\b(?:today|tonight)$/i.test(said)
      ? 'today'
      : /\btomorrow$/i.test(said)
        ? 'tomorrow'
        : /\bthis week$/i.test(said)
          ? 'this_week'
          : /\boverdue$/i.test(said)
            ? 'overdue'
            : undefined;
    const priority = /^p([1-4])s?$/.exec(topic);
    if (priority) return { kind: 'list', status: 'pending', priority: [Number(priority[1]) as 1 | 2 | 3 | 4], ...(due ? { due } : {}) };
    // "what high priority stuff is overdue": a topic made of filter words is the filter.
    const level = ONLY_FILTER_WORDS.test(topic) ? listFiltersOf(topic, now ?? new Date(), timeZone ?? 'UTC').priority : undefined;
    if (level) return { kind: 'list', status: 'pending', priority: level, ...(due ? { due } : {}) };
    // "shopping tasks" are the tasks about shopping; "my shopping list" is the list itself.
    const shopping = /^(?:shopping|grocery|groceries)$/.test(topic) && !/\blists?$/i.test(said);
    if ((NOT_A_TAG.test(topic) && !shopping) || topic.split(' ').length > 4) return undefined;
    return { kind: 'list', status, query: topic, ...(due && status === 'pending' ? { due } : {}) };
  }
  return undefined;
}
