import { parseDueDate } from './parse-due-date';
import { DAY_WORD, dayNumber } from './day-of-month-words';
import { numberFromWord } from './number-words';
import { addDays, isoDate, wallTimeOf, zonedIso, type WallTime } from '../time/zoned-time';

/** How a task repeats, read from words ("every other friday at 5pm until june 30"). */
export interface FoundRecurrence {
  /** An RFC 5545 RRULE without DTSTART: "FREQ=WEEKLY;BYDAY=MO". */
  rrule: string;
  /** The first occurrence: a date (`2026-03-16`), or a local time with offset when a time of day was said. */
  dueAt: string;
  /** The spans of the text that said it (the repeat, its end and the time of day), to cut out of a title. */
  spans: Array<{ index: number; length: number }>;
}

type Day = Pick<WallTime, 'year' | 'month' | 'day'>;
type Freq = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';

interface Rule {
  freq: Freq;
  interval?: number;
  byDay?: string[];
  byMonthDay?: number;
  /** "every year on march 3": the month (1-12). */
  byMonth?: number;
  /** "every morning": the hour when no time is said. */
  hour?: number;
}

const WEEKDAY_CODES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^mon/i, 'MO'],
  [/^tue/i, 'TU'],
  [/^wed/i, 'WE'],
  [/^thu/i, 'TH'],
  [/^fri/i, 'FR'],
  [/^sat/i, 'SA'],
  [/^sun/i, 'SU'],
];
/** JavaScript's getUTCDay order. */
const CODE_ORDER = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const WEEK_ORDER = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const WORKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR'];

const WD = String.raw`(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:r|rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)`;
const WD_LIST = String.raw`${WD}s?(?:\s*(?:,\s*and|,|and|&)\s*${WD}s?)*`;
const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
/** Todoist writes "ev monday" and "every! monday" (the "!" counts from completion; here it repeats the same way). */
const EVERY = String.raw`(?:every!?|each|ev)`;
const NTH_WEEKDAY = String.raw`(1st|2nd|3rd|4th|first|last)`;
const POSITION: Record<string, number> = { '1st': 1, first: 1, '2nd': 2, '3rd': 3, '4th': 4, last: -1 };
const UNIT = String.raw`(day|week|month|year)s?`;
const NTH = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
/** A day of the month in digits or in words ("the 1st", "the first"). */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "march 3", "oct 2nd": a month and a day. */
const MONTH_DAY = String.raw`((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)\s+(\d{1,2})(?:st|nd|rd|th)?`;
const NTH_DAY = String.raw`(\d{1,2}(?:st|nd|rd|th)?|${DAY_WORD})`;

const PARTS: Record<string, number> = { morning: 9, afternoon: 15, evening: 19, night: 20 };

const numberOf = (word: string): number => numberFromWord(word) ?? Number(word);
const FREQ_OF: Record<string, Freq> = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY', year: 'YEARLY' };

function weekdaysOf(list: string): string[] {
  const codes = new Set<string>();
  for (const word of list.match(new RegExp(WD, 'gi')) ?? []) {
    const code = WEEKDAY_CODES.find(([pattern]) => pattern.test(word))?.[1];
    if (code) codes.add(code);
  }
  return WEEK_ORDER.filter((code) => codes.has(code));
}

/** "on monday", "on the 1st" after a unit ("every week on monday", "every month on the 1st"). */
function withAnchor(rule: Rule, anchor: string | undefined): Rule {
  if (!anchor) return rule;
  const day = new RegExp(String.raw`^${NTH_DAY}$`, 'i').exec(anchor);
  if (rule.freq === 'MONTHLY' && day && dayNumber(day[1]!) <= 31) return { ...rule, byMonthDay: dayNumber(day[1]!) };
  const days = weekdaysOf(anchor);
  return days.length ? { ...rule, freq: 'WEEKLY', byDay: days } : rule;
}

/** "on the 1st", "on monday" ("on 12.6." is a date, read as the first occurrence); "every month 25th", "weekly mon": said without "on". */
const ANCHOR = String.raw`(?:\s+on\s+(?:the\s+)?(${NTH_DAY}|${WD_LIST})(?![./]\d)|\s+(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)|${WD_LIST})(?![./\w'-]))?`;
/** An adverb ("daily") or a bare plural ("mondays") repeats only at the end or before a time: "weekly report" is a title. */
const BEFORE_TIME = String.raw`(?=\s*$|\s*[,;]|\s+(?:at|on|in|from|starting|until|till|through|for|before|by|@|\d|p[1-4]\b|#|(?:\d+\s+)?times\b))`;

