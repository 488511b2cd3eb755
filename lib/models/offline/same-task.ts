import { DAY_NAME } from '../../intent/day-names';
import type { ShownTask } from './read-prompt';

/** Words that say nothing about which task a title names. */
const STOP = new Set(['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their', 'to', 'for', 'of', 'on', 'in', 'at', 'and', 'with', 'about', 'task', 'thing', 'one', 'that', 'this']);

/** Verbs said either way ("call mam" is "Ring mam", "mail the form" is "Email the form"), as a title's first word. */
const SAME_VERB: Readonly<Record<string, string>> = { ring: 'call', phone: 'call', rang: 'call', mail: 'email', 'e-mail': 'email' };
export const termsOf = (text: string, verbs = false) =>
  text
    .toLowerCase()
    .replace(/'s\b/g, '')
    .replace(/^\s*(ring|phone|rang|mail|e-mail)\b/, (verb) => (verbs ? SAME_VERB[verb]! : verb))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => (word.length >= 2 || /\d/.test(word)) && !STOP.has(word));
/** How many words of a title say which task it is ("physio claim" two, "the claim" one). */
export const termCount = (title: string) => termsOf(title).length;
/** "change" and "changes", "license" and "licensed": the first four letters decide (three for short words). */
const stem = (word: string) => word.slice(0, Math.max(3, Math.min(word.length, 4)));
/**
 * Same stem, or the end of a compound ("site" in "website", "book" in "notebook": four letters or more, after three or more; "date" is not "update"),
 * or a bill for its paying ("internet bill" names "Pay PLDT internet").
 */
export const sameWord = (word: string, term: string) =>
  stem(word) === stem(term) || (term.length >= 4 && word.length >= term.length + 3 && word.endsWith(term)) || (term === 'bill' && word === 'pay');

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
  const found = tasksNamed(title, tasks, false);
  // "call mam" names "Ring mam": the other verb counts only where the title says most of the task
  // ("phone bill" is no "Call mom's insurance about the hospital bill").
  return found.length ? found : tasksNamed(title, tasks, true).filter((same) => same.whole);
}

/** A title that says it is the person's own: "my dentist appointment" (not "my mum's birthday", which names her). */
const MINE = /^\s*(?:my|our)\s(?!.*'s\b)/i;
/** Someone's, in a task's title: "Cian's dentist appointment" (not a day's: "Friday's standup"). */
const SOMEONES = new RegExp(String.raw`(?<![\p{L}'])(?!(?:yesterday|${DAY_NAME}|week|weekend|month|year|morning|evening|night)'s)\p{L}+'s(?![\p{L}'])`, 'iu');

function tasksNamed(title: string, tasks: readonly ShownTask[], verbs: boolean): SameTask[] {
  const terms = termsOf(title, verbs);
  if (!terms.length) return [];
  const mine = MINE.test(title);
  return tasks.flatMap((task) => {
    if (task.status === 'completed') return [];
    // "my dentist appointment" beside "Cian's dentist appointment": the person's own is another task than Cian's.
    if (mine && SOMEONES.test(task.title) && !MINE.test(task.title)) return [];
    const words = termsOf(task.title, verbs);
    if (!terms.every((term) => words.some((word) => sameWord(word, term)))) return [];
    const said = words.filter((word) => terms.some((term) => sameWord(word, term))).length;
    return [{ task, whole: said * 2 >= words.length }];
  });
}
