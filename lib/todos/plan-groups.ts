import { COMPLETED_PREFIX, NO_DATE_MARK, PENDING_PREFIX, pendingKeyAt } from '../db';

/** The groups of the plan order, in order. */
export const PLAN_GROUPS = ['overdue', 'today', 'upcoming', 'none', 'completed'] as const;
export type PlanGroup = (typeof PLAN_GROUPS)[number];

export const PLAN_GROUP_LABELS: Record<PlanGroup, string> = {
  overdue: 'Overdue',
  today: 'Today',
  upcoming: 'Upcoming',
  none: 'No date',
  completed: 'Completed',
};

/** Where the plan order is cut at a moment: keys below `overdueBefore` are late, below `todayBefore` due today. */
export interface PlanBoundaries {
  overdueBefore: string;
  todayBefore: string;
}

/** The cuts at `now`, with "today" ending at the next local midnight. */
export function planBoundaries(now: Date): PlanBoundaries {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return { overdueBefore: pendingKeyAt(now.getTime()), todayBefore: pendingKeyAt(tomorrow) };
}

/** The group of a task from its stored plan key, so a page's headers need no extra reads. */
export function planGroupOf(planKey: string, boundaries: PlanBoundaries): PlanGroup {
  if (planKey.startsWith(COMPLETED_PREFIX)) return 'completed';
  if (planKey.startsWith(PENDING_PREFIX + NO_DATE_MARK)) return 'none';
  if (planKey < boundaries.overdueBefore) return 'overdue';
  if (planKey < boundaries.todayBefore) return 'today';
  return 'upcoming';
}
