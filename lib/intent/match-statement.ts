import { findPriority } from './extract-task-fields';
import type { Intent } from './intent-schema';
import { parseDueDate } from './parse-due-date';
import { parseTarget } from './parse-target';

/**
 * A change said as a statement about a task: "yoga's at 7pm now", "slides are due wed instead",
 * "oil change can be p4", "plumber call -> saturday". The rule is general: a line with no add verb
 * that names something, then a link ("is", "'s", "are", "can be", "->", a comma), then nothing but
 * a new value (a day or time, a priority) and words that say it changed ("now", "instead", "not
 * 10:30") is a change to the task it names. The task is looked up like any other name, so when no
 * task matches the person is asked; it is never added as a new task.
 */
const LINK = /^(.{2,60}?)('s|’s|\s+(?:is|are|was|were|can be|could be|should be|will be|needs to be|has to be|goes|go|gets|got moved|moved|now|->|→|=>)|\s*[-–—,:])\s+(.+)$/i;
/** A comma or a dash is a link only with a word that says something changed ("dentist, now at 11"). */
const WEAK_LINK = /^\s*[-–—,:]$/;
const CHANGED = /\b(?:now|instead|actually|anymore|moved|pushed|changed|bumped|rather than|not\s+\S+)\b/i;
/** Words around a new value that only say it changed. */
const CHANGE_WORDS = /\b(?:now|instead|actually|anymore|then|pls|please|thx|thanks|moved|move|pushed|push|changed|change|bumped|bump|to|due|on|at|by|for|the|it|make|set|be|not\s+(?:on\s+|at\s+)?\S+|instead of\s+\S+|rather than\s+\S+)\b|[.!,;:]+/gi;

/** Whether the words say a day, not just a time ("at 3" keeps the task's own day). */
export function saysDay(text: string): boolean {
  return /\b(?:today|tonight|tomorrow|tmrw|tmr|tmrow|yesterday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|\w+day|week|weekend|month|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|\d{1,2}(?:st|nd|rd|th)|\d{1,2}\/\d{1,2}|next|in \d+|in an?)\b/i.test(text);
}

export function matchStatementEdit(text: string, now: Date, timeZone: string): Intent | undefined {
  const said = LINK.exec(text.trim());
  if (!said) return undefined;
  const [, subject, link, value] = said as unknown as [string, string, string, string];
  if (WEAK_LINK.test(link) && !CHANGED.test(value)) return undefined;
  // "call the bank tomorrow, urgent": a task said with its date is being added, not named.
  if (parseDueDate(subject, now, timeZone)) return undefined;
  const target = parseTarget(subject);
  if (!target || !('query' in target) || /^(?:i|we|you|he|she|they|it|there|that|this|what|who|how|everything|all)\b/i.test(subject)) return undefined;
  const priority = findPriority(value);
  const rest = priority ? priority.rest : value;
  const date = parseDueDate(rest, now, timeZone);
  let left = rest;
  for (const span of [...(date?.spans ?? [])].sort((a, b) => b.index - a.index)) left = `${left.slice(0, span.index)} ${left.slice(span.index + span.length)}`;
  if (left.replace(CHANGE_WORDS, ' ').trim()) return undefined;
  const changes = { ...(date ? { dueAt: date.dueAt } : {}), ...(priority ? { priority: priority.priority } : {}) };
  if (!Object.keys(changes).length) return undefined;
  return { kind: 'update', target, changes, ...(date && date.dueAt.includes('T') && !saysDay(rest) ? { keepDay: true as const } : {}) };
}
