/**
 * A task's new day said as news rather than asked for, which reads as the move it is:
 * - "the bookkeeper wants the VAT figures by friday not monday", "Aoife needs the costume for tuesday instead of
 *   thursday": someone wants the thing by a day, said as a correction (the old day after "not"), so the task for that
 *   thing moves ("move the VAT figures to friday"). Without the old day it may be a new task, and is left to the adds.
 * - "the Hendersons' quote is due earlier, the 12th", "the tiling's due later now - the 20th": due earlier or later, then
 *   the day ("the Hendersons' quote is due the 12th").
 * Each gives the words of the plain request, or undefined.
 */
const SOMEONE_WANTS =
  /^(?:\p{L}[\p{L}'’.-]*\s+){1,3}?(?:wants|needs|is asking for|asked for|expects|is expecting)\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+|our\s+)?(.{2,60}?)\s+(?:by|on|for|before)\s+(.{2,30}?)\s+(?:not|instead of|rather than)\s+\S.{0,30}$/iu;
const DUE_EARLIER =
  /^(.{2,60}?)(?:\s+(?:is|are)|['’]s|['’]re)\s+(?:now\s+)?due\s+(?:earlier|sooner|later|before(?:hand)?)(?:\s+now)?\s*(?:[,;:]|\s[-–—])\s*(?:on\s+|by\s+)?(.{2,30}?)[\s.!]*$/i;

/** The move the news says, as a request to read, or undefined. */
export function newDaySaid(body: string): string | undefined {
  const wants = SOMEONE_WANTS.exec(body.trim());
  if (wants) return `move the ${wants[1]!.trim()} to ${wants[2]!.trim()}`;
  const due = DUE_EARLIER.exec(body.trim());
  return due ? `${due[1]!.trim()} is due ${due[2]!.trim()}` : undefined;
}
