import * as chrono from 'chrono-node';
import { readsDayFirst } from './date-order';
import { clockAfterDate } from './clock-after-date';
import { dayOfMonthParser } from './day-of-month-parser';
import { clockHParser, clockOverDurationRefiner } from './clock-h-parser';
import { addDays, isoDate, offsetMinutesAt, wallTimeOf, zonedIso, type WallTime } from '../time/zoned-time';
import { laterToday, tonightsSmallHours } from './late-hours';
import { withLooseTimeOfDay } from './loose-time-of-day';
import { lunchDate } from './lunch-hour';
import { DAY_WEEK, END_OF_WEEK, WEEKS_FROM_DAY, aWeekOnIfToday, dayWeekFrom, endOfWeekFrom, weeksFromDay } from './week-day-words';
import { CHRONO_PATTERN_REQUIREMENTS } from './chrono-pattern-requirements';
import type { FoundDate } from './found-date';
import { patternKey, prefiltered } from '../util/prefiltered-regexp';

export type { FoundDate } from './found-date';

/** How many characters of the text the date was read from. */
export function datedLength(date: FoundDate): number {
  return date.spans.reduce((sum, span) => sum + span.length, 0);
}

/** How many characters of `text` are not part of the date read from it: a few at most when the text is only a date. */
export function leftOverLength(text: string, date: FoundDate): number {
  return text.length - datedLength(date);
}

/**
 * Hours Todoist-like assistants give to parts of the day said without a time. "this evening",
 * "tomorrow night" say only the day (the evening is when the person is free, not a time to be
 * reminded at): they keep a date alone.
 */
const PART_OF_DAY: ReadonlyArray<readonly [RegExp, number | undefined]> = [
  [/\btonight\b|\bthis night\b/, 20],
  [/\bmorning\b/, 9],
  [/\bnoon\b|\bmidday\b|\blunch ?time\b/, 12],
  [/\bmidnight\b/, 0],
  // "this afternoon", "sunday afternoon": the day only, as the evening (an hour is said when one is meant).
  [/\bafternoon\b|\bevening\b|\bnight\b/, undefined],
];
/**
 * "next week", "sometime next week": no day said, so the week's first day, Monday (as the blind batches
 * label it). "friday next week" and "next week tuesday" say the day; "next week's" names a thing.
 */
