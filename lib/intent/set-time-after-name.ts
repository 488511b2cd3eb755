/**
 * "ajo transfer, set time 12 noon", "boiler service - change the time to 2pm": a task named, then its new time. The
 * words before the comma name the task, never a title of a task to add; the time moves that task (its day kept).
 */
const SET_TIME_AFTER_NAME =
  /^(.{3,60}?)\s*[,;:–—-]\s*(?:(?:pls|please)\s+)?(?:set|change|make|put|move)\s+(?:the\s+|its\s+|it'?s\s+)?time\s+(?:to\s+|at\s+|as\s+|for\s+)?(\d.{0,20}?|noon|midday)[\s.!]*$/i;

/** The task's name and the time said, when the message is "<name>, set time <time>". */
export function timeSetAfterName(text: string): { name: string; time: string } | undefined {
  const said = SET_TIME_AFTER_NAME.exec(text.trim());
  return said ? { name: said[1]!, time: said[2]! } : undefined;
}
