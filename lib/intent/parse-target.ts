import type { Target } from './intent-schema';
import { stripListSuffix } from './list-phrases';

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  last: -1,
  'last one': -1,
};

const ID = /^(?:(?:task|todo|item|number|no\.?|id|#)\s*)+#?\s*0*([1-9]\d{0,8})(?:\s+(?:task|todo|item))?$|^#?0*([1-9]\d{0,8})$/i;
const ORDINAL =
  /^(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|(\d{1,3})(?:st|nd|rd|th))(?:\s+(?:one|task|todo|item|thing|entry))?(?:\s+(?:on|in|from)\s+(?:the|that|my)\s+list)?$/i;

/** Words around a task's name that are not part of it: "the", "task", "my ... list". */
function queryOf(text: string): string {
  let query = stripListSuffix(text.trim());
  let previous;
  do {
    previous = query;
    query = query
      .replace(/^(?:the|my|our|that|this|a|an|any|one|task|todo|item|reminder|called|named|to|for|about)\s+/i, '')
      .replace(/\s+(?:task|todo|item|reminder|one|entry|thing|off)$/i, '')
      .replace(/^["'`]+|["'`]+$/g, '')
      .replace(/^[\s,:;-]+|[\s,:;-]+$/g, '')
      .trim();
  } while (query !== previous);
  return query;
}

/** "it", "that one": which task they mean is not in the words. */
const PRONOUN = /^(?:it|that|this|them|those|these|that one|this one)$/i;

/** The task a fragment names, or undefined when it names none. */
export function parseTarget(fragment: string): Target | undefined {
  const text = fragment.trim().replace(/[.!?]+$/, '');
  const id = ID.exec(text);
  if (id) return { id: Number(id[1] ?? id[2]) };
  const ordinal = ORDINAL.exec(text);
  if (ordinal) {
    const word = ordinal[1]!.toLowerCase();
    return { ordinal: ordinal[2] ? Number(ordinal[2]) : ORDINALS[word]! };
  }
  const embeddedId = /(?:^|\s)(?:task\s*#?|#)0*([1-9]\d{0,8})\b/i.exec(text);
  if (embeddedId) return { id: Number(embeddedId[1]) };
  if (PRONOUN.test(text)) return undefined;
  const query = queryOf(text);
  return query && !PRONOUN.test(query) ? { query: query.toLowerCase() } : undefined;
}

/** "everything", "all items", "my todo list": requests for the whole list at once. */
export function isWholeList(fragment: string): boolean {
  const text = fragment
    .trim()
    .toLowerCase()
    .replace(/^(?:all\s+)?(?:of\s+)?(?:the\s+)?(?:items|tasks|things|todos|entries)\s+(?=on|in|from|off)/, '');
  if (/^(?:everything|all|all of it|all of them|all items|all the items|all tasks|all my tasks|all todos|the list|the whole list|it all|every(?:thing| item| task))\b/.test(text))
    return true;
  return (
    stripListSuffix(` on ${text.replace(/^(?:on|in|from|off(?: of)?)\s+/, '')}`).trim() === '' ||
    /^(?:my|the|our)\s+(?:whole |entire |current )?(?:todo |task |chore |reminder |agenda )?(?:list|todos|agenda|tasks)$/.test(text)
  );
}