const SOMETIME_NEXT_WEEK =
  /(?<!(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)\b(?:(?:some ?time|at some point|whenever|any ?time)\s+)?next week\b(?!'|\s+(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun))/i;

/** Words chrono reads as dates that people rarely mean as one. */
const FALSE_DATES = /^(?:may|sun|sat|mon|march|(?:for |in )?a second|second|now|a bit|later|in a bit|in awhile|fall|spring|summer|winter)$/i;
/** Short weekdays that are also words ("sat", "sun"): a date only as the last word ("add laundry sat") or before "about". */
const WEEKDAY_AT_END = /^(?:sun|sat|mon)$/i;
/** What a call or an email is about, after a short weekday: "ring the bank mon about the card"; or when in the day: "sun before i go over". */
const WEEKDAY_BEFORE_ABOUT = /^\s+(?:(?:about|abt|re|regarding)\s+\S|(?:before|after|when|once|while)\s+(?:i|we|you|he|she|they)\s+\S)/i;

/** "night out", "the night shift team", "evening class": a part of the day naming a thing, not a time. */
const PART_AS_NOUN = /^(?:night|evening|morning|afternoon)$/i;
const NOUN_AFTER_PART = /^\s+(?:out|outs|shift|shifts|class|classes|school|market|bus|train|routine|person|nurse|staff|team|off|owl|cream|feed|meds|walk|run)\b/i;

/** A word before a part of the day that makes it an event's name: not a day word, "this", "in the", "every" or "late". */
const PART_AFTER_NAME =
  /(?<=[\p{L}'’])(?<!\b(?:this|that|tomorrow|tmrw|tmr|today|tonight|the|on|in|every|each|late|early|next|by|until|till|from|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\d+(?:am|pm)?))\s+$/iu;

/** "the night of the party": what the part of the day belongs to is an event, not a day ("the night of the 12th"). */
const EVENT_AFTER_OF = /^\s+of\s+(?!(?:the\s+)?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|today\b|tomorrow\b)\S/i;

/** "date night", "quiz night", "the henna night": a night out, not the time of it (hidden from chrono, same length). */
const NIGHT_OUT =
  /\b((?:date|quiz|trivia|games?|movie|pizza|poker|bingo|family|open|parents'?|girls'?|boys'?|curry|karaoke|henna|hen|stag|bachelorette|bachelor)\s+|\bthe\s+(?!(?:same|next|last|other|following|previous|whole|entire|first|second|third|late|early|very|same)\b)[a-z]{3,}\s+)(night|evening)\b/gi;

const WEEKDAY_NAME = /^(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?$/i;
/** "march 6", "dec 12th": a day of a month, as in "the march 6 wedding". */
const MONTH_DAY = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?$/i;
const NOUN_AFTER_DAY = /^\s+(?!(?:morning|afternoon|evening|night|noon|at|after|before|of|and|or|to|by|from|till|until|in|on|next|this|week)\b)\p{L}{3,}/iu;

function isFalseDate(result: chrono.ParsedResult, text: string): boolean {
  const said = result.text.trim();
  // "$4.15", "£9.30": money, not a time.
  if (/[$£€¥]\s*$/.test(text.slice(0, result.index))) return true;
  // "a loan at 10%", "at 5 percent": a rate, not a time.
  if (/^\d[\d.]*$|\d$/.test(said) && /^\s*(?:%|per\s?cent\b|pc\b)/i.test(text.slice(result.index + result.text.length))) return true;
  // "1099s", "2x4s": a number that is a name, not an hour.
  // chrono reads a number glued to "s" as seconds ("1099s" is 1099 seconds from now): nobody's task is due in seconds.
  // "1:1 w/ my manager": "1 w" is not a week from now.
  // "86d the halibut", "2x", "4m": a number glued to a unit letter is a date only after "in" ("in 3d").
  if (/^\d+(?:d|m|w|x|y|mo|wk|yr)$/i.test(said) && !/\bin\s+$/i.test(text.slice(0, result.index))) return true;
  if (/\d+s\b/i.test(said) || /^\d+\s*w$/i.test(said) || (/^\d+$/.test(said) && /^[a-z]/i.test(text.slice(result.index + result.text.length)))) return true;
  if (PART_AS_NOUN.test(said) && NOUN_AFTER_PART.test(text.slice(result.index + result.text.length))) return true;
  // "for the night of jess's party", "the morning of the wedding": an event named by its time, not a time of today.
  if (PART_AS_NOUN.test(said) && /\bthe\s+$/i.test(text.slice(0, result.index)) && EVENT_AFTER_OF.test(text.slice(result.index + result.text.length))) return true;
  // "the saturday shift", "the monday meeting": a weekday naming a thing, not the day it is due.
  if ((WEEKDAY_NAME.test(said) || MONTH_DAY.test(said)) && /\bthe\s+$/i.test(text.slice(0, result.index)) && NOUN_AFTER_DAY.test(text.slice(result.index + result.text.length)))
    return true;
  // "fri nights", "sunday mornings": a habit, not a day ("weekend cash": a weekend naming a thing).
  if (WEEKDAY_NAME.test(said.replace(/^on\s+/i, '')) && /^\s+(?:nights|mornings|evenings|afternoons)\b/i.test(text.slice(result.index + result.text.length))) return true;
  if (
    /^weekend$/i.test(said) &&
    !/\b(?:this|next|on|at|over|by|for|last|during|until|till)\s+(?:the\s+)?$/i.test(text.slice(0, result.index)) &&
    NOUN_AFTER_DAY.test(text.slice(result.index + result.text.length))
  )
    return true;
  if (!FALSE_DATES.test(said)) return false;
  if (!WEEKDAY_AT_END.test(said)) return true;
  // "sit in the sun", "out of the sun before i go": the word, not the day.
  if (/\b(?:the|a)\s+$/i.test(text.slice(0, result.index))) return true;
  // "call the DMV mon about registration": a short weekday before what the call is about is its day too.
  return !(result.index + result.text.length === text.trimEnd().length || WEEKDAY_BEFORE_ABOUT.test(text.slice(result.index + result.text.length)));
}

/** "day after tomorrow", "day after tmrw": chrono reads it only with "the" before it. */
const dayAfterTomorrowParser: chrono.Parser = {
  pattern: () => /\b(?:the\s+)?day after (?:tomorrow|tmrw|tmr|tomoz)\b/i,
  extract(context) {
    const offset = context.reference.timezoneOffset ?? -context.reference.instant.getTimezoneOffset();
    const today = new Date(context.reference.instant.getTime() + offset * 60_000);
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 2));
    return { day: day.getUTCDate(), month: day.getUTCMonth() + 1, year: day.getUTCFullYear() };
  },
};

/**
 * A chrono parser whose pattern is run only on a text holding what it needs (chrono-pattern-requirements.ts): most
 * of chrono's patterns cannot match a given request, and each one run is compiled, which a woken worker's first
 * request pays for.
 */
function withPrefilteredPattern(parser: chrono.Parser): chrono.Parser {
  const wrapped = new WeakMap<RegExp, RegExp>();
  return {
    pattern(context) {
      const plain = parser.pattern(context);
      let pattern = wrapped.get(plain);
      if (!pattern) {
        const requirement = CHRONO_PATTERN_REQUIREMENTS[patternKey(plain)];
        pattern = requirement ? prefiltered(plain, requirement) : plain;
        wrapped.set(plain, pattern);
      }
      return pattern;
    },
    extract: (context, match) => parser.extract(context, match),
  };
}

/** chrono's casual English, plus "the 20th" and "day after tomorrow". */
const dateParser = chrono.casual.clone();
dateParser.parsers.push(dayOfMonthParser, dayAfterTomorrowParser);
// "14h", "9h30": a clock time the Quebec way, read before chrono's "hours from now" (clock-h-parser.ts).
dateParser.parsers.unshift(clockHParser);
// chrono reads a time zone's letters after a time in any case: "at 3 get mark a present" is 3:00 in Georgia
// Time, and "get" leaves the title. Only letters typed in capitals ("9am EST") are a time zone.
dateParser.refiners = dateParser.refiners.map((refiner) =>
  'timezoneOverrides' in refiner
    ? {
        refine: (context, results) => {
          refiner.refine(
            context,
            results.filter((result) => !/^\s*,?\s*\(?[a-z]/.test(context.text.slice(result.index + result.text.length))),
          );
          return results;
        },
      }
    : refiner,
);
dateParser.refiners.unshift(clockOverDurationRefiner);
// chrono's own patterns run only on a text that holds the words they need, like the parser's (lib/util/prefiltered-regexp.ts).
dateParser.parsers = dateParser.parsers.map(withPrefilteredPattern);

/** "12/2", "12/2/27": a numeric date, day and month in either order. */
const NUMERIC_DATE = /(?<![\d/])(\d{1,2})\/(\d{1,2})(?=(?:\/\d{2,4})?(?![\d/]))/g;
/**
 * Where dates are written day first (see date-order.ts), "12/2" is turned into chrono's month-first
 * "2/12" (the same length, so the spans still fit the text). A day past 12 in the second place
 * ("2/20") can only be month first and is left alone; "20/2" becomes "2/20".
 */
function monthFirst(text: string, timeZone: string): string {
  if (!text.includes('/') || !readsDayFirst(timeZone)) return text;
  return text.replace(NUMERIC_DATE, (whole, day: string, month: string) => (Number(month) > 12 || Number(day) > 31 ? whole : `${month}/${day}`));
}

/**
 * "15.4.", "05.04", "till 20.4", "23.4 at 07:00", "15.4.2027": a date written day first with dots, the
 * German and Central European way. Read only where dates are written day first (date-order.ts), and
 * only where it cannot be a number: a closing dot, two digits on both sides, a date word before it
 * ("by", "till", "on"), a time after it, or nothing else said. "11.4 kg", "2.5 hours", "v1.2" and
 * "at 9.05" (a time) stay as they are.
 */
const DOTTED_DATE =
  /(?<![\w.,$£€:/])(\d{1,2})\.(\d{1,2})(\.(?:\d{4}|\d{2})?)?(?![\d:]|\.\d|\s*[%€$°]|\s*(?:kg|g|km|m|cm|mm|l|ml|h|hrs?|hours?|mins?|minutes?|x|k|eur|euros?|times|years?|days?|weeks?|months?|stars?|percent|mb|gb)\b)/gi;
/**
 * "14 kauri rd", "7 beach road", "3/21b rimu st": a house number, one or two words of a street's name, then a
 * street word. Not "at 3 with dr patel" (a word of a sentence first) and not "at 5 st pauls" ("dr"/"st" before a
 * name are a title or a saint: after them only the end, a mark, a number or a word that places a time or a day).
 */
const STREET_NUMBER =
  /(?<![\p{L}\p{N}:.,/$£€¥-])(?:\d{1,4}[a-z]?\/)?\d{1,5}[a-z]?(?=\s+(?!(?:am|pm|a\.m|p\.m|h|hrs?|hours?|mins?|minutes?|o'?clock|ish|at|on|in|to|by|for|from|with|and|or|the|a|an|see|then|till|until|past|near|outside|behind|opposite|off|via|tomorrow|tmrw|tmr|today|tonight|this|next|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)[\p{L}'-]+(?:\s+(?!(?:at|on|in|to|by|for|from|with|and|or|the|see|then)\b)[\p{L}'-]+)?\s+(?:rd|road|street|ave|avenue|drive|ln|lane|pl|cres|crescent|tce|terrace|blvd|boulevard|hwy|highway|(?:st|dr)(?=\s*(?:[,;.!?)]|$|\d|\s+(?:at|on|by|for|to|and|about|re|tomorrow|tmrw|tmr|today|tonight|this|next|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|arvo|afternoon|evening|night)\b)))\b)/giu;

const DATE_WORD_BEFORE = /\b(?:on|by|till|til|until|due|from|between|before|after|for|am|bis|since|starting|dated)\s+$/i;
const TIME_WORD_BEFORE = /(?:\b(?:at|around|about|um|version|v)|@)\s*$/i;
const TIME_AFTER = /^\s*,?\s+(?:(?:at|um|@)\s*)?\d{1,2}(?::\d{2}|\s*(?:am|pm|h|uhr)\b)|^\s*,?\s+at\b/i;

function dottedDates(text: string, timeZone: string): string {
  if (!text.includes('.') || !readsDayFirst(timeZone)) return text;
  return text.replace(DOTTED_DATE, (whole: string, day: string, month: string, closing: string | undefined, offset: number) => {
    if (Number(day) < 1 || Number(day) > 31 || Number(month) < 1 || Number(month) > 12) return whole;
    const before = text.slice(0, offset);
    if (TIME_WORD_BEFORE.test(before)) return whole;
    const after = text.slice(offset + whole.length);
    const dated = closing !== undefined || (day.length === 2 && month.length === 2) || DATE_WORD_BEFORE.test(before) || TIME_AFTER.test(after) || text.trim() === whole;
    if (!dated) return whole;
    // Slashes in the same places (and a space for the closing dot), so the spans still fit the text.
    return `${day}/${month}${closing ? (closing.length > 1 ? `/${closing.slice(1)}` : ' ') : ''}`;
  });
}

/** Cheap check that lets most utterances skip chrono (it is the slow part). */
const MAYBE_DATE =
  /\d|eod|eow|cob|close of business|lunch|today|tonight|tomorrow|yesterday|morning|noon|afternoon|evening|night|week|month|year|day|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|hour|minute|end of|next|this|in an?\b|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|teenth|tieth/i;

const END_OF_TOMORROW =
  /\b(?:by |at |before )?(?:the )?(?:end of (?:the )?day|close of business|eod|cob)\s+(?:tomorrow|tmrw|tmr)\b|\b(?:tomorrow|tmrw|tmr)\s+(?:by |at |before )?(?:the )?(?:end of (?:the )?day|close of business|eod|cob)\b/i;
/**
 * A week day that names a shift, a meeting or its notes, said after "the", a possessive or a verb of covering a shift:
 * "cover sunday shift", "swap the friday rota", "the monday standup notes", "jo's saturday class". The words are the
 * task's (the title keeps them), never its due date. A day alone after a task ("standup monday") stays a date.
 */
const DAY_NAMING_EVENT =
  /(?<=\b(?:the|my|our|your|his|her|their|[\p{L}]+'s|cover|covering|swap|swapping|trade|trading|take|taking|work|working)\s+)(?:mon|tues|wednes|thurs|fri|satur|sun)day(?=\s+(?:shifts?|standups?|stand-ups?|huddles?|rotas?|rosters?|notes|service|mass|class(?:es)?|lessons?|sessions?|market|brunch|meetings?|sync|league|newsletter|edition|special)\b)/giu;
/** "the eod report", "send the cob summary": the end of the day naming a report, not a due date (the words stay the title's). */
const NAMES_A_REPORT = String.raw`(?!\s+(?:report|summary|update|email|e-mail|checklist|call|meeting|notes?|sync|huddle|recap|numbers|count|stats|review|wrap-?up|handover|tally)s?\b)`;
const END_OF_DAY = new RegExp(String.raw`\b(?:by |at |before )?(?:the )?(?:end of (?:the )?day|close of business|eod|cob)(?: today)?\b${NAMES_A_REPORT}`, 'i');
const END_OF_MONTH = /\b(?:by |at |on )?(?:the )?end of (?:the |this )?month\b|\beom\b/i;
/** "before end of jan", "by the end of march": the last day of that month (this year's, or next year's once it has passed). */
const END_OF_NAMED_MONTH =
  /\b(?:(?:by|before|at|on|for) )?(?:the )?end of (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:uary|ruary|ch|il|e|y|ust|tember|ober|ember)?\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "this week", "sometime this week": due on its last day, Sunday ("this weekend" is chrono's Saturday; "end of week" is Friday, week-day-words.ts). */
const THIS_WEEK = /\b(?:(?:some ?time|later|by the end of|before the end of) )?this week\b(?!end)/i;

/** A dotted time: after at/to/by/from/till/@ or a day word, or followed by am/pm. */
const DOT_TIME =
  /\b(?:at|to|by|from|till|until|around|about|@|today|tomorrow|tmrw|tonight|mon|tues?|wed|thu(?:rs)?|fri|sat|sun|\w+day)\s+(?:1[0-9]|2[0-3]|0?[0-9])\.[0-5][0-9](?![\d.])|(?<![\d$.])(?:1[0-9]|2[0-3]|0?[0-9])\.[0-5][0-9](?=\s*[ap]\.?m\b)|^\s*(?:1[0-9]|2[0-3]|0?[0-9])\.[0-5][0-9](?=\s*$)/gi;

/**
 * "the parent-teacher evening 22/4 at 6", "school open morning 3 may": a part of the day after a word and straight
 * before a date names the event (it stays in the title); the date after it says the day. Not "tomorrow evening",
 * "sunday evening 22/4", "this morning": there the part of the day is when.
 */
const PART_NAMING_EVENT =
  /(?<=[\p{L}\p{N}'-]\s+)(?<!\b(?:this|that|tomorrow|tmrw|tmr|today|tonight|on|in|the|every|each|late|early|next|by|until|till|from|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)\s+)\b(?:evening|morning|afternoon|night)(?=\s+(?:on\s+)?(?:\d{1,2}\/\d{1,2}\b|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b))/giu;

/** Words of the evening: "dinner at 7" is 7pm ("before bed" is; the bed sheets are not). */
const EVENING_WORDS =
  /\b(?:(?:after|before|at|for|with)\s+(?:my\s+|our\s+|the\s+kids'?\s+)?tea|tea ?time|after work|dinner|supper|drinks?|party|movie|concert|show|game|date night|date|bar|pub|restaurant|reservation|bedtime|bed(?!\s*(?:sheets?|linen|frame|room|side|spread|bugs?)\b)|tonight|evening)\b/i;
/** The morning said plainly ("at 6 in the morning", "6 am" is read by chrono). */
const MORNING_WORDS = /\b(?:morning|breakfast|sunrise|wake up)\b/i;

/**
 * An hour said without am or pm, the way people mean it: 1 to 6 are in the afternoon (nobody books
 * the dentist at 3am), 7 to 11 are in the evening only next to an evening word ("dinner at 7").
 */
function isAfternoonHour(hour: number, text: string): boolean {
  if (MORNING_WORDS.test(text)) return false;
  // "tomorrow 6:30 walk the dog early": an early hour said with "early" is in the morning.
  if (hour >= 5 && hour <= 6 && /\bearly\b/i.test(text) && !/\b(?:leave|finish|off|home|out|close)\s+early\b/i.test(text)) return false;
  if (hour >= 1 && hour <= 6) return true;
  return hour >= 7 && hour <= 11 && EVENING_WORDS.test(text);
}

/** The dates read during one parse (see `withDueDateMemo`); none outside one. */
let memo: Map<string, FoundDate | undefined> | undefined;

/**
 * Runs `read` with the dates it reads remembered, so that one message read several ways (its
 * parts, its rewordings) runs chrono once per text. Forgotten when `read` returns: a later
 * message is read afresh.
 */
export function withDueDateMemo<T>(read: () => T): T {
  if (memo) return read();
  memo = new Map();
  try {
    return read();
  } finally {
    memo = undefined;
  }
}

/**
 * The first due date in a text, resolved forward from `now` in `timeZone` the
 * way Todoist does: a weekday is the next one, a date without a year that has
 * passed is next year's, a time that has passed today is tomorrow's.
 */
export function parseDueDate(text: string, now: Date, timeZone: string): FoundDate | undefined {
  if (!MAYBE_DATE.test(text)) return undefined;
  if (!memo) return readDueDate(text, now, timeZone);
  const key = `${now.getTime()} ${timeZone} ${text}`;
  let found = memo.get(key);
  if (found === undefined && !memo.has(key)) memo.set(key, (found = readDueDate(text, now, timeZone)));
  // A copy: callers may change what they get.
  return found && { dueAt: found.dueAt, spans: found.spans.map((span) => ({ ...span })) };
}

/** A day said just before "am"/"pm" with no hour: "tmrw am", "friday pm". */
const DAY_BEFORE_HALF = /(?:^|\s)(?:tomorrow|tmrw|tmr|today|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)$/i;

/**
 * "call the vet tmrw am", "dentist friday pm": "am" or "pm" after a day (no hour) says the half of that day, so it is
 * part of the date and leaves the title (the day stays a date alone, as "tomorrow morning" said loosely).
 */
function withHalfOfDay(text: string, found: FoundDate | undefined): FoundDate | undefined {
  const last = found?.spans.at(-1);
  if (!found || !last) return found;
  const end = last.index + last.length;
  const half = /^\s+[ap]\.?m\b\.?(?!\s*\d)/i.exec(text.slice(end));
  if (!half || !DAY_BEFORE_HALF.test(text.slice(last.index, end))) return found;
  return { dueAt: found.dueAt, spans: [...found.spans.slice(0, -1), { index: last.index, length: last.length + half[0].length }] };
}

function readDueDate(text: string, now: Date, timeZone: string): FoundDate | undefined {
  // "later at 11", "at 1am tonight": hours said late in the day (late-hours.ts).
  // "tomorrow after lunch": a loose time of the day said after it (loose-time-of-day.ts).
  // "at lunch", "tomorrow lunchtime": noon of the day said (lunch-hour.ts).
  const lunch = lunchDate(text, now, timeZone, (hidden) => readDueDate(hidden, now, timeZone));
  if (lunch) return lunch;
  return laterToday(text, now, timeZone) ?? tonightsSmallHours(withLooseTimeOfDay(text, withHalfOfDay(text, readDates(text, now, timeZone))), text, now, timeZone);
}

/** A day read from `span` of `text`, with a time said straight after it ("next week 10am", "thurs week at 4") as its hour. */
function withTimeAfter(text: string, span: { index: number; length: number }, day: Pick<WallTime, 'year' | 'month' | 'day'>, now: Date, timeZone: string): FoundDate {
  const end = span.index + span.length;
  const time = readDueDate(text.slice(0, span.index) + '_'.repeat(span.length) + text.slice(end), now, timeZone);
  const [timeSpan] = time?.spans ?? [];
  if (
    time?.dueAt.includes('T') &&
    time.spans.length === 1 &&
    timeSpan!.index >= end &&
    /^\s*$/.test(text.slice(end, timeSpan!.index)) &&
    /^(?:at\s+|@\s*)?\d/i.test(text.slice(timeSpan!.index))
  ) {
    const [hour, minute] = time.dueAt.slice(11, 16).split(':').map(Number);
    return { dueAt: zonedIso({ ...day, hour: hour!, minute: minute! }, timeZone), spans: [{ index: span.index, length: timeSpan!.index + timeSpan!.length - span.index }] };
  }
  return { dueAt: isoDate(day), spans: [span] };
}

function readDates(text: string, now: Date, timeZone: string): FoundDate | undefined {
  // "by COB tomorrow", "tomorrow eod": due tomorrow, by its end (a date alone).
  const endOfTomorrow = END_OF_TOMORROW.exec(text);
  if (endOfTomorrow) {
    const today = wallTimeOf(now, timeZone);
    return { dueAt: isoDate(addDays(today, 1)), spans: [{ index: endOfTomorrow.index, length: endOfTomorrow[0].length }] };
  }
  // "by end of day", "eod": due today, by its end (a date alone).
  const endOfDay = END_OF_DAY.exec(text);
  if (endOfDay) {
    const today = wallTimeOf(now, timeZone);
    return { dueAt: isoDate(today), spans: [{ index: endOfDay.index, length: endOfDay[0].length }] };
  }
  const endOfMonth = END_OF_MONTH.exec(text);
  if (endOfMonth) {
    const today = wallTimeOf(now, timeZone);
    const last = addDays({ year: today.year, month: today.month + 1, day: 1 }, -1);
    return { dueAt: isoDate(last), spans: [{ index: endOfMonth.index, length: endOfMonth[0].length }] };
  }

  const endOfNamed = END_OF_NAMED_MONTH.exec(text);
  if (endOfNamed) {
    const today = wallTimeOf(now, timeZone);
    const month = MONTHS.indexOf(endOfNamed[1]!.toLowerCase().slice(0, 3)) + 1;
    const year = month < today.month ? today.year + 1 : today.year;
    const last = addDays({ year, month: month + 1, day: 1 }, -1);
    return { dueAt: isoDate(last), spans: [{ index: endOfNamed.index, length: endOfNamed[0].length }] };
  }
  const nextWeek = SOMETIME_NEXT_WEEK.exec(text);
  if (nextWeek) {
    const today = wallTimeOf(now, timeZone);
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
    const monday = addDays(today, 8 - (weekday || 7));
    // "next week at 9.15am", "next week 10am": a time straight after is that Monday's hour, one date with it.
    return withTimeAfter(text, { index: nextWeek.index, length: nextWeek[0].length }, monday, now, timeZone);
  }
  // "a week from thursday", "two weeks from tomorrow": the day counted on (week-day-words.ts).
  const weeksFrom = WEEKS_FROM_DAY.exec(text);
  if (weeksFrom) return { dueAt: weeksFromDay(wallTimeOf(now, timeZone), weeksFrom[1]!, weeksFrom[2]!), spans: [{ index: weeksFrom.index, length: weeksFrom[0].length }] };
  // "thursday week", "tues week at 4": the weekday a week after the coming one (week-day-words.ts), its hour with it.
  const dayWeek = DAY_WEEK.exec(text);
  if (dayWeek) {
    const day = dayWeekFrom(wallTimeOf(now, timeZone), dayWeek[1]!);
    const [year, month, date] = day.split('-').map(Number);
    return withTimeAfter(text, { index: dayWeek.index, length: dayWeek[0].length }, { year: year!, month: month!, day: date! }, now, timeZone);
  }
  const endOfWeek = END_OF_WEEK.exec(text);
  if (endOfWeek) return { dueAt: endOfWeekFrom(wallTimeOf(now, timeZone)), spans: [{ index: endOfWeek.index, length: endOfWeek[0].length }] };
  const thisWeek = THIS_WEEK.exec(text);
  if (thisWeek) {
    const today = wallTimeOf(now, timeZone);
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
    return { dueAt: isoDate(addDays(today, (7 - weekday) % 7)), spans: [{ index: thisWeek.index, length: thisWeek[0].length }] };
  }

  // "4.15", "9.30": a time said with a dot (Australian and British forms) after a word that places a
  // time, or before am/pm; the same length, so the spans still fit the text. "$4.15" stays money.
  const said = text;
  const nightOut = text.search(NIGHT_OUT) >= 0;
  text = text.replace(NIGHT_OUT, (_whole, before: string, part: string) => before + '_'.repeat(part.length));
  // "pay the window cleaner £15 friday": an amount of money is no day or hour (hidden, same length, so "friday" is still read).
  text = text.replace(/[$£€¥]\s*\d+(?:[.,]\d{1,2})?/g, (money: string) => money.replace(/[\d.,]/g, '_'));
  // "at 14 kauri rd tmrw 10am": a house number before a street is an address, no hour or day (hidden, same length).
  text = text.replace(STREET_NUMBER, (number: string) => number.replace(/[\d/]/g, '_'));
  // "watched the week 8 lecture", "week 3 quiz": a numbered week of a course is no day (hidden, same length).
  text = text.replace(
    /(?<!\b(?:every|each|per|a|next|this|last|one|\d+)\s+)\bweek\s+\d{1,2}\b(?!\s*(?:times|x|days?|hours?|hrs?|mins?|weeks?)\b|:\d|\s*[ap]\.?m\b)/gi,
    (week: string) => '_'.repeat(week.length),
  );
  // "the receipts for the quarter", "figures for the quarter friday": the period, not three months on (hidden, same length).
  text = text.replace(/\b(?:the|a)\s+quarter\b(?!\s+(?:past|to|till|til|after|of|hour)\b)/gi, (quarter: string) => '_'.repeat(quarter.length));
  // "cover the sunday shift", "the monday standup notes": a day naming a shift or a meeting is no due date (hidden, same length).
  text = text.replace(DAY_NAMING_EVENT, (day: string) => '_'.repeat(day.length));
  text = monthFirst(
    dottedDates(text, timeZone).replace(DOT_TIME, (whole: string) => whole.replace('.', ':')),
    timeZone,
  );
  // "tmrw by 6": "by" and an hour is a time, as "at 6" (same length, so the spans still fit the text).
  text = text.replace(/\bby(?=\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?(?:\s|,|$))/gi, 'at');
  // "parent-teacher evening 22/4 at 6": the evening names the event; hidden from chrono (same length), it stays in the
  // title. It (as a night out's) still says an hour without am or pm is in the evening ("quiz night at 7").
  const partNamesEvent = text.search(PART_NAMING_EVENT) >= 0 || nightOut;
  if (partNamesEvent) text = text.replace(PART_NAMING_EVENT, (part: string) => '_'.repeat(part.length));
  // "28 apr 1400": four digits after a day and month that are an hour and no plausible year (clock-after-date.ts).
  const clock = clockAfterDate(text, wallTimeOf(now, timeZone).year);
  if (clock) text = text.slice(0, clock.index) + '____' + text.slice(clock.index + 4);
  const reference = { instant: now, timezone: offsetMinutesAt(now, timeZone) };
  const read = dateParser.parse(text, reference, { forwardDate: true }).filter((result) => !isFalseDate(result, text));
  // "football presentation night for the team fri 19:30", "awards evening … sat at 7": a part of the day after a word,
  // with a day said later, names the event (it stays in the title); the day said is when.
  const dayLater = (at: number) => read.some((other) => other.index > at && (other.start.isCertain('weekday') || other.start.isCertain('day')));
  const results = read.filter((result) => !(PART_AS_NOUN.test(result.text.trim()) && PART_AFTER_NAME.test(text.slice(0, result.index)) && dayLater(result.index)));
  const first = results[0];
  if (!first) return undefined;
  const dayBeforeClock =
    clock &&
    results.find(
      (result) =>
        result.start.isCertain('day') && result.index + result.text.length <= clock.index && /^[\s,]*(?:at\s+)?$/i.test(text.slice(result.index + result.text.length, clock.index)),
    );
  if (clock && dayBeforeClock) {
    const { start } = dayBeforeClock;
    return {
      dueAt: zonedIso({ year: start.get('year')!, month: start.get('month')!, day: start.get('day')!, hour: clock.hour, minute: clock.minute }, timeZone),
      spans: [{ index: dayBeforeClock.index, length: clock.index + 4 - dayBeforeClock.index }],
    };
  }

  // "tomorrow ... at 5pm" may come back as two results: the day from one, the time from the other.
  const timed = results.find((result) => result.start.isCertain('hour'));
  const used = timed && timed !== first && !first.start.isCertain('hour') ? [first, timed] : [first];
  const dayOf = first.start;
  const timeOf = used.length > 1 ? timed!.start : first.start;
  const matched = used.map((result) => result.text.toLowerCase()).join(' ');

  const wall: WallTime = {
    year: dayOf.get('year') ?? 1970,
    month: dayOf.get('month') ?? 1,
    day: dayOf.get('day') ?? 1,
    hour: timeOf.get('hour') ?? 0,
    minute: timeOf.get('minute') ?? 0,
  };
  if (used.length > 1 && !first.start.isCertain('day') && !first.start.isCertain('weekday')) {
    // The time alone decided the day (a time already past today is tomorrow's).
    wall.year = timeOf.get('year') ?? wall.year;
    wall.month = timeOf.get('month') ?? wall.month;
    wall.day = timeOf.get('day') ?? wall.day;
  }

  // chrono reads "morning" of "in the morning": the "in the" belongs to the date, not the title.
  const spans = used.map((result) => {
    const before = /\bin\s+the\s+$/i.exec(text.slice(Math.max(0, result.index - 8), result.index));
    // "15.4.": the closing dot of a day-first date belongs to it.
    const closing = said[result.index + result.text.length] === '.' && text[result.index + result.text.length] === ' ' ? 1 : 0;
    return before && /^(?:morning|afternoon|evening|night)\b/i.test(result.text)
      ? { index: result.index - before[0].length, length: result.text.length + before[0].length }
      : { index: result.index, length: result.text.length + closing };
  });
  // "at 4 tomorrow afternoon": a later part of the day says the hour is in the afternoon or evening.
  const part = results.find((result) => !used.includes(result) && /^(?:in the )?(?:afternoon|evening|night|tonight)$/i.test(result.text.trim()));
  // "half 7 tmrw morning drop the car off": "morning" after the time and day says the hour is in the morning, and is part of the date.
  const morning = results.find((result) => !used.includes(result) && /^(?:in the )?morning$/i.test(result.text.trim()));
  const lastEnd = Math.max(...used.map((result) => result.index + result.text.length));
  if (morning && timeOf.isCertain('hour') && wall.hour < 12 && /^\s*$/.test(text.slice(lastEnd, morning.index))) spans.push({ index: morning.index, length: morning.text.length });
  if (part && timeOf.isCertain('hour') && !timeOf.isCertain('meridiem') && wall.hour >= 1 && wall.hour < 12) {
    wall.hour += 12;
    spans.push({ index: part.index, length: part.text.length });
  }
  if (timeOf.isCertain('hour') && !timeOf.isCertain('meridiem') && !part && isAfternoonHour(wall.hour, partNamesEvent ? said : text)) {
    wall.hour += 12;
    // A time alone (no day said) is the next one to come: 4pm today while it is still morning.
    if (!dayOf.isCertain('day') && !dayOf.isCertain('weekday') && !(used.length > 1 && timeOf.isCertain('day'))) {
      const today = wallTimeOf(now, timeZone);
      const sameDay = { ...wall, year: today.year, month: today.month, day: today.day };
      const next = new Date(zonedIso(sameDay, timeZone)).getTime() > now.getTime() ? sameDay : { ...wall, ...addDays(today, 1) };
      Object.assign(wall, next);
    } else if (dayOf.isCertain('weekday') && !dayOf.isCertain('day')) {
      // "thursday at 2" on a Thursday morning: chrono passed over today's 2am; 2pm today is still to come.
      const weekEarlier = { ...wall, ...addDays(wall, -7) };
      if (new Date(zonedIso(weekEarlier, timeZone)).getTime() > now.getTime()) Object.assign(wall, weekEarlier);
    }
  }
  if (timeOf.isCertain('hour') || timeOf.isCertain('minute')) return { dueAt: zonedIso(wall, timeZone), spans };
  const partOfDay = PART_OF_DAY.find(([pattern]) => pattern.test(matched));
  if (partOfDay?.[1] !== undefined) return { dueAt: zonedIso({ ...wall, hour: partOfDay[1], minute: 0 }, timeZone), spans };
  // "this evening" said once the evening has begun is still today, not tomorrow's.
  if (partOfDay && /\bthis\s+(?:afternoon|evening|night)\b/.test(matched)) return { dueAt: isoDate(wallTimeOf(now, timeZone)), spans };
  // "wash the car sat" said on a Saturday: next Saturday (week-day-words.ts).
  if (!partOfDay && dayOf.isCertain('weekday') && !dayOf.isCertain('day')) return { dueAt: isoDate(aWeekOnIfToday(wall, wallTimeOf(now, timeZone), matched)), spans };
  return { dueAt: isoDate(wall), spans };
}
