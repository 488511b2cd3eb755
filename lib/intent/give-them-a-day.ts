/**
 * "everything with no date, give it 20/12", "all the undated stuff - give them friday", "the vet: give it the 9th":
 * the tasks named first, then a day given to them as one would give a date. Read as the move it is
 * ("move everything with no date to 20/12"), so the tasks are found the way a move finds them.
 */
const GIVE_THEM_A_DAY =
  /^(.{3,80}?)\s*(?:[,;:]|\s[-–—])\s*give\s+(?:it|them|those|these|em|'em)(?:\s+all)?\s+(?:(?:a|the)\s+(?:new\s+)?(?:date|day|due date|deadline)\s+(?:of\s+)?)?(?:(?:for|on)\s+)?(.{2,30}?)[\s.!]*$/i;

/** The move the words say, as a request to read ("move X to Y"), or undefined when they are not said so. */
export function giveThemADay(body: string): string | undefined {
  const said = GIVE_THEM_A_DAY.exec(body.trim());
  if (!said) return undefined;
  return `move ${said[1]!.trim()} to ${said[2]!.trim()}`;
}

/**
 * "the library books: give me 3 more days", "the quote - i need another week", "tax return, two extra days please": more
 * time asked for a task named first, read as the shift it is ("push X back 3 days").
 */
const MORE_TIME =
  /^(.{3,80}?)\s*(?:[,;:]|\s[-–—])\s*(?:(?:give\s+(?:me|us|it|them)|i(?:'ll)?\s+need|need|i\s+want|let'?s\s+(?:give\s+it|have))\s+)?(?:(?:an?other|one more)\s+(\w+\s+)?|(\w+)\s+(?:more|extra)\s+)(days?|weeks?)(?:\s+(?:please|pls|on it|for it))?[\s.!]*$/i;

/** The shift more time says, as a request to read ("push X back 3 days"), or undefined. */
export function moreTimeFor(body: string): string | undefined {
  const said = MORE_TIME.exec(body.trim());
  if (!said) return undefined;
  // "give me 2 more days" reaches here as "give me to more days" (normalize-text.ts reads "me 2" as "me to").
  const count = (said[2] ?? said[3] ?? '').trim().replace(/^(?:to|too)$/i, '2') || 'a';
  return `push ${said[1]!.trim()} back ${count} ${said[4]!}`;
}
