import { stemmer } from 'stemmer';

/** Words that say nothing about which task: a query's other words decide. */
const STOP = new Set(['the', 'a', 'an', 'my', 'to', 'for', 'of', 'on', 'in', 'at', 'and', 'with', 'about']);

/** Below this many letters a query word is matched as written: a stem of "bus" or "gas" says nothing. */
const STEM_MIN = 4;

/** Words ending in -s that are not plurals of the word the stemmer leaves ("news" is not many "new"s). */
const NOT_PLURAL = new Set(['news', 'means', 'goods', 'clothes', 'thanks', 'series', 'species', 'physics', 'politics', 'maths', 'lens', 'always', 'perhaps']);

/**
 * The endings that only inflect a word (plural, past, -ing), so a stem match never crosses to a
 * different word that the Porter stemmer happens to fold together ("university" and "universe",
 * "organization" and "organ", "general" and "generous").
 */
const INFLECTION = /^(?:s|es|ed|d|ing|ings|e)?$/;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether `word` is `stem` plus an inflection: "running" is "run"+"ing" (doubled n), "tidying" is "tidi"→"tidy"+"ing", "baking" is "bake"→"bak"+"ing". */
function inflects(word: string, stem: string): boolean {
  for (const base of new Set([stem, stem.replace(/i$/, 'y'), stem.replace(/e$/, '')])) {
    if (!base || !word.startsWith(base)) continue;
    let tail = word.slice(base.length);
    if (tail.length > 1 && tail[0] === base.at(-1)) tail = tail.slice(1);
    if (INFLECTION.test(tail)) return true;
  }
  return false;
}

/** A word's stem when it is only inflected (its stem plus an ending); otherwise the word itself. */
function stemOf(word: string): string {
  if (word.length < STEM_MIN || NOT_PLURAL.has(word)) return word;
  const stem = stemmer(word);
  return stem.length >= 3 && inflects(word, stem) ? stem : word;
}

/**
 * Whether a task's text holds every word of a query in some form of it: "cooking" finds "Cook dinner
 * for mum", "plumbers" finds "Call the plumber", "running" finds "Go for a run" (Porter stems, only
 * across inflections; "running" never finds "Prune the roses"). Words shorter than four letters must
 * be there as written. Undefined when the query has no word to match this way.
 */
export function stemMatcher(query: string): ((text: string) => boolean) | undefined {
  const wanted = [
    ...new Set(
      wordsOf(query)
        .filter((word) => !STOP.has(word))
        .map(stemOf),
    ),
  ];
  if (!wanted.length) return undefined;
  // A word stems to `stem` only when it starts with one of these, so a text without them is skipped
  // before it is split and stemmed (the Tasks search runs this over every row).
  const starts = wanted.map((stem) => [...new Set([stem, stem.replace(/i$/, 'y'), stem.replace(/e$/, '')])].filter(Boolean));
  const holds = (text: string) => {
    if (!starts.every((bases) => bases.some((base) => text.includes(base)))) return false;
    const have = new Set(wordsOf(text).map(stemOf));
    return wanted.every((stem) => have.has(stem));
  };
  // "pagibig" finds "Pag-IBIG", "checkin" finds "check-in": a word said without its hyphen.
  return (text) => holds(text) || (text.includes('-') && holds(text.replace(/(?<=\p{L})-(?=\p{L})/gu, '')));
}
