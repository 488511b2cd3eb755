import { formatWeekdayDate } from '../../time/format-time';
import { dueWords } from '../../todos/describe-due';
import type { ShownTask } from './read-prompt';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "Wed, Mar 11" or "Wed, Mar 11, 9:00 AM", read in the user's time zone (through the one formatter, lib/time/format-time). */
export function formatDue(dueAt: string, timeZone: string): string {
  const dateOnly = DATE_ONLY.exec(dueAt);
  if (dateOnly) {
    const noon = new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]), 12));
    return formatWeekdayDate(noon, false, { timeZone: 'UTC' });
  }
  const at = new Date(dueAt);
  if (Number.isNaN(at.getTime())) return 'an unknown date';
  return formatWeekdayDate(at, true, { timeZone });
}

/**
 * "due Wed, Mar 11, 9:00 AM · priority 1 · #home", or '' when there is nothing to add: a
 * confirmation names the full date, so the user can check what was understood.
 */
export function taskDetails(task: Pick<ShownTask, 'dueAt' | 'priority' | 'tags'>, timeZone: string): string {
  const parts: string[] = [];
  if (task.dueAt) parts.push(`due ${formatDue(task.dueAt, timeZone)}`);
  if (task.priority && task.priority < 4) parts.push(`priority ${task.priority}`);
  if (task.tags?.length) parts.push(task.tags.map((tag) => `#${tag}`).join(' '));
  return parts.join(' · ');
}

/**
 * One line of a list, its due date in the Tasks tab's words:
 * "#4 Buy milk (due tomorrow 9:00 AM · priority 1)", "#2 Renew passport (overdue, due yesterday)".
 */
export function taskLine(task: ShownTask, timeZone: string, now: Date): string {
  const parts: string[] = [];
  if (task.dueAt) parts.push(dueWords(task.dueAt, now, undefined, timeZone));
  const rest = taskDetails({ ...(task.priority !== undefined ? { priority: task.priority } : {}), ...(task.tags ? { tags: task.tags } : {}) }, timeZone);
  if (rest) parts.push(rest);
  const done = task.status === 'completed' ? ' ✓' : '';
  return `#${task.id} ${task.title}${done}${parts.length ? ` (${parts.join(' · ')})` : ''}`;
}
