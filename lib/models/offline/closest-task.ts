import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import type { ShownTask } from './read-prompt';

/** Words that say nothing about which task: they never decide a match. */
const STOP = new Set(['the', 'a', 'an', 'my', 'to', 'for', 'of', 'on', 'in', 'at', 'it', 'is', 'and', 'with', 'about', 'task', 'thing', 'one', 'that', 'this']);

/** Short forms people type for words a title spells out ("dentist appt" for "Dentist appointment", "ml" for "machine learning"). */
const SHORT: Record<string, string | string[]> = {
  appt: 'appointment',
  appts: 'appointment',
  mtg: 'meeting',
  bday: 'birthday',
  msg: 'message',
  docs: 'documents',
  pics: 'photos',
  stats: 'statistics',
  ml: ['machine', 'learning'],
  // "mum's script": a prescription, in British and Australian speech.
  script: 'prescription',
  scripts: 'prescription',
  meds: ['prescription', 'medication'],
};
const fullWord = (term: string) => SHORT[term] ?? term;
/**
 * A word's stem, so that a name said with another form of a title's word still finds it ("the battery
 * charging" for "Charge batteries", "the restaurant booking" for "Book restaurant", "the CEU renewal"
 * for "Renew … CEUs"). The Porter stemmer (the `stemmer` package) rather than hand-written suffix rules.
 */
const stemOf = (term: string): string | string[] => {
  const full = fullWord(term);
  return Array.isArray(full) ? full.map((word) => stemmer(word)) : stemmer(full);
};

const termsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP.has(word));

/**
 * The one task a name with extra words means ("the plumber call" for "Call plumber about the
 * kitchen sink", "the electric bill finally" for "Pay electric bill"), when no title contains
 * the words as said. With `every`, for a removal, every word of the name must match. MiniSearch ranks the titles (any word, prefixes, small typos). A task is
 * chosen only when it matches at least half of the name's words and clearly beats the next one;
 * otherwise undefined, and the person is asked. Only what was said before a comma is the name
 * ("cancel the dentist, get rid of it").
 */
export function closestTask(name: string, tasks: readonly ShownTask[], { every = false, head = false }: { every?: boolean; head?: boolean } = {}): ShownTask | undefined {
  const terms = termsOf(name.split(/[,;]/)[0] ?? '');
  if (!terms.length || !tasks.length) return undefined;
  const index = new MiniSearch<ShownTask>({
    fields: ['title'],
    storeFields: [],
    processTerm: (term) => (STOP.has(term.toLowerCase()) ? null : stemOf(term.toLowerCase())),
    searchOptions: { prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 5 ? 0.2 : 0), combineWith: 'OR' },
  });
  index.addAll(tasks.map((task) => ({ ...task })));
  const [best, next] = index.search(terms.join(' '));
  if (!best) return undefined;
  const covered = new Set(best.queryTerms).size;
  // A removal is named by all of its words ("the priority on the slides" does not name the slides).
  if (covered * 2 < terms.length || (every && covered < terms.length)) return undefined;
  // A name whose last word (the thing it names) is only the title's first word (its verb) names another thing:
  // "the tax return" is not "Return library books".
  const chosen = tasks.find((task) => task.id === best.id);
  const verb = termsOf(chosen?.title ?? '')[0];
  const last = terms[terms.length - 1]!;
  const sameStem = (a: string, b: string) => [stemOf(a)].flat().some((stem) => [stemOf(b)].flat().includes(stem));
  if (covered === 1 && terms.length >= 2 && verb !== undefined && sameStem(last, verb) && best.terms.every((term) => [stemOf(verb)].flat().includes(term))) return undefined;
  // With `head`, for a change of fields: the last word of a two-word name is what it is (its head), so "the car
  // wash" is a wash, not "Sort car insurance". Unless the title says it after all, misspelt or run together
  // ("water the plnats", "hair cut"), or it says nothing of a thing ("the slides anymore", "the dentist's been").
  // (Done and skipped tasks are named more loosely: "the refund woman" is "Reply to Etsy customer about refund".)
  if (head && terms.length === 2 && covered < 2 && chosen && !best.queryTerms.includes(stemmer(last)) && !NOT_A_HEAD.test(last) && !saysWordOf(last, chosen.title))
    return undefined;
  if (next && next.score * 1.5 > best.score) return undefined;
  return chosen;
}

/** Whether every word of a name is a word of the title, perhaps misspelt ("denitst for ella" for "Dentist for Ella"). */
export function namesWithSlips(name: string, title: string): boolean {
  const terms = termsOf(name);
  return terms.length > 0 && terms.every((term) => saysWordOf(term, title));
}

/** Words said after a name that are no part of it. */
const NOT_A_HEAD = /^(?:been|anymore|now|again|too|either|needs|should|today|tomorrow|tonight|please|pls|thanks|thx|ones?|stuff|week|weekend|month|year)$/;

/** Whether a word of a name is a word of the title: the same start, one inside the other, or a slip of one or two letters. */
function saysWordOf(term: string, title: string): boolean {
  return termsOf(title).some(
    (word) =>
      stemmer(word) === stemmer(term) ||
      (term.length >= 3 && word.length >= 3 && (word.includes(term) || term.includes(word))) ||
      typoDistance(term, word) <= (Math.max(term.length, word.length) >= 6 ? 2 : 1),
  );
}

/** Edits between two words, a swap of two neighbouring letters counting as one (optimal string alignment). */
function typoDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}
