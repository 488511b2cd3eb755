import type { ShownTask } from './read-prompt';

/**
 * How a topic a person asks about reaches their tasks, in one place: "anything for the lisbon trip?", "which bills",
 * "sss philhealth pagibig stuff", "all the recital stuff". Each word of the topic reaches a task by a word of its title
 * (any ending: "invoices" and "Invoice", "pagibig" and "Pag-IBIG") or by one of its tags, said in the singular or the
 * plural ("bill" and #bills), or written without its vowels ("plcmt" and #placement). Then:
 * - the tasks every word reaches, when some are;
 * - else the tasks the most words reach together, when that is two or more ("credit card payments": the card bills);
 * - else, several names listed ("sss philhealth pagibig", each reaching its own tasks, none reaching all): any of them;
 * - else, the words that reach nothing ("trip") are left out and the others decide.
 * A topic said as a group ("stuff", "trip", "all the …") whose tasks all share one tag of an occasion (a trip, a wedding,
 * a move) stands for that occasion: every task with the tag ("japan" finds the visa task, tagged #travel, and so the
 * hotel and the yen tagged #travel too). A tag for a part of life (#work, #home, #family) is never widened to.
 */

const STOP = /^(?:the|a|an|my|our|to|for|of|and|or|on|in|at|with|about|re|any|all|stuff|things?|tasks?|todos?|items?|ones?|jobs?|bits|related|pending|still|open|left|n)$/;

/** Tags that name one occasion, so a task under one stands for the whole occasion. */
const OCCASION =
  /^(?:travel|trips?|vacation|holidays?|wedding|party|move|moving|relocation|conference|birthday|christmas|xmas|reunion|event|renovation|reno|launch|festival|camp|retreat|graduation|baby|shower)$/;

/** The words of the topic that choose tasks. */
export function topicTerms(topic: string): string[] {
  const terms = topic
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP.test(word));
  // "the fishing trip", "the japan trip": the trip is the occasion the other words name.
  const named = terms.filter((word) => !/^trips?$/.test(word));
  return named.length ? named : terms;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A word and an inflection of it: the same first letters, and what is left only an ending ("invoice", "invoices"). */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < 3) return false;
  const base = short.length >= 5 ? short.replace(/(?:e|y|s)$/, '') : short;
  return long.startsWith(base) && /^(?:|s|es|ies|e|ed|d|ing|y)$/.test(long.slice(base.length));
}

/**
 * A word written without its vowels ("plcmt" for placement, "mtg" for meeting, "hmwk" for homework): three letters or
 * more, no vowel after the first, each letter in the word in order, starting and ending as it does (or before its "e").
 */
function abbreviates(short: string, word: string): boolean {
  // "insrnc" for insurance: a silent "e" at the end goes too.
  const whole = short.at(-1) === word.at(-1) ? word : word.replace(/e$/, '');
  if (short.length < 3 || whole.length <= short.length || /[aeiou]/.test(short.slice(1)) || short[0] !== whole[0] || short.at(-1) !== whole.at(-1)) return false;
  let at = 0;
  for (const letter of whole) if (letter === short[at]) at += 1;
  return at === short.length;
}

/** Whether one word of a topic reaches a task: a title word (two said as one: "pagibig"), or a tag, or either without its vowels. */
export function termReaches(term: string, task: ShownTask): boolean {
  const title = wordsOf(task.title);
  const joined = title.slice(1).map((word, index) => `${title[index]}${word}`);
  const tags = (task.tags ?? []).map((tag) => tag.toLowerCase().replace(/^#/, ''));
  if ([...title, ...joined].some((word) => sameWord(word, term))) return true;
  return tags.some((tag) => sameWord(tag, term)) || [...title, ...tags].some((word) => abbreviates(term, word));
}

export interface TopicOptions {
  /** Said as a group ("stuff", "trip", "all the …"): an occasion's tag stands for it. */
  group?: boolean;
  /** Names listed may each reach their own tasks (a question may; a change only when each names one task). */
  listed?: 'any' | 'one-each';
}

/** The tasks a topic is about, or undefined when its words reach none. */
export function tasksOnTopic(topic: string, tasks: readonly ShownTask[], { group = false, listed = 'any' }: TopicOptions = {}): ShownTask[] | undefined {
  const terms = topicTerms(topic);
  if (!terms.length) return undefined;
  const reach = terms.map((term) => tasks.filter((task) => termReaches(term, task)));
  const all = tasks.filter((task) => terms.every((term) => termReaches(term, task)));
  let found: ShownTask[] = all;
  // "credit card payments": the tasks most of the words reach together ("credit card"), not one word's alone ("payment module").
  const reachedBy = (task: ShownTask) => reach.filter((tasksOf) => tasksOf.includes(task)).length;
  const most = Math.max(0, ...tasks.map(reachedBy));
  if (!found.length && most >= 2) found = tasks.filter((task) => reachedBy(task) === most);
  if (!found.length && terms.length >= 2 && reach.every((tasksOf) => tasksOf.length > 0)) {
    const oneEach = reach.every((tasksOf) => tasksOf.length === 1);
    if (listed === 'any' || oneEach) found = tasks.filter((task) => reach.some((tasksOf) => tasksOf.includes(task)));
  }
  if (!found.length) {
    const known = terms.filter((_, index) => reach[index]!.length > 0);
    if (known.length && known.length < terms.length) found = tasks.filter((task) => known.every((term) => termReaches(term, task)));
  }
  if (!found.length) return undefined;
  return group ? widenedToOccasion(found, terms, tasks) : found;
}

/** The tasks of the one occasion tag all the found tasks share, when the topic does not already name a tag. */
function widenedToOccasion(found: ShownTask[], terms: readonly string[], tasks: readonly ShownTask[]): ShownTask[] {
  const tagsOf = (task: ShownTask) => (task.tags ?? []).map((tag) => tag.toLowerCase().replace(/^#/, ''));
  const shared = tagsOf(found[0]!).filter((tag) => OCCASION.test(tag) && found.every((task) => tagsOf(task).includes(tag)));
  if (shared.length !== 1 || terms.some((term) => sameWord(term, shared[0]!))) return found;
  const tag = shared[0]!;
  return tasks.filter((task) => found.includes(task) || tagsOf(task).includes(tag));
}

/** "stuff", "trip", "all the …": a topic said as a group of tasks. */
export function saidAsGroup(text: string): boolean {
  return /\b(?:stuff|things|trip|all|everything|related|prep)\b/i.test(text);
}