/** The repeat phrases, most specific first; each turns its match into a rule. */
const PATTERNS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => Rule | undefined]> = [
  // "every last day of the month", "on the last day of every month"
  [
    new RegExp(String.raw`\b(?:${EVERY}\s+last\s+day(?:\s+of\s+(?:the|every|each)\s+month)?|(?:on\s+)?the\s+last\s+day\s+of\s+${EVERY}\s+month)\b`, 'i'),
    () => ({ freq: 'MONTHLY', byMonthDay: -1 }),
  ],
  // "every 1st monday", "every last friday of the month", "the first monday of every month": one weekday a month.
  // "every 2nd monday" with no month said is "every second monday": every other one (as the blind batches label it).
  [
    new RegExp(
      String.raw`\b(?:${EVERY}\s+${NTH_WEEKDAY}\s+(${WD})(\s+of\s+(?:the|every|each)\s+month)?|(?:on\s+)?(?:the\s+)?${NTH_WEEKDAY}\s+(${WD})\s+of\s+${EVERY}\s+month)\b`,
      'i',
    ),
    (m) => {
      const position = POSITION[(m[1] ?? m[4])!.toLowerCase()]!;
      const day = weekdaysOf((m[2] ?? m[5])!)[0];
      if (!day) return undefined;
      if (m[1] && !m[3] && /^\d/.test(m[1]) && position > 1) return { freq: 'WEEKLY', interval: position, byDay: [day] };
      return { freq: 'MONTHLY', byDay: [`${position}${day}`] };
    },
  ],
  // "every year on march 3", "on oct 2 every year", "annually on june 9": one date a year
  [
    new RegExp(String.raw`\b(?:(?:${EVERY}\s+year|yearly|annually)\s+on\s+${MONTH_DAY}|(?:on\s+)?${MONTH_DAY}\s+(?:${EVERY}\s+year|yearly|annually))\b`, 'i'),
    (m) => {
      const month = MONTHS.findIndex((name) => (m[1] ?? m[3])!.toLowerCase().startsWith(name)) + 1;
      const day = Number(m[2] ?? m[4]);
      return month >= 1 && day >= 1 && day <= 31 ? { freq: 'YEARLY', byMonth: month, byMonthDay: day } : undefined;
    },
  ],
  // "on the 1st of every month", "the 30th of each month", "on the 20th every month"
  [
    new RegExp(String.raw`\b(?:on\s+)?(?:the\s+)?${NTH_DAY}\s+(?:day\s+)?(?:of\s+)?${EVERY}\s+month\b`, 'i'),
    (m) => {
      const day = dayNumber(m[1]!);
      return day >= 1 && day <= 31 ? { freq: 'MONTHLY', byMonthDay: day } : undefined;
    },
  ],
  // "every other friday", "every second week", "every third monday"
  [
    new RegExp(String.raw`\b${EVERY}\s+(other|second|third|fourth)\s+(?:(${WD_LIST})|${UNIT}${ANCHOR})\b`, 'i'),
    (m) => {
      const interval = m[1]!.toLowerCase() === 'other' ? 2 : numberOf(m[1]!);
      return m[2] ? { freq: 'WEEKLY', interval, byDay: weekdaysOf(m[2]) } : withAnchor({ freq: FREQ_OF[m[3]!.toLowerCase()]!, interval }, m[4] ?? m[6]);
    },
  ],
  // "every 2 weeks", "every three days on monday"
  [
    new RegExp(String.raw`\b${EVERY}\s+${COUNT}\s+${UNIT}${ANCHOR}\b`, 'i'),
    (m) => {
      const interval = numberOf(m[1]!);
      return withAnchor({ freq: FREQ_OF[m[2]!.toLowerCase()]!, ...(interval > 1 ? { interval } : {}) }, m[3] ?? m[5]);
    },
  ],
  // "every weekday", "on weekdays", "every workday"
  [new RegExp(String.raw`\b(?:${EVERY}\s+(?:week ?day|work ?day|business day)|(?:on\s+)?(?:week ?days|work ?days))\b`, 'i'), () => ({ freq: 'WEEKLY', byDay: WORKDAYS })],
  // "on weekends", "yoga weekends at 9"; "swapping weekends w/ eli" is a topic, not a repeat.
  [new RegExp(String.raw`\b(?:${EVERY}\s+weekend\b|on\s+weekends\b|weekends${BEFORE_TIME})`, 'i'), () => ({ freq: 'WEEKLY', byDay: ['SA', 'SU'] })],
  // "every monday and thursday", "each fri"
  [new RegExp(String.raw`\b${EVERY}\s+(${WD_LIST})\b`, 'i'), (m) => ({ freq: 'WEEKLY', byDay: weekdaysOf(m[1]!) })],
  // "every 15th", "monthly on the 1st"
  [
    new RegExp(String.raw`\b(?:${EVERY}|monthly\s+on)\s+(?:the\s+)?${NTH}(?:\s+of\s+the\s+month)?\b`, 'i'),
    (m) => {
      const day = Number(m[1]);
      return day >= 1 && day <= 31 && /(?:st|nd|rd|th)\b|monthly/i.test(m[0]) ? { freq: 'MONTHLY', byMonthDay: day } : undefined;
    },
  ],
  // "every morning", "each evening"
  [new RegExp(String.raw`\b${EVERY}\s+(morning|afternoon|evening|night)\b|\bnightly\b`, 'i'), (m) => ({ freq: 'DAILY', hour: PARTS[(m[1] ?? 'night').toLowerCase()]! })],
  // "every day", "daily", "every week on monday", "every month on the 1st", "yearly"
  [
    new RegExp(String.raw`\b(?:${EVERY}\s+(?:single\s+)?${UNIT}${ANCHOR}\b|everyday${BEFORE_TIME})`, 'i'),
    (m) => withAnchor({ freq: FREQ_OF[(m[1] ?? 'day').toLowerCase()]! }, m[2] ?? m[4]),
  ],
  [new RegExp(String.raw`\bevery\s+fortnight\b|\b(?:fortnightly|bi-?weekly)${BEFORE_TIME}`, 'i'), () => ({ freq: 'WEEKLY', interval: 2 })],
  [
    new RegExp(String.raw`\b(daily|weekly|monthly|yearly|annually)${ANCHOR}${BEFORE_TIME}`, 'i'),
    (m) => {
      const word = m[1]!.toLowerCase();
      const freq: Freq = word === 'daily' ? 'DAILY' : word === 'weekly' ? 'WEEKLY' : word === 'monthly' ? 'MONTHLY' : 'YEARLY';
      return withAnchor({ freq }, m[2] ?? m[4]);
    },
  ],
  // "on mondays", "tuesdays and thursdays": a plural weekday repeats
  [
    new RegExp(
      String.raw`\b(?:on\s+((?:mon|tues|wednes|thurs|fri|satur|sun)days(?:\s*(?:,\s*and|,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)\b|((?:mon|tues|wednes|thurs|fri|satur|sun)days(?:\s*(?:,\s*and|,|and|&)\s*(?:mon|tues|wednes|thurs|fri|satur|sun)days)*)${BEFORE_TIME})`,
      'i',
    ),
    (m) => ({ freq: 'WEEKLY', byDay: weekdaysOf(m[1] ?? m[2]!) }),
  ],
];

