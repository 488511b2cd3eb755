import { parseDueDate } from '../../intent';
import { normalizeText } from '../../intent/normalize-text';
import { isoDate, wallTimeOf } from '../../time/zoned-time';
import type { PlanOptions } from './plan';
import type { ShownTask } from './read-prompt';
import { sharesAWord } from './closest-task';

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

/** "… not 19:00", "… instead of 7pm", "… rather than 6:30": the time a task has now, said as the wrong one. */
const NOT_AT = /\b(?:not|instead of|rather than)\s+(?:at\s+)?(\d{1,2})(?:[:h.](\d{2}))?\s*(am|pm)?\s*[.!]*$/i;

/** The one task of `tasks` due at the time `said` calls wrong ("… not 19:00"); undefined unless exactly one is. */
export function dueAtTimeSaidWrong(said: string, tasks: readonly ShownTask[], options: PlanOptions): ShownTask | undefined {
  const wrong = NOT_AT.exec(said);
  if (!wrong) return undefined;
  const minute = Number(wrong[2] ?? 0);
  const hour = (Number(wrong[1]) % (wrong[3] ? 12 : 24)) + (wrong[3]?.toLowerCase() === 'pm' ? 12 : 0);
  // "not 7" said without am or pm is 7:00 or 19:00.
  const hours = wrong[3] || hour > 12 || hour === 0 ? [hour] : [hour, (hour % 12) + 12];
  const due = tasks.filter((task) => {
    if (!task.dueAt?.includes('T')) return false;
    const wall = wallTimeOf(new Date(task.dueAt), options.timeZone);
    return hours.includes(wall.hour) && wall.minute === minute;
  });
  return due.length === 1 ? due[0] : undefined;
}

/** Of the tasks a name found, the one due when the words say is wrong: at a time ("… not 19:00"), else on a day ("… not the 12th"). */
export function dueWhenSaidWrong(said: string, tasks: readonly ShownTask[], options: PlanOptions): ShownTask | undefined {
  return dueAtTimeSaidWrong(said, tasks, options) ?? dueOnDaySaidWrong(said, tasks, options);
}

/**
 * "gran's this sunday, make it 1300" beside "Visit gran in Paisley" (Sunday), "Phone ma about Sunday dinner" and "Ask
 * Shona to swap Sunday 19th shift": a name said with the day its task is on, whose day word is also a word of other
 * titles. Of the open tasks due on that day, the one that holds a word of the name without its day; undefined unless
 * exactly one does.
 */
export function namedOnDaySaid(name: string, tasks: readonly ShownTask[], options: PlanOptions): ShownTask | undefined {
  const said = normalizeText(name);
  const found = parseDueDate(said, options.now, options.timeZone);
  if (!found) return undefined;
  let rest = said;
  for (const span of [...found.spans].sort((a, b) => b.index - a.index)) rest = rest.slice(0, span.index) + ' ' + rest.slice(span.index + span.length);
  // A short name only, of one task: "everything today except the gym" names the others.
  if (rest.trim().split(/\s+/).length > 4 || /\b(?:except|but|apart|besides|other|not|no|all|everything|every|each|any|stuff|things|ones|tasks)\b/i.test(rest)) return undefined;
  const day = found.dueAt.slice(0, 10);
  const named = tasks.filter((task) => task.status !== 'completed' && dueDay(task, options.timeZone) === day && sharesAWord(rest, task.title));
  return named.length === 1 ? named[0] : undefined;
}
