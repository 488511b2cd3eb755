import type { Intent } from './intent-schema';
import { listFiltersOf } from './list-filters';

type ListIntent = Extract<Intent, { kind: 'list' }>;

/** "what all did i finish so far", "what work things have i closed": the finished tasks, about a topic if one is said. */
const DONE_ASKED =
  /^(?:what|which)(?:\s+all)?\s+(?:(?:of\s+)?(?:the|my)\s+)?(?:(\p{L}[\p{L}\p{N}_-]*)\s+)?(?:(?:stuff|things|tasks|items|ones|todos)\s+)?(?:have|did)\s+i\s+(?:already\s+)?(?:finish(?:ed)?|complete(?:d)?|close(?:d)?|clos(?:e|ed)\s+out|wrap(?:ped)?\s+up|tick(?:ed)?\s+off|get\s+done|got\s+done|done)(?:\s+(?:so far|till now|until now|already|yet))?$/iu;
/** Words that name no topic before "things" ("what all things", "what other things"). */
const NO_TOPIC = /^(?:all|other|else|more|tasks|things|stuff|items|ones|todos|the|my)$/i;

export function matchDoneQuestion(text: string): ListIntent | undefined {
  const said = DONE_ASKED.exec(text.replace(/[?!.\s]+$/, ''));
  if (!said) return undefined;
  const topic = said[1]?.toLowerCase();
  return { kind: 'list', status: 'completed', ...(topic && !NO_TOPIC.test(topic) ? { query: topic } : {}) };
}

/** "sunday plan?", "what's the plan for friday", "tomorrow's agenda": the tasks of that day. */
const DAY_PLAN =
  /^(?:what(?:'s|s| is)\s+)?(?:the\s+|my\s+)?(?:(today|tonight|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:'s)?\s+(?:plan|plans|agenda|schedule|line-?up)|(?:plan|plans|agenda|schedule|line-?up)\s+(?:for|on)\s+(today|tonight|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))$/i;

export function matchDayPlan(text: string, asked: boolean, now: Date, timeZone: string): ListIntent | undefined {
  const said = DAY_PLAN.exec(text.replace(/[?!.\s]+$/, ''));
  // "plan for sunday" may be a task to plan something; "sunday plan?" and "what's the plan for sunday" ask.
  if (!said || (!asked && !/^what/i.test(text))) return undefined;
  const day = (said[1] ?? said[2]!).toLowerCase();
  if (/^(?:today|tonight)$/.test(day)) return { kind: 'list', status: 'pending', due: 'today' };
  if (day === 'tomorrow') return { kind: 'list', status: 'pending', due: 'tomorrow' };
  const filters = listFiltersOf(day, now, timeZone);
  return filters.day ? { kind: 'list', status: 'pending', day: filters.day } : undefined;
}