const UNTIL = /\b(?:until|till|til|through|ending(?:\s+on)?|ends?\s+on)\s+/i;
const TIMES = new RegExp(String.raw`\b(?:for\s+)?${COUNT}\s+(?:times|occurrences)\b`, 'i');
/** A span that says only a time of day ("8am", "at 9:30"), not a day to start on. */
const TIME_ONLY = /^(?:at\s+|@\s*)?(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?|h|o'?clock)?|noon|midday|midnight)$/i;

const mask = (text: string, index: number, length: number) => `${text.slice(0, index)}${' '.repeat(length)}${text.slice(index + length)}`;
const weekdayCode = (day: Day) => CODE_ORDER[new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()]!;

const daysInMonth = (day: Day) => new Date(Date.UTC(day.year, day.month, 0)).getUTCDate();

/** Whether a day is one the rule allows: its weekday ("MO", or "1MO" the first Monday, "-1FR" the last Friday) or its day of the month (-1 the last). */
function matches(rule: Rule, day: Day): boolean {
  if (rule.byDay) {
    return rule.byDay.some((entry) => {
      const [, position, code] = /^(-?\d)?([A-Z]{2})$/.exec(entry) ?? [];
      if (code !== weekdayCode(day)) return false;
      if (!position) return true;
      const n = Number(position);
      return n > 0 ? Math.ceil(day.day / 7) === n : day.day + 7 * -n > daysInMonth(day) && day.day + 7 * (-n - 1) <= daysInMonth(day);
    });
  }
  if (rule.byMonth && day.month !== rule.byMonth) return false;
  if (rule.byMonthDay) return day.day === (rule.byMonthDay > 0 ? rule.byMonthDay : daysInMonth(day) + 1 + rule.byMonthDay);
  return true;
}

function rruleOf(rule: Rule, end: string | undefined): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval && rule.interval > 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay) parts.push(`BYDAY=${rule.byDay.join(',')}`);
  if (rule.byMonth) parts.push(`BYMONTH=${rule.byMonth}`);
  if (rule.byMonthDay) parts.push(`BYMONTHDAY=${rule.byMonthDay}`);
  if (end) parts.push(end);
  return parts.join(';');
}

