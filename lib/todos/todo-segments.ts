import type { z } from 'zod';
import { COMPLETED_PREFIX, END_OF_KEYS, NO_DATE_MARK, PENDING_PREFIX, pendingKeyAt, siteKeyOf, tagKeyOf, type Todo } from '../db';
import { deadlineOf } from '../time/due-time';
import { completedRange, dueRange } from './due-range';
import { stemMatcher } from './query-stems';
import type { listTodosInputSchema } from './schemas';

export type TodoFilter = z.output<typeof listTodosInputSchema>;

/**
 * One contiguous range of the plan order (lib/db/todo-keys.ts) that a listing
 * reads, in key order. Bounds are plan keys; `prefix` turns them into the
 * index's keys (a tag's listing lives in the `tagKeys` index). A segment with
 * `match` is read as a bounded scan: its rows are filtered as they are read.
 */
export interface TodoSegment {
  index: 'planKey' | 'tagKeys' | 'siteKeys';
  prefix: string;
  /** Inclusive. */
  lower: string;
  /** Exclusive. */
  upper: string;
  match?: (todo: Todo) => boolean;
}

const PENDING = { lower: PENDING_PREFIX, upper: COMPLETED_PREFIX };
const COMPLETED = { lower: COMPLETED_PREFIX, upper: END_OF_KEYS };

/** The plan keys of pending tasks that a due filter selects: deadlines are the start of those keys. */
function pendingDueRange(filter: NonNullable<TodoFilter['due']>, now: Date) {
  const range = dueRange(filter, now);
  if (range === 'none') return { lower: PENDING_PREFIX + NO_DATE_MARK, upper: COMPLETED_PREFIX };
  return {
    lower: range.from !== undefined ? pendingKeyAt(range.from) : PENDING_PREFIX,
    upper: range.to !== undefined ? pendingKeyAt(range.to) : PENDING_PREFIX + NO_DATE_MARK,
  };
}

/** Whether a task's due date passes a due filter: completed tasks are keyed by completion, so they are checked row by row. */
function dueMatcher(filter: NonNullable<TodoFilter['due']>, now: Date): (todo: Todo) => boolean {
  const range = dueRange(filter, now);
  if (range === 'none') return (todo) => !todo.dueAt;
  return (todo) => {
    const deadline = todo.dueAt ? deadlineOf(todo.dueAt) : Number.NaN;
    if (Number.isNaN(deadline)) return false;
    return (range.from === undefined || deadline >= range.from) && (range.to === undefined || deadline < range.to);
  };
}

function textMatcher(query: string): (todo: Todo) => boolean {
  const needle = query.toLowerCase();
  // "real estate" finds the tag "realestate" (or "real-estate"): a tag written as one word, said apart.
  const joined = /\s/.test(needle) ? needle.replace(/[\s_-]+/g, '') : undefined;
  // "cooking" finds "Cook dinner": the text as typed first, then every word in another form of it.
  const stems = stemMatcher(needle);
  return (todo) => {
    const text = `${todo.title}\n${todo.description ?? ''}\n${todo.tags.join(' ')}`.toLowerCase();
    return text.includes(needle) || (joined !== undefined && todo.tags.some((tag) => tag.toLowerCase().replace(/[\s_-]+/g, '') === joined)) || (stems !== undefined && stems(text));
  };
}

/** Priority, tags (any or all) and completion time: checked row by row. */
function fieldMatcher(filter: TodoFilter, now: Date): ((todo: Todo) => boolean) | undefined {
  const checks: ((todo: Todo) => boolean)[] = [];
  if (filter.priority !== undefined) {
    const wanted = new Set<number>([filter.priority].flat());
    checks.push((todo) => wanted.has(todo.priority ?? 4));
  }
  const tags = filter.tags?.length ? filter.tags : undefined;
  if (tags) {
    checks.push(filter.tagMode === 'all' ? (todo) => tags.every((tag) => todo.tags.includes(tag)) : (todo) => tags.some((tag) => todo.tags.includes(tag)));
  }
  if (filter.repeating !== undefined) checks.push((todo) => Boolean(todo.recurrence) === filter.repeating);
  if (filter.tagged !== undefined) checks.push((todo) => todo.tags.length > 0 === filter.tagged);
  if (filter.completed) {
    const range = completedRange(filter.completed, now);
    checks.push((todo) => {
      const at = todo.completedAt ? Date.parse(todo.completedAt) : Number.NaN;
      return !Number.isNaN(at) && (range.from === undefined || at >= range.from) && (range.to === undefined || at < range.to);
    });
  }
  return checks.length ? (todo) => checks.every((check) => check(todo)) : undefined;
}

const both = (a: ((todo: Todo) => boolean) | undefined, b: ((todo: Todo) => boolean) | undefined) => (a && b ? (todo: Todo) => a(todo) && b(todo) : (a ?? b));

/**
 * The ranges a filter reads, in the order they are listed: pending tasks in
 * plan order, then completed ones. Status, due date and tag (or site) narrow the index
 * range itself; only a text query (and a due date on completed tasks) is
 * checked row by row.
 */
export function todoSegments(filter: TodoFilter, now: Date): TodoSegment[] {
  // A site's listing reads the site's index; a tag given with it is then checked row by row.
  const { site, tag } = filter;
  const tagged = site && tag ? (todo: Todo) => todo.tags.includes(tag) : undefined;
  const text = both(both(filter.query ? textMatcher(filter.query) : undefined, tagged), fieldMatcher(filter, now));
  const index: TodoSegment['index'] = site ? 'siteKeys' : tag ? 'tagKeys' : 'planKey';
  const prefix = site ? siteKeyOf(site, '') : tag ? tagKeyOf(tag, '') : '';
  const ranges: { lower: string; upper: string; match?: (todo: Todo) => boolean }[] = [];
  // "What did I get done yesterday?": a completion filter reads completed tasks only.
  const status = filter.completed && filter.status === 'pending' ? 'completed' : filter.status;
  if (status !== 'completed') ranges.push(filter.due ? pendingDueRange(filter.due, now) : PENDING);
  if (status !== 'pending') ranges.push(filter.due ? { ...COMPLETED, match: dueMatcher(filter.due, now) } : COMPLETED);
  // Without a row filter, "all" is one range: pending, then completed.
  const merged =
    ranges.length === 2 && !ranges.some((range) => range.match) && ranges[0]!.upper === ranges[1]!.lower ? [{ lower: ranges[0]!.lower, upper: ranges[1]!.upper }] : ranges;
  return merged
    .filter((range) => range.lower < range.upper)
    .map((range) => {
      const match = both(range.match, text);
      return {
        index,
        prefix,
        lower: range.lower,
        upper: range.upper,
        ...(match ? { match } : {}),
      } satisfies TodoSegment;
    });
}
