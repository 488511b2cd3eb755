/**
 * "cancel car particulars, not needed till next year", "scrap the gutter job - no need for it until spring": a removal,
 * then why (the task is not wanted before then). The day after "till" says how long it is not needed, never a due date
 * of a task to add; the request is the words before the reason.
 */
const NOT_NEEDED_UNTIL =
  /^((?:cancel|scrap|drop|delete|remove|bin|ditch|axe|kill)\s+.{2,60}?)[\s,;.–—-]+(?:(?:it'?s|its|it is|that'?s|won'?t|wont|will not)\s+)?(?:be\s+)?(?:not\s+(?:needed|required|necessary)|no\s+need(?:\s+for\s+(?:it|them|that))?|(?:don'?t|dont|do not|won'?t|wont)\s+need\s+(?:it|them|that))\s+(?:till|til|until|before)\s+\S.*$/i;

/** The removal said before a "not needed till <when>" reason, or undefined. */
export function removalBeforeNotNeeded(text: string): string | undefined {
  return NOT_NEEDED_UNTIL.exec(text.trim())?.[1];
}
