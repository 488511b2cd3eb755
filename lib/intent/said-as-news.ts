/**
 * Words said about a task rather than a task to add: the task named first, then news about it. Each returns the
 * name, so the caller can look the task up; undefined when the words are not that shape.
 */

/** "last night", "yesterday", "this morning": a time already gone. */
const GONE = /\b(?:last night|last nite|yesterday|this morning|earlier today|earlier|last week|over the weekend|on the weekend)\b/i;

/** What comes after the news and says it is not done yet: a day ahead, a deadline. */
const AHEAD = /\b(?:for|by|until|till|next|tomorrow|tmrw|tonight|at \d|on (?:mon|tue|wed|thu|fri|sat|sun)\w*)\b/i;

/**
 * "the march statements went out last night", "lasagna's made and in the fridge", "invoices were sent yesterday":
 * a task's name, then that it is done (a past form after "is", "are", "was", "were", "got", "went out").
 * `gone` when a time already gone is said: such words are never a task due then.
 */
export function doneAsNews(text: string): { name: string; gone: boolean } | undefined {
  const said =
    /^(.+?)\s+(?:went\s+(?:out|in|off)|(?:is|are|was|were|got|have been|has been|'s|'re)\s+(?:all\s+|now\s+)?(?:done|finished|sorted|handled|out|in|off|\w+ed|made|sent|paid|bought|built|taken|written))\b(.*)$/i.exec(
      text.trim().replace(/[.!\s]+$/, ''),
    );
  if (!said) return undefined;
  const [, name, rest] = said;
  if (AHEAD.test(rest!) || /^(?:i|we|you|he|she|they|it|that|this|there)$/i.test(name!.trim())) return undefined;
  return { name: name!.replace(/^(?:the|my|our)\s+/i, ''), gone: GONE.test(rest!) };
}

/**
 * "the lasagna needs to be done friday", "superstore run tonight": a task's name, then words of when it is
 * due ("needs to be done", "has to be ready") or the errand it is ("run", "trip"). `must` when only a task
 * already there can be meant ("needs to be done" is never a title of its own).
 */
export function nameBeforeDue(title: string): { name: string; must: boolean } | undefined {
  const due = /^(?:the\s+|my\s+|our\s+)?(.+?)\s+(?:needs?|has|have)\s+to\s+be\s+(?:done|finished|ready|sorted|in|out|sent|paid|made)$/i.exec(title.trim());
  if (due) return { name: due[1]!, must: true };
  const errand = /^(?:the\s+)?(.+?)\s+(?:run|trip|shop|shopping)$/i.exec(title.trim());
  return errand ? { name: errand[1]!, must: false } : undefined;
}
