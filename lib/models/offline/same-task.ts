import type { ShownTask } from './read-prompt';

/** Words that say nothing about which task a title names. */
const STOP = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'to', 'for', 'of', 'on', 'in', 'at', 'and', 'with', 'about', 'task', 'thing', 'one', 'that', 'this']);

const termsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/'s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => (word.length >= 2 || /\d/.test(word)) && !STOP.has(word));
/** "change" and "changes", "license" and "licensed": the first four letters decide (three for short words). */
const stem = (word: string) => word.slice(0, Math.max(3, Math.min(word.length, 4)));
/** Same stem, or the end of a compound ("site" in "website", "book" in "notebook": four letters or more, after three or more; "date" is not "update"). */
const sameWord = (word: string, term: string) => stem(word) === stem(term) || (term.length >= 4 && word.length >= term.length + 3 && word.endsWith(term));

export interface SameTask {
  task: ShownTask;
  /** The title says most of the task's name ("oil change" for "Truck oil change"), not just some of its words. */
  whole: boolean;
}

/**
 * The pending tasks a new title names already: every word of the title is a word of the task's
 * title ("restock fittings" names "Restock PEX fittings and shutoff valves"). `whole` when the
 * title also says at least half of the task's own words, so it is that task and not a new one
 * that shares a word or two ("call mom" and "Call mom's insurance about the hospital bill" share
 * two of five). An add that names a task already there is a change of it, or a question: never
 * a second task of the same name.
 */
export function sameTasks(title: string, tasks: readonly ShownTask[]): SameTask[] {
  const terms = termsOf(title);
  if (!terms.length) return [];
  return tasks.flatMap((task) => {
    if (task.status === 'completed') return [];
    const words = termsOf(task.title);
    if (!terms.every((term) => words.some((word) => sameWord(word, term)))) return [];
    const said = words.filter((word) => terms.some((term) => sameWord(word, term))).length;
    return [{ task, whole: said * 2 >= words.length }];
  });
}
