import { COMPLETED_PREFIX, END_OF_KEYS, PENDING_PREFIX, pendingKeyAt } from '../db';
import type { TodoContext } from './context';

/**
 * Counts stop here. An index count walks every entry (in Chromium, 8,000
 * pending tasks took 18-60 ms, on every change), while the first 1,000 keys
 * take 3-5 ms whatever the size: past that, "1,000+" says as much.
 */
export const COUNT_CAP = 1000;

/** A count of at most the cap; `more` when there are more. */
export interface CappedCount {
  count: number;
  more: boolean;
}

async function capped(ctx: TodoContext, lower: string, upper: string, cap: number): Promise<CappedCount> {
  const keys = await ctx.db.todos
    .where('planKey')
    .between(lower, upper, true, false)
    .limit(cap + 1)
    .primaryKeys();
  return { count: Math.min(keys.length, cap), more: keys.length > cap };
}

/** How many tasks are pending and completed, from index keys (no task is read), up to `cap` each. */
export async function countTodos(ctx: TodoContext, cap = COUNT_CAP): Promise<{ pending: CappedCount; completed: CappedCount }> {
  const [pending, completed] = await Promise.all([capped(ctx, PENDING_PREFIX, COMPLETED_PREFIX, cap), capped(ctx, COMPLETED_PREFIX, END_OF_KEYS, cap)]);
  return { pending, completed };
}

/**
 * How many pending tasks are due today or overdue (what the toolbar badge
 * shows): the plan order's keys up to the next local midnight, none read.
 */
export function countDueByToday(ctx: TodoContext, now: Date, cap = COUNT_CAP): Promise<CappedCount> {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return capped(ctx, PENDING_PREFIX, pendingKeyAt(midnight), cap);
}

/** "12", or "1,000+" past the cap. */
export function formatCount({ count, more }: CappedCount, locale?: string): string {
  return `${count.toLocaleString(locale)}${more ? '+' : ''}`;
}
