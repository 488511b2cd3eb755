/**
 * A reason after a change that names the day or time being left: "push the gutters to saturday, no chance i'm doing
 * it wednesday", "move yoga to thursday, can't do it monday", "swim at 7 instead, not doing it at 6", "the bins on
 * friday, no way am i doing them tonight". The day in it is the old one, refused, never the new value, so it is a
 * reason as any other (reason-after-comma.ts): the change is what was said before it.
 */
const REFUSED =
  /^(?:(?:(?:there'?s\s+)?(?:no|not a)\s+(?:chance|way)|no\s+(?:can\s+)?do)\s+(?:(?:i'?m|im|i\s+am|am|i|i\s+can|i'?ll|i\s+will)\s+)?|(?:i\s+)?(?:can'?t|cannot|won'?t|wont|not|not\s+gonna|ain'?t|(?:i'?m|im|i\s+am|am)\s+not)\s+)(?:\p{L}+ing|do|doing|manage|make|fit|face|get\s+to)\s+(?:it|that|this|them|those)\b/iu;

/** Whether words after a change refuse the old day or time ("no chance i'm doing it wednesday"). */
export function refusesOldDay(tail: string): boolean {
  return REFUSED.test(tail.trim());
}
