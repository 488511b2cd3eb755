import type { Intent } from './intent-schema';
import { NOT_A_TAG, SHORT_DAY } from './list-filters';
import { parseDueDate } from './parse-due-date';
import { DAY_NAME } from './day-names';

type ListIntent = Extract<Intent, { kind: 'list' }>;

const WORD = String.raw`(\p{L}[\p{L}'-]*)`;
const JOIN = String.raw`\s+(?:n|and|&|or|\+)\s+(?:the\s+|my\s+)?`;
/** "van n ute stuff?", "boat and trailer jobs": two one-word topics before a word for tasks. */
const TWO_TOPICS_STUFF = new RegExp(String.raw`^(?:(?:any|my|the|all(?:\s+the|\s+my)?)\s+)?${WORD}${JOIN}${WORD}\s+(?:stuff|things|tasks|todos|jobs|bits|items)$`, 'iu');
/** "anything for the shed or the boat", "what's there about the van and the ute": two topics after "for" or "about". */
const TWO_TOPICS_FOR = new RegExp(
  String.raw`^(?:(?:is there\s+|do i have\s+|have i got\s+)?(?:anything|any\s+(?:stuff|tasks|things|jobs))|what(?:'s|s| is)?(?:\s+there)?|(?:stuff|tasks|things|jobs))\s+(?:for|about|to do with)\s+(?:the\s+|my\s+)?${WORD}${JOIN}${WORD}$`,
  'iu',
);

const DAY = String.raw`(${DAY_NAME})`;
/** "any mba or wedding stuff on friday": two topics' stuff, then the day it is on. */
const TOPICS_ON_DAY = new RegExp(String.raw`^(.+?\s(?:stuff|things|tasks|todos|jobs|bits|items))\s+(?:on|for|due)\s+((?:this\s+|next\s+)?${DAY_NAME})$`, 'i');
/** "what's on monday or wednesday", "anything thurs or mon?", "what's on mon + wed": the tasks of either day. */
const TWO_DAYS = new RegExp(
  String.raw`^(?:what(?:'s|s| is)?(?:\s+(?:on|due|happening|planned))?|anything(?:\s+(?:on|due))?|(?:do i have|have i got|is there)\s+anything(?:\s+(?:on|due))?|what\s+(?:do\s+i\s+have|have\s+i\s+got))\s+(?:on\s+|for\s+)?${DAY}\s*(?:\s(?:or|and|n)|&|\+|/)\s*(?:on\s+)?${DAY}$`,
  'i',
);

/** "mon + wed, what's on", "thurs or fri - anything?": the two days first, then the question. */
const TWO_DAYS_FIRST = new RegExp(
  String.raw`^${DAY}\s*(?:or|and|n|&|\+|/)\s*${DAY}\s*[,:;–—-]?\s*(?:what(?:'s|s| is)\s+(?:on|due|happening|planned)|anything(?:\s+(?:on|due))?|what\s+(?:do\s+i\s+have|have\s+i\s+got|(?:i|we)'?ve\s+got))$`,
  'i',
);

/** Words that are a time, a filter or the list, never a topic of their own. */
const NOT_TOPIC =
  /^(?:stuff|things?|tasks?|todos?|jobs?|items?|bits?|anything|everything|something|today|tonight|tomorrow|tmrw|week|weekend|month|(?:mon|tues|wednes|thurs|fri|satur|sun)day|me|you|him|her|them|us|it|this|that|home|work)$/i;

/** Two topics or two days asked in one question: the tasks of either, each read on its own. */
export function matchTwoTopicsOrDays(text: string, now: Date, timeZone: string): ListIntent | undefined {
  const said = text.replace(/[?!.\s]+$/, '');
  const days = TWO_DAYS.exec(said) ?? TWO_DAYS_FIRST.exec(said);
  if (days) {
    const dates = [days[1]!, days[2]!].map((word) => parseDueDate(word, now, timeZone)?.dueAt.slice(0, 10));
    if (dates.every(Boolean) && dates[0] !== dates[1]) return { kind: 'list', status: 'pending', either: dates.map((day) => ({ day: day! })) };
    return undefined;
  }
  // "any mba or wedding stuff on friday?": the two topics, each on that one day.
  const onDay = TOPICS_ON_DAY.exec(said);
  const day = onDay ? parseDueDate(onDay[2]!, now, timeZone)?.dueAt.slice(0, 10) : undefined;
  const topics = TWO_TOPICS_STUFF.exec(day ? onDay![1]! : said) ?? TWO_TOPICS_FOR.exec(said);
  if (!topics) return undefined;
  const words = [topics[1]!, topics[2]!].map((word) => word.toLowerCase().replace(/(?:'s|’s)$/, ''));
  if (words[0] === words[1] || words.some((word) => NOT_TOPIC.test(word) || NOT_A_TAG.test(word) || SHORT_DAY.test(word))) return undefined;
  return { kind: 'list', status: 'pending', either: words.map((query) => ({ query, ...(day ? { day } : {}) })) };
}
