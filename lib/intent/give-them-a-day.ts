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
