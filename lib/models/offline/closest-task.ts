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
export function closestTask(name: string, tasks: readonly ShownTask[], { every = false }: { every?: boolean } = {}): ShownTask | undefined {
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
  const head = terms[terms.length - 1]!;
  const sameStem = (a: string, b: string) => [stemOf(a)].flat().some((stem) => [stemOf(b)].flat().includes(stem));
  if (covered === 1 && terms.length >= 2 && verb !== undefined && sameStem(head, verb) && best.terms.every((term) => [stemOf(verb)].flat().includes(term))) return undefined;
  if (next && next.score * 1.5 > best.score) return undefined;
  return chosen;
}
