/**
 * "put the return library books on tuesday when i volunteer", "… on friday after we get back": a clause that says when
 * (a subject and what they do), said after the day. It is neither the task's name nor its day.
 */
const PUT_ON_DAY_WHEN =
  /^((?:put|stick|slot|pencil)\s+.{2,60}?\s+(?:on|for)\s+\S.{0,30}?)\s+(?:when|while|whilst|once|after|before|whenever)\s+(?:i|we|i'?m|im|we'?re|were|i'?ll|we'?ll)\s+\S.*$/i;

/** "put X on <day>" without the when-clause said after it, or undefined when none is. */
export function putOnDayWithoutWhen(text: string): string | undefined {
  return PUT_ON_DAY_WHEN.exec(text.trim())?.[1];
}
