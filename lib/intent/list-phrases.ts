/**
 * The many ways people name their list ("my todo list", "my list of things
 * to do", "the chore list"), as a regex source to embed in other patterns.
 */
const LIST_KIND = String.raw`(?:todo|task|chore|reminder|errand|agenda|shopping|grocery|domestic|big project|spring cleaning|current|running|pending|need to do|housework|to|work|home|personal|office|school|family|packing|weekend|daily|weekly|gift|wish|bucket|project|holiday|christmas)\s+`;
const LIST_NOUN = String.raw`(?:list|lists|todos|todo|tasks|reminders|agenda|chores)`;
const LIST_OF = String.raw`(?:\s+of\s+(?:things|tasks|chores|stuff|items|pending tasks|reminders|housework|shit|todos)(?:\s+(?:to do|i need to do|i have to do|to complete|to accomplish|to get done|to remember))?)?`;

export const LIST_PHRASE = String.raw`(?:(?:my|the|our)\s+)?(?:${LIST_KIND})*${LIST_NOUN}(?:\s+to do)?${LIST_OF}`;

/** " to my todo list", " off of the list of things to do", at the end of a text. */
export const LIST_SUFFIX = new RegExp(
  String.raw`[\s,]*(?:\bdown\s+)?\b(?:to|on|onto|in|into|for|from|off(?: of)?|of|under)\s+${LIST_PHRASE}(?:\s+(?:for me|today|right now|currently|please))*\s*$`,
  'i',
);

/**
 * " on it", " for me" and similar leftovers. Not a bare " off": it ends titles
 * ("request time off", "log off", "drop the keys off"); a target strips it itself.
 */
export const DANGLING_SUFFIX = /[\s,]+(?:on it|from it|for me|please|thanks|thank you|now|right now)$/i;

export function stripListSuffix(text: string): string {
  let previous;
  let current = text;
  do {
    previous = current;
    current = current.replace(LIST_SUFFIX, '').replace(DANGLING_SUFFIX, '');
  } while (current !== previous);
  return current;
}
