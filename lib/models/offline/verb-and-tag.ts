import { stemmer } from 'stemmer';
import type { ShownTask } from './read-prompt';

/** Words that say nothing about which task. */
const STOP = new Set(['the', 'a', 'an', 'my', 'our', 'to', 'for', 'of', 'on', 'in', 'at', 'and', 'with', 'already', 'finally', 'today', 'just', 'i', 'we']);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !STOP.has(word));

/**
 * "wormed the dog" for "Worm Biscuit" (tagged dog), "brushed the cat" for "Brush Mango" (tagged cat): a verb and
 * the kind of thing a task is tagged with, where the title names the pet or the thing by its own name. The one open
 * task whose title starts with that verb (its stem) and whose every other word said is a word of its title or one of
 * its tags; undefined when none or several are.
 */
export function taskByVerbAndTag(name: string, tasks: readonly ShownTask[]): ShownTask | undefined {
  const [verb, ...rest] = wordsOf(name);
  if (!verb || !rest.length) return undefined;
  const found = tasks.filter((task) => {
    if (task.status === 'completed' || !task.tags?.length) return false;
    const [first, ...others] = wordsOf(task.title);
    if (!first || stemmer(first) !== stemmer(verb)) return false;
    const known = new Set([...others, ...task.tags.map((tag) => tag.toLowerCase())].map((word) => stemmer(word)));
    // One word at least names the task by a tag: otherwise the title alone is the closest-task search's to find.
    return rest.every((word) => known.has(stemmer(word))) && rest.some((word) => task.tags!.some((tag) => stemmer(tag.toLowerCase()) === stemmer(word)));
  });
  return found.length === 1 ? found[0] : undefined;
}
