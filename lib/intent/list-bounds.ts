import type { Intent } from './intent-schema';
import { beforeToday } from './before-today';
import { listFiltersOf } from './list-filters';
import { restOfWeekSpan } from './rest-of-week';
import { leftOverLength, parseDueDate } from './parse-due-date';
import { addDays, isoDate, wallTimeOf, zonedIso } from '../time/zoned-time';

type ListIntent = Extract<Intent, { kind: 'list' }>;
type Day = { year: number; month: number; day: number };

/**
 * The bounds a question about the list sets beyond its plain filters: a clock hour ("after 4 today"), "tonight",
 * a run of days ("mon thru fri", "from today til sunday", "from the 20th onwards"), "the week of the 8th", a topic with a date bound ("for the paper before the 5th"),
 * "overdue from before today", and "no tag". Each narrows the list the question was read as; a question without one
 * is left as it was.
 */
export function boundedList(intent: Intent, text: string, now: Date, timeZone: string): Intent {
  if (intent.kind !== 'list' || intent.status === 'completed' || intent.completed || intent.either) return intent;
  const said = text.replace(/[?!.\s]+$/, '');
  const bounded = untagged(intent, said) ?? intent;
  return (
    clockBound(bounded, said, now, timeZone) ??
    tonight(bounded, said, now, timeZone) ??
    weekOf(bounded, said, now, timeZone) ??
    restOfWeekTill(bounded, said, now, timeZone) ??
    dayRun(bounded, said, now, timeZone) ??
    dateRun(bounded, said, now, timeZone) ??
    topicBound(bounded, now, timeZone) ??
    lateBeforeToday(bounded, said, now, timeZone) ??
    lateAndToday(bounded, said, now, timeZone) ??
    weekdayAndDate(bounded, said, now, timeZone) ??
    restOfMonth(bounded, said, now, timeZone) ??
    withoutListWord(bounded)
  );
}

/** The list with its days replaced by a span (its topic, tags and priority kept). */
function withSpan(intent: ListIntent, span: { from?: string; to?: string }): ListIntent {
  const { day: _day, due: _due, span: _span, ...rest } = intent;
  return { ...rest, span };
}

function today(now: Date, timeZone: string): Day {
  const wall = wallTimeOf(now, timeZone);
  return { year: wall.year, month: wall.month, day: wall.day };
}

