/**
 * "undo that", "put it back", "revert the last change", "take that back":
 * asking to reverse the assistant's last change. The whole message must be
 * the request (after politeness is stripped), so a task such as "revert the
 * database migration" or "put the bins back out" is never taken for one.
 */
const THAT = String.raw`(?:it|that|this|them|that one|this one|what you (?:just )?did|the last thing you did|your last change)`;
const LAST = String.raw`(?:(?:the|my|your|that) )?(?:(?:very )?(?:last|latest|previous|most recent) )?(?:change|action|edit|step|delete|deletion|rename|completion|update)`;
const LAST_ONE = String.raw`(?:the )?(?:last|latest|previous) one`;
const OOPS = String.raw`(?:(?:oops|whoops|oh no|ugh|no wait|wait|sorry|my bad|my mistake)[\s,!.]+)?`;

const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`^${OOPS}(?:undo|revert|reverse|roll ?back|undelete|restore)(?: (?:${THAT}|${LAST}|${LAST_ONE}))?(?: (?:please|again))?$`, 'i'),
  new RegExp(String.raw`^${OOPS}(?:put|bring|get|set|change|turn) (?:it|that|this|them) back(?: (?:again|the way it was|as it was|how it was|to how it was))?$`, 'i'),
  new RegExp(String.raw`^${OOPS}(?:put|bring) (?:the (?:deleted )?task|my task) back$|^${OOPS}bring back (?:the (?:deleted )?task|my task)$`, 'i'),
  new RegExp(String.raw`^${OOPS}take (?:it|that|this) back$`, 'i'),
];

export function matchUndo(text: string): boolean {
  const words = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return PATTERNS.some((pattern) => pattern.test(words));
}
