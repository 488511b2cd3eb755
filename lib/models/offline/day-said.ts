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

/** "… not the 10th", "instead of friday", "rather than march 3": the day said to be wrong, last. */
const NOT_ON = /\b(?:not|instead of|rather than)\s+(?:on\s+)?((?:the\s+)?\d{1,2}(?:st|nd|rd|th)|[^,;.!?]{3,25}?)\s*[.!]*$/i;

/**
 * "the lake trip is june 14 now not the 12th" beside "Drive to the lake" (the 12th) and "Book the lake cabin" (the 5th):
 * of the tasks a name found, the one due on the day said to be wrong. A bare "the 12th" is read as a day of any month
 * (the task may be months away); undefined unless exactly one task is due then.
 */
export function dueOnDaySaidWrong(said: string, tasks: readonly ShownTask[], options: PlanOptions): ShownTask | undefined {
  const wrong = NOT_ON.exec(normalizeText(said));
  if (!wrong) return undefined;
  const ordinal = /^(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)$/i.exec(wrong[1]!.trim());
  const found = ordinal ? undefined : parseDueDate(wrong[1]!, options.now, options.timeZone);
  if (!ordinal && !found) return undefined;
  const due = tasks.filter((task) => {
    const day = dueDay(task, options.timeZone);
    return day !== undefined && (ordinal ? Number(day.slice(8, 10)) === Number(ordinal[1]) : day === found!.dueAt.slice(0, 10));
  });
  return due.length === 1 ? due[0] : undefined;
}