function dayOf(iso: string): Day {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|thurs|fri|sat(?:ur)?|sun)(?:day)?`;
const FULL: Record<string, string> = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' };
const fullDay = (word: string) => FULL[word.toLowerCase().slice(0, 3)]!;

/** "after 4 today", "before noon tomorrow", "after 8pm tonight": the hour, then the day (today when unsaid). */
const CLOCK = new RegExp(
  String.raw`\b(after|past|from|before)\s+(?:at\s+)?(noon|midday|(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?)(?:\s+(today|tonight|tomorrow|(?:on\s+|this\s+)?${WEEKDAY}))?$`,
  'i',
);

function clockBound(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  const clock = CLOCK.exec(said);
  if (!clock) return undefined;
  const dayWords = (clock[6] ?? 'today').replace(/^(?:on|this)\s+/i, '');
  const found = /^(?:today|tonight)$/i.test(dayWords) ? undefined : parseDueDate(/^tomorrow$/i.test(dayWords) ? 'tomorrow' : fullDay(dayWords), now, timeZone);
  const day = found ? dayOf(found.dueAt) : today(now, timeZone);
  let hour = clock[3] ? Number(clock[3]) : 12;
  const minute = clock[4] ? Number(clock[4]) : 0;
  const half = clock[5]?.toLowerCase().replace(/\./g, '');
  if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return undefined;
  if (half === 'pm' && hour < 12) hour += 12;
  else if (half === 'am' && hour === 12) hour = 0;
  // "after 4", "before 6 tonight": an hour said without am or pm is in the working day or the evening, never at dawn.
  else if (!half && clock[3] && (hour < 8 || /^tonight$/i.test(dayWords)) && hour < 12) hour += 12;
  const at = zonedIso({ ...day, hour, minute }, timeZone);
  // A task with only a date ends with its day: it is in neither side of an hour.
  if (/^before$/i.test(clock[1]!)) return withSpan(intent, { from: zonedIso({ ...day, hour: 0, minute: 0 }, timeZone), to: at });
  return withSpan(intent, { from: at, to: zonedIso({ ...day, hour: 23, minute: 59 }, timeZone) });
}

/**
 * "what's happening tonight", "anything on tonight": the tasks timed from 6 pm to midnight. A 5 pm deadline is the
 * end of the working day, not the night; "due tonight" is the whole day (a date-only task is due by its end).
 */
function tonight(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  if (!/\btonight\b/i.test(said) || /\b(?:due|today)\b/i.test(said) || intent.due !== 'today' || intent.query || intent.tags || intent.priority) return undefined;
  const day = today(now, timeZone);
  return withSpan(intent, { from: zonedIso({ ...day, hour: 18, minute: 0 }, timeZone), to: zonedIso({ ...day, hour: 23, minute: 59 }, timeZone) });
}

/** "the week of the 8th", "week of nov 15": the week, Monday to Sunday, that holds the day. */
function weekOf(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  const week = /\b(?:the\s+)?week\s+of\s+(?:the\s+)?(.+)$/i.exec(said);
  if (!week) return undefined;
  const words = week[1]!.replace(/^(\d{1,2}(?:st|nd|rd|th))$/i, 'the $1');
  const found = parseDueDate(words, now, timeZone);
  if (!found || leftOverLength(words, found) > 1) return undefined;
  const day = dayOf(found.dueAt);
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  const monday = addDays(day, -((weekday + 6) % 7));
  return withSpan(intent, { from: isoDate(monday), to: isoDate(addDays(monday, 7)) });
}

/** "the rest of the week till sunday": today to that day. */
function restOfWeekTill(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  const span = restOfWeekSpan(said, now, timeZone);
  return span && withSpan(intent, span);
}

/** "mon thru fri", "thursday to monday": every day of the run, the second the first such day from the first. */
const DAY_RUN = new RegExp(String.raw`\b(${WEEKDAY})\s*(?:thru|through|to|till|until|-|–)\s*(${WEEKDAY})\b`, 'i');

function dayRun(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  const run = DAY_RUN.exec(said);
  if (!run) return undefined;
  const first = parseDueDate(fullDay(run[1]!), now, timeZone);
  if (!first) return undefined;
  const start = dayOf(first.dueAt);
  const weekdayOf = (word: string) => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].indexOf(word.toLowerCase().slice(0, 3));
  const length = (weekdayOf(run[2]!) - weekdayOf(run[1]!) + 7) % 7;
  return withSpan(intent, { from: isoDate(start), to: isoDate(addDays(start, length + 1)) });
}

/**
 * "what's on from today til sunday", "anything from the 20th onwards", "from tomorrow to the 15th": a run of dates said
 * with "from", to a last day (every task due up to its end) or open ("onwards": every task due from its first day).
 */
const FROM_TILL = /\bfrom\s+(.{2,30}?)\s+(?:(?:un)?till?|'til|to|through|thru|up to)\s+(.{2,30})$/i;
const FROM_ON = /\b(?:from|starting)\s+(.{2,30}?)\s+(?:onwards?|on|forwards?|and after|and later)$/i;

function dateRun(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  const dayAt = (words: string) => {
    const found = parseDueDate(words, now, timeZone);
    return found && leftOverLength(words, found) <= 4 ? dayOf(found.dueAt) : undefined;
  };
  const open = FROM_ON.exec(said);
  const opened = open ? dayAt(open[1]!) : undefined;
  if (opened) return withSpan(intent, { from: isoDate(opened) });
  const run = FROM_TILL.exec(said);
  const [first, last] = run ? [dayAt(run[1]!), dayAt(run[2]!)] : [];
  if (!first || !last || isoDate(last) < isoDate(first)) return undefined;
  return withSpan(intent, { from: isoDate(first), to: isoDate(addDays(last, 1)) });
}

/** "anything for the paper before the 5th": the topic the question was read as ends with a date bound. */
function topicBound(intent: ListIntent, now: Date, timeZone: string): ListIntent | undefined {
  const topic = intent.query ? /^(.+?)\s+((?:before|after)\s+.+)$/i.exec(intent.query) : null;
  if (!topic) return undefined;
  // "anything for the day after tomorrow": no topic, one day.
  const day = /^(?:the\s+)?day$/i.test(topic[1]!) ? listFiltersOf(intent.query!, now, timeZone).day : undefined;
  if (day) {
    const { query: _dayWords, span: _span, ...rest } = intent;
    return { ...rest, day };
  }
  const bound = listFiltersOf(topic[2]!.replace(/\b(\d{1,2}(?:st|nd|rd|th))$/i, 'the $1').replace(/\bthe the\b/i, 'the'), now, timeZone).span;
  if (!bound) return undefined;
  return { ...withSpan(intent, bound), query: topic[1]! };
}

/** "what's overdue from before today": late tasks of earlier days, not those that fell due this morning. */
function lateBeforeToday(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  if (intent.due !== 'overdue') return undefined;
  const earlier = beforeToday(said, now, timeZone);
  return earlier && withSpan(intent, earlier.due);
}

/** "which tasks have no tag", "anything untagged", "stuff without a tag": only the tasks that have none. */
const NO_TAG =
  /\b(?:no|without(?:\s+an?|\s+any)?|w\/o(?:\s+an?)?|(?:don'?t|do not|doesn'?t|does not|dont|doesnt)\s+have\s+(?:a|an|any))\s+(?:tags?|labels?)\b|\b(?:untagged|unlabell?ed)\b|\b(?:not|aren'?t|isn'?t)\s+tagged\b/i;

function untagged(intent: ListIntent, said: string): ListIntent | undefined {
  if (!NO_TAG.test(said)) return undefined;
  const { tags: _tags, query, ...rest } = intent;
  // The words of the question read as a tag or a topic ("tagged #no", "without a tag") name nothing.
  const topic = query && !/\b(?:tags?|labels?|untagged|no|without)\b/i.test(query) ? { query } : {};
  return { ...rest, ...topic, tagged: false };
}

/** "what's overdue and what's due today", "overdue + today's": everything due by the end of today. */
function lateAndToday(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  if (intent.due !== 'overdue' || intent.query || intent.tags || intent.priority) return undefined;
  if (!/\b(?:overdue|late)\b.*\b(?:and|plus|&|\+|n)\s+(?:what(?:'s|s| is)\s+)?(?:(?:due|on|for)\s+)?(?:today|tonight)(?:'s)?\b/i.test(said)) return undefined;
  return withSpan(intent, { to: isoDate(addDays(today(now, timeZone), 1)) });
}

/** "thursday the 28th", "fri 5th": the date said after its weekday is the day (the weekday may be misremembered). */
function weekdayAndDate(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  if (!intent.day) return undefined;
  const dated = new RegExp(String.raw`\b${WEEKDAY},?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b`, 'i').exec(said);
  const found = dated ? parseDueDate(`the ${dated[1]!}${ordinal(Number(dated[1]))}`, now, timeZone) : undefined;
  return found ? { ...intent, day: found.dueAt.slice(0, 10) } : undefined;
}

function ordinal(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
}

/** "after the 20th this month", "later this month, after next week": from the bound to the month's end. */
function restOfMonth(intent: ListIntent, said: string, now: Date, timeZone: string): ListIntent | undefined {
  if (!/\b(?:this|the)\s+month\b/i.test(said) || !/\b(?:after|beyond|past)\s/i.test(said) || !intent.span) return undefined;
  const start = today(now, timeZone);
  const monthEnd = isoDate(addDays({ ...start, day: 1 }, 32)).slice(0, 8) + '01';
  const after = /\b(?:after|beyond|past)\s+((?:next|this)\s+week|(?:the\s+)?weekend|(?:the\s+)?\d{1,2}(?:st|nd|rd|th))\b/i.exec(said);
  const from = after ? listFiltersOf(`after ${after[1]!}`, now, timeZone).span?.from : intent.span.from;
  if (!from || from >= monthEnd) return undefined;
  return withSpan(intent, { from, to: monthEnd });
}

/** "what's on my plate friday": the words for the list itself name no topic. */
function withoutListWord(intent: ListIntent): ListIntent {
  if (!intent.query || !/^(?:(?:my|the)\s+)?(?:plate|calendar|schedule|agenda|list|diary)$/i.test(intent.query)) return intent;
  const { query: _query, ...rest } = intent;
  return rest;
}
