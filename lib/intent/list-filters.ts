import type { Intent } from './intent-schema';
import { parseDueDate } from './parse-due-date';
import { wallTimeOf } from '../time/zoned-time';

type ListIntent = Extract<Intent, { kind: 'list' }>;
type Filters = Partial<Pick<ListIntent, 'day' | 'span' | 'priority' | 'tags' | 'completed' | 'status' | 'due'>>;

const WEEKDAY = String.raw`(?:(?:next|this|on|for|due)\s+)*(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|the\s+\d{1,2}(?:st|nd|rd|th)|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}`;
const PRIORITY_CUE = /\b(?:urgent|high[- ]priority|top[- ]priority|priority\s*(?:1|one)|p1|most important|important|critical|asap)\b/i;
const LOW_CUE = /\b(?:low[- ]priority|p3|not urgent|unimportant)\b/i;
const TAG_CUE = /(?:^|\s)[#@](\p{L}[\p{L}\p{N}_-]*)|\b(?:tagged|labell?ed|under|with the tag|tag(?:ged)? as)\s+#?([\p{L}\p{N}_-]+)|\b([\p{L}\p{N}_-]+)\s+(?:tag|label)\b|\b(?:in|from|for)\s+#(\p{L}[\p{L}\p{N}_-]*)/giu;
/** "what did i get done", "what have i finished", "show my completed tasks from yesterday". */
const DONE_CUE = /\b(?:did i (?:get )?(?:done|do|finish|complete|accomplish|check off|tick off|cross off)|have i (?:done|finished|completed|got done|gotten done|ticked off|checked off)|i (?:did|finished|completed|got done|checked off|ticked off)|(?:completed|finished|done|ticked off|checked off) (?:tasks?|things|stuff|items|ones)?|got done|get done)\b/i;
/** Words before "tasks" that say which tasks without being a tag. */
export const NOT_A_TAG = /^(?:my|the|all|our|your|of|these|those|some|any|every|more|few|other|remaining|today(?:'?s)?|tomorrow(?:'?s)?|tonight(?:'?s)?|urgent|important|pending|completed|complete|open|overdue|late|done|finished|remaining|upcoming|other|new|old|current|daily|weekly|recurring|repeating|outstanding|unfinished|incomplete|high|low|priority|next|last|first|whole|entire|own|big|small|many|dated|undated|scheduled|week(?:'?s)?|weekend|month(?:'?s)?|p[1-4]|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:'?s)?|to-?do|todo|reminder|task)$/i;

/** Words that ask to see tasks, for a question that names a filter but not the list. */
const ASKS = /^(?:what(?:'s| is| are| do| did| have)?|which|did i|have i|show|list|any|anything|do i have|have i got|got|give me|tell me|is there|are there|pull up|display|see|find|my|all)\b/i;

/** "next week" (Monday to Monday) and "the weekend" (Saturday to Monday) as a range of days, to exclusive. */
function spanOf(words: string, now: Date, timeZone: string): { from: string; to: string } {
  const today = wallTimeOf(now, timeZone);
  const base = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const weekday = base.getUTCDay();
  const day = (offset: number) => new Date(base.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const toMonday = ((8 - weekday) % 7) || 7;
  if (words === 'next week') return { from: day(toMonday), to: day(toMonday + 7) };
  const toSaturday = weekday === 6 ? 0 : weekday === 0 ? -1 : 6 - weekday;
  const extra = words.startsWith('next') ? 7 : 0;
  return { from: day(toSaturday + extra), to: day(toSaturday + 2 + extra) };
}

/** The filters a question about the list names: a priority, tags, a day, a completion day. */
export function listFiltersOf(text: string, now: Date, timeZone: string): Filters {
  const filters: Filters = {};
  if (PRIORITY_CUE.test(text)) filters.priority = [1];
  else if (LOW_CUE.test(text)) filters.priority = [3, 4];
  const tags = [...text.matchAll(TAG_CUE)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4])?.toLowerCase())
    .filter((tag): tag is string => Boolean(tag) && !/^(?:the|a|my|this|that|priority|urgent|any|which|what)$/i.test(tag!));
  // "my work tasks", "the home stuff": a word before the list's noun names a tag.
  const named = /\b(?:my|the|all|any|our)\s+([\p{L}][\p{L}\p{N}_-]*)\s+(?:tasks|todos|stuff|things|items|ones|chores|errands)\b/iu.exec(text);
  if (named && !NOT_A_TAG.test(named[1]!)) tags.push(named[1]!.toLowerCase());
  if (tags.length) filters.tags = [...new Set(tags)];
  const done = DONE_CUE.test(text);
  const dayWord = new RegExp(String.raw`\b(?:${WEEKDAY})\b`, 'i').exec(text);
  const relative = /\b(yesterday|today|tonight|this week|last week)\b/i.exec(text);
  if (done) {
    filters.status = 'completed';
    if (relative) filters.completed = relative[1]!.toLowerCase() === 'tonight' ? 'today' : (relative[1]!.toLowerCase().replace(' ', '_') as 'today');
    if (filters.completed === ('last_week' as never)) delete filters.completed;
    if (!relative && dayWord) {
      // "what did i finish on monday": the monday that has passed.
      const found = parseDueDate(`last ${dayWord[0].replace(/^(?:on|for|this|next)\s+/i, '')}`, now, timeZone) ?? parseDueDate(dayWord[0], now, timeZone);
      if (found) filters.completed = found.dueAt.slice(0, 10);
    }
    return filters;
  }
  const span = /\b(next week|(?:this |the |next )?weekend)\b/i.exec(text);
  if (span && !dayWord) {
    filters.span = spanOf(span[1]!.toLowerCase(), now, timeZone);
    return filters;
  }
  if (dayWord && !/\b(?:today|tonight|tomorrow|this week|overdue)\b/i.test(text)) {
    const found = parseDueDate(dayWord[0].replace(/^(?:on|for|due)\s+/i, ''), now, timeZone);
    if (found) filters.day = found.dueAt.slice(0, 10);
  }
  return filters;
}

/** "my urgent stuff?", "anything tagged home", "what did i get done yesterday": a filtered question with no list word. */
export function matchFilteredQuestion(text: string, now: Date, timeZone: string): ListIntent | undefined {
  if (!ASKS.test(text)) return undefined;
  const filters = listFiltersOf(text, now, timeZone);
  const named = filters.priority || filters.tags || filters.completed || filters.day || filters.span;
  if (!named) return undefined;
  // "what's the dentist's priority" asks about one task, not a list; a plain "what's on friday" is the list.
  if (/\b(?:add|create|remind|delete|remove|move|change|set|rename|tag|label|skip)\b/i.test(text) && !/^(?:what|which|show|list|any)/i.test(text)) return undefined;
  return { kind: 'list', ...filters, status: filters.status ?? 'pending' };
}
