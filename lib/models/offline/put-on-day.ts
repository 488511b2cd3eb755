import { stemmer } from 'stemmer';
import { parseIntent } from '../../intent';
import { putOnDayWithoutWhen } from '../../intent/when-clause';
import type { PlanOptions } from './plan';
import type { ShownTask } from './read-prompt';
import { closestTask } from './closest-task';

/**
 * "put the fridge clean on sat" beside "Clean out the fridge", "put touch fees on friday" beside "Pay touch fees": a
 * task said in other words, put on a day. The parser asks about these ("put the heating on tomorrow" may be a
 * task to add); with the list read, a name that says the whole of one pending task (its words in any order, its
 * first word, the verb, may be left out) moves that task. Anything less stays the question.
 */
const PUT_ON =
  /^(?:(?:(?:can|could|would|will) (?:you|u)|please|pls)\s+(?:please\s+|pls\s+|just\s+)?)?(?:put|stick|slot|pencil)\s+(?:in\s+)?((?:(?:the|my)\s+)?[^,;:]{2,60}?)\s+(?:on|for|at)\s+(.{2,30}?)[\s.!]*$/i;

/** Words that name nothing: articles, and the particles of a verb ("clean out", "sort out"). */
const NOT_A_NAME = new Set(['the', 'a', 'an', 'my', 'our', 'to', 'of', 'for', 'on', 'in', 'at', 'out', 'up', 'off', 'down', 'away', 'and', 'with', 'about']);
const stemsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !NOT_A_NAME.has(word))
    .map((word) => stemmer(word));

/** The words "put … on <day>" said, when the message is said so. */
export function putOnDaySaid(text: string): { name: string; day: string } | undefined {
  // "put the X on tuesday when I volunteer": the clause after the day says when, and is left out.
  const said = PUT_ON.exec(putOnDayWithoutWhen(text) ?? text.trim());
  return said ? { name: said[1]!, day: said[2]! } : undefined;
}

/** Whether a name of two words or more says the whole title: each of its words is the title's, and each of the title's but its verb is said. */
function namesWholeTitle(name: string, title: string): boolean {
  const said = stemsOf(name);
  const words = stemsOf(title);
  if (said.length < 2 || !said.every((stem) => words.includes(stem))) return false;
  return words.every((stem, index) => said.includes(stem) || (index === 0 && said.length === words.length - 1));
}

/**
 * The one pending task the "put … on <day>" names whole, and the change to it; undefined when none or several do. A name
 * said with "the" or "my" ("put the insurance call at 9am thursday") names a task there: the one it clearly names, as a
 * move would find it (closest-task.ts). A time without a day keeps the task's day (`keepDay`).
 */
export function taskPutOnDay(text: string, tasks: readonly ShownTask[], options: PlanOptions): { task: ShownTask; dueAt: string; keepDay?: true } | undefined {
  const said = putOnDaySaid(text);
  if (!said) return undefined;
  const pending = tasks.filter((task) => task.status !== 'completed');
  const named = pending.filter((task) => namesWholeTitle(said.name, task.title));
  // Two words at least, each found ("put the sign on sat" names too little of "Sign the lease" to move it).
  const closest =
    named.length === 0 && /^(?:the|my)\s/i.test(said.name) && stemsOf(said.name).length >= 2 ? closestTask(said.name, pending, { head: true, every: true }) : undefined;
  const task = named.length === 1 ? named[0]! : closest;
  if (!task) return undefined;
  const moved = parseIntent(`move #${task.id} to ${said.day}`, options);
  if (moved.kind !== 'update' || Object.keys(moved.changes).join() !== 'dueAt' || !moved.changes.dueAt) return undefined;
  return { task, dueAt: moved.changes.dueAt, ...(moved.keepDay ? { keepDay: true as const } : {}) };
}
