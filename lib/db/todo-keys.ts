import { deadlineOf } from '../time/due-time';
import { siteNames, siteOf } from '../util/page-link';
import type { Todo } from './entities';

/**
 * The sort keys the todos table derives from each task, so every listing
 * reads one page through an index in the order people plan:
 *
 * - `planKey`, unique per task, in one string that sorts as:
 *   1. pending tasks with a due date, by deadline (a date alone is due by the
 *      end of that local day), then priority, then id;
 *   2. pending tasks without one, by priority, then newest first;
 *   3. completed tasks, most recently completed first.
 *   Overdue, Today and Upcoming are ranges of (1) cut at "now" and at the end
 *   of today, so a listing's groups come from its rows' keys, not extra reads.
 * - `tagKeys`, one `tag + TAG_SEPARATOR + planKey` per tag, for the multi-entry
 *   index that lists one tag in the same order.
 *
 * They are computed on every write (todo-keys-middleware.ts) and, for data of
 * version 1, by the upgrade to version 2. The id is part of the key, so two
 * tasks never tie and a page can start right after the last key of the
 * previous one.
 */
export const PENDING_PREFIX = '0';
export const COMPLETED_PREFIX = '1';
/** Above every key: the exclusive upper end of the whole order. */
export const END_OF_KEYS = '2';
/** After every deadline (which starts with a digit): pending tasks without a due date. */
export const NO_DATE_MARK = '~';
export const TAG_SEPARATOR = '\u0000';

// Instants are clamped to the years 0000..9999, where toISOString has a fixed width.
const MIN_TIME = Date.parse('0000-01-01T00:00:00.000Z');
const MAX_TIME = Date.parse('9999-12-31T23:59:59.999Z');
const SPAN = MAX_TIME - MIN_TIME; // 15 digits
const MAX_ID = Number.MAX_SAFE_INTEGER; // 16 digits

const clampTime = (time: number) => Math.min(MAX_TIME, Math.max(MIN_TIME, time));
const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** Sorts later instants first. */
const newestFirst = (time: number) => pad(MAX_TIME - clampTime(time), String(SPAN).length);
const idAscending = (id: number) => pad(id, String(MAX_ID).length);
const idDescending = (id: number) => pad(MAX_ID - id, String(MAX_ID).length);
const timeOf = (iso: string | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? MIN_TIME : time;
};

/** A deadline as it starts a pending task's key: fixed-width UTC ISO 8601. */
export function deadlineKey(time: number): string {
  return new Date(clampTime(time)).toISOString();
}

/** The first key of pending tasks whose deadline is at or after `time` (the end of a range of deadlines). */
export function pendingKeyAt(time: number): string {
  return PENDING_PREFIX + deadlineKey(time);
}

/** What the keys are made of; fields a malformed row lacks count as empty. */
export type TodoKeyFields = Pick<Todo, 'id'> & Partial<Pick<Todo, 'status' | 'priority' | 'dueAt' | 'tags' | 'createdAt' | 'updatedAt' | 'completedAt' | 'url'>>;

/** The key of a stored task; `id` must be known. */
export function planKeyOf(todo: TodoKeyFields): string {
  if (todo.status === 'completed') {
    return `${COMPLETED_PREFIX}${newestFirst(timeOf(todo.completedAt ?? todo.updatedAt))}${idDescending(todo.id)}`;
  }
  const deadline = todo.dueAt ? deadlineOf(todo.dueAt) : Number.NaN;
  if (!Number.isNaN(deadline)) return `${PENDING_PREFIX}${deadlineKey(deadline)}${todo.priority ?? 4}${idAscending(todo.id)}`;
  return `${PENDING_PREFIX}${NO_DATE_MARK}${todo.priority ?? 4}${newestFirst(timeOf(todo.createdAt))}${idDescending(todo.id)}`;
}

/** The key of a task in one tag's listing. */
export const tagKeyOf = (tag: string, planKey: string): string => `${tag}${TAG_SEPARATOR}${planKey}`;

/** The key of a task in one site's listing ("github.com"). */
export const siteKeyOf = (site: string, planKey: string): string => `${site}${TAG_SEPARATOR}${planKey}`;

/** The derived fields of a task, as stored; `siteKeys` only for a task with a link. */
export function todoKeysOf(todo: TodoKeyFields): { planKey: string; tagKeys: string[]; siteKeys?: string[] } {
  const planKey = planKeyOf(todo);
  const site = todo.url ? siteOf(todo.url) : undefined;
  return {
    planKey,
    tagKeys: (todo.tags ?? []).map((tag) => tagKeyOf(tag, planKey)),
    ...(site ? { siteKeys: siteNames(site).map((name) => siteKeyOf(name, planKey)) } : {}),
  };
}

/** A task without its derived keys: what use cases return, audit snapshots hold and undo restores. */
export function plainTodo(todo: Todo): Todo {
  const { planKey: _planKey, tagKeys: _tagKeys, siteKeys: _siteKeys, ...plain } = todo;
  return plain;
}
