import type { ShownTask } from './read-prompt';

/** Words that start what a title says about its thing ("Halloween party at Jess's", "Buy costume stuff for the party"). */
export const PREPOSITION = /^(?:at|for|with|to|from|about|on|in|of|by|before|after|re|into|around|near)$/;
/** A title that starts with what to do is a thing to do, not the thing itself ("Pick up Leo", "Book club" too: asked). */
export const DOING =
  /^(?:buy|get|pick|take|call|ring|phone|email|text|send|pay|book|order|return|fix|clean|make|write|read|finish|submit|renew|check|drop|bring|visit|see|meet|prep|prepare|plan|schedule|cancel|post|reply|move|grade|update|register|log|feed|water|wash|print|sign|file|do|go)$/;
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The same word, or one the plural of the other ("party", "parties" no: only an added "s" or "es"). Not a stem: "grading" is not "grades". */
const sameWord = (a: string, b: string) => a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;

/**
 * Of several tasks a name finds, the one that IS the thing named: "the party" is "Halloween party at Jess's" (its
 * words before the first preposition end with "party"), not "Buy costume stuff for Halloween party" (the party
 * there is only what the stuff is for). Undefined unless exactly one title's head is the name's last word.
 */
export function taskThatIs(name: string, tasks: readonly ShownTask[]): ShownTask | undefined {
  const said = wordsOf(name).filter((word) => !/^(?:the|my|a|an|this|that)$/.test(word));
  const last = said[said.length - 1];
  if (!last) return undefined;
  const parts = (title: string) => {
    const words = wordsOf(title);
    const end = words.findIndex((word) => PREPOSITION.test(word));
    return end === -1 ? { head: words, rest: [] } : { head: words.slice(0, end), rest: words.slice(end) };
  };
  const heads = tasks.filter((task) => {
    const { head } = parts(task.title);
    const tail = head[head.length - 1];
    return tail !== undefined && !DOING.test(head[0]!) && sameWord(tail, last) && said.every((word) => head.some((other) => sameWord(other, word)));
  });
  // Every other task says the thing only after a preposition: what it is for, where, about whom.
  const others = tasks.filter((task) => task !== heads[0]);
  const besides = others.every((task) => {
    const { head, rest } = parts(task.title);
    return !head.some((word) => sameWord(word, last)) && rest.some((word) => sameWord(word, last));
  });
  return heads.length === 1 && besides ? heads[0] : undefined;
}
