import { parseDueDate } from '../../intent';
import { normalizeText } from '../../intent/normalize-text';
import { isoDate, wallTimeOf } from '../../time/zoned-time';
import type { PlanOptions } from './plan';
import type { ShownTask } from './read-prompt';

/** The day a task is due on, in the person's zone ("2027-10-31"), or undefined when it has no date. */
function dueDay(task: ShownTask, timeZone: string): string | undefined {
  if (!task.dueAt) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(task.dueAt)) return task.dueAt;
  return isoDate(wallTimeOf(new Date(task.dueAt), timeZone));
}

/**
 * "cancel climbing tmrw" beside "Climbing with Priya" (tomorrow) and "Renew climbing gym membership" (in two weeks):
 * of the tasks a name found, the ones due on the day the words say. Empty when the words say no day.
 */
export function dueOnDaySaid(said: string, tasks: readonly ShownTask[], options: PlanOptions): ShownTask[] {
  const found = parseDueDate(normalizeText(said), options.now, options.timeZone);
  if (!found) return [];
  const day = found.dueAt.slice(0, 10);
  return tasks.filter((task) => dueDay(task, options.timeZone) === day);
}