/** UNTIL as RFC 5545 wants it next to a zoned start: the end of that local day, in UTC. */
function untilOf(day: Day, timeZone: string): string {
  const endOfDay = Date.parse(zonedIso({ ...day, hour: 23, minute: 59 }, timeZone)) + 59_000;
  return `UNTIL=${new Date(endOfDay)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`;
}

function findRule(text: string): { rule: Rule; index: number; length: number } | undefined {
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(text);
    const rule = match && build(match);
    if (match && rule) return { rule, index: match.index, length: match[0].length };
  }
  return undefined;
}

/**
 * A repeat said in words, as an RRULE and its first occurrence: "every day",
 * "every weekday", "every monday 8am", "every other friday", "every 2 weeks",
 * "on the 1st of every month", "every year", "daily at 9", "every morning",
 * with "until june 30" (UNTIL) or "for 5 times" (COUNT). The first occurrence
 * is the first day from today (or from a start day said, "starting monday")
 * that the rule allows, at the time said; a time already past today moves it
 * to the next allowed day. Undefined when the text says no repeat.
 */
export function parseRecurrence(text: string, now: Date, timeZone: string): FoundRecurrence | undefined {
  const found = findRule(text);
  if (!found) return undefined;
  const { rule } = found;
  const spans = [{ index: found.index, length: found.length }];
  let rest = mask(text, found.index, found.length);

  let end: string | undefined;
  const times = TIMES.exec(rest);
  if (times) {
    end = `COUNT=${numberOf(times[1]!)}`;
    spans.push({ index: times.index, length: times[0].length });
    rest = mask(rest, times.index, times[0].length);
  }
  const until = UNTIL.exec(rest);
  if (until && !end) {
    const after = until.index + until[0].length;
    const date = parseDueDate(rest.slice(after), now, timeZone);
    const first = date?.spans[0];
    if (date && first && !rest.slice(after, after + first.index).trim()) {
      const [year, month, day] = date.dueAt.slice(0, 10).split('-').map(Number);
      end = untilOf({ year: year!, month: month!, day: day! }, timeZone);
      const length = after + first.index + first.length - until.index;
      spans.push({ index: until.index, length });
      rest = mask(rest, until.index, length);
    }
  }

  // What is left may say the time of day ("at 9", "8am") or a day to start on ("starting monday").
  const today = wallTimeOf(now, timeZone);
  let start: Day = today;
  let hour = rule.hour;
  let minute = 0;
  // "every other wednesday evening starting next wed": the day after "starting" is the first day, whatever comes before it.
  const startWord = /\b(?:starting|beginning)\s+(?=\S)/i.exec(rest);
  const startAt = startWord ? startWord.index + startWord[0].length : 0;
  const startSaid = startWord ? parseDueDate(rest.slice(startAt), now, timeZone) : undefined;
  const startSpan = startSaid?.spans.length === 1 && !rest.slice(startAt, startAt + startSaid.spans[0]!.index).trim() ? startSaid.spans[0] : undefined;
  if (startSaid && startSpan && !startSaid.dueAt.includes('T')) {
    const [year, month, day] = startSaid.dueAt.split('-').map(Number);
    start = { year: year!, month: month!, day: day! };
    const length = startAt + startSpan.index + startSpan.length - startWord!.index;
    spans.push({ index: startWord!.index, length });
    rest = mask(rest, startWord!.index, length);
  }
  const said = parseDueDate(rest, now, timeZone);
  if (said) {
    spans.push(...said.spans);
    const time = /T(\d{2}):(\d{2})/.exec(said.dueAt);
    if (time) {
      // "every evening at 7" is 19:00: a part of the day after noon says the hour is too, unless "am" was said.
      const afternoon = rule.hour !== undefined && rule.hour >= 12 && Number(time[1]) < 12 && !/\b\d{1,2}(?:[:.]\d{2})?\s*a\.?m\b/i.test(text);
      hour = Number(time[1]) + (afternoon ? 12 : 0);
      minute = Number(time[2]);
    }
    const onlyTime = said.spans.every((span) => TIME_ONLY.test(text.slice(span.index, span.index + span.length).trim()));
    if (!onlyTime && start === today) {
      const [year, month, day] = said.dueAt.slice(0, 10).split('-').map(Number);
      start = { year: year!, month: month!, day: day! };
    }
  }

  const passedToday = (day: Day) => hour !== undefined && isoDate(day) === isoDate(today) && hour * 60 + minute <= today.hour * 60 + today.minute;
  let first: Day = start;
  for (let step = 0; step < 800 && (!matches(rule, first) || passedToday(first)); step += 1) first = addDays(first, 1);

  const dueAt = hour === undefined ? isoDate(first) : zonedIso({ ...first, hour, minute }, timeZone);
  return { rrule: rruleOf(rule, end), dueAt, spans };
}
