import type { ShownTask } from './read-prompt';

/**
 * "PT moved to 2:15" for "Physical therapy for knee", "OT's at 11 now" for "Occupational therapy": a name typed as
 * capitals, the first letters of the words the title names its thing with. Only capitals typed as such count ("pt"
 * may be a word), and only a run of title words that ends the title or comes before a linking word ("for", "with",
 * …): that run is what the task is ("Plan Tucson trip" is a plan for a trip, not "PT").
 */
const LINKING = new Set(['for', 'with', 'at', 'on', 'in', 'to', 'about', 'from', 'of', 'and', '-', '–']);

/** The capitals the person typed for the name, when the name is only those (2 to 4 letters), or undefined. */
export function initialsSaid(query: string, text: string): string | undefined {
  const letters = query.trim();
  if (!/^[a-z]{2,4}$/i.test(letters)) return undefined;
  const typed = new RegExp(String.raw`(?:^|[^\p{L}])${letters.toUpperCase()}(?:'s)?(?![\p{L}])`, 'u');
  return typed.test(text) ? letters.toUpperCase() : undefined;
}

/** Whether a title holds the letters as a word of its own ("Anika school PTM" holds "PTM"). */
export function holdsAsWord(title: string, letters: string): boolean {
  return title.split(/[^\p{L}\p{N}]+/u).some((word) => word.toUpperCase() === letters);
}

/** The pending tasks whose title holds the letters as a word, or names its thing with words that start with them. */
export function tasksByInitials(letters: string, tasks: readonly ShownTask[]): ShownTask[] {
  return tasks.filter((task) => {
    if (task.status === 'completed') return false;
    if (holdsAsWord(task.title, letters)) return true;
    const words = task.title.split(/\s+/).filter(Boolean);
    return words.some((_, start) => {
      const run = words.slice(start, start + letters.length);
      const after = words[start + letters.length];
      return run.length === letters.length && run.every((word, index) => word[0]?.toUpperCase() === letters[index]) && (after === undefined || LINKING.has(after.toLowerCase()));
    });
  });
}
