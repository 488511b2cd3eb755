import { leftOverLength, parseDueDate } from './parse-due-date';

/**
 * A question about the list said with its day first, set off by a mark: "monday - what have i got", "the 21st, anything
 * due?", "tmrw: what's left". The day ends where the mark is and names no thing; what follows asks. Read as the question
 * with its day after it ("what have i got monday"), which the list readers know. The caller keeps the reading only when
 * it is a question about the list, so "friday - call the plumber" (a task) is never touched.
 *
 * Also a day said to be full or free: "wednesday looking busy?", "is the 3rd looking packed", "saturday look quiet?":
 * what is on that day.
 */

/** The day, a mark, then what is asked. */
const DAY_MARK_QUESTION =
  /^(.{3,40}?)\s*[-–—:,;]+\s*((?:what|what's|whats|wat|wats|which|anything|any|is there|are there|how many|how much|how's|hows|do i|have i|got|what've|whatve)\b.*)$/i;

/** A day, said to look full or free. */
const DAY_LOOKING =
  /^(?:is|does)?\s*(.{3,40}?)\s+(?:looking|lookin'?|looks?|seem(?:s|ing)?)\s+(?:(?:very|pretty|quite|too|really|a bit|kinda|a little)\s+)?(?:busy|full|packed|heavy|hectic|mad|crazy|rammed|chocka|chockers|stacked|free|quiet|light|clear|empty|ok|okay|alright|bad|rough|manageable)$/i;

/** The question in a form the list readers know ("what have i got monday"), or undefined when it is not said so. */
export function dayThenQuestion(body: string, now: Date, timeZone: string): string | undefined {
  const text = body.trim().replace(/[\s?!.]+$/, '');
  const isDay = (said: string) => {
    const day = parseDueDate(said, now, timeZone);
    return day !== undefined && leftOverLength(said, day) <= 0;
  };
  const marked = DAY_MARK_QUESTION.exec(text);
  if (marked && isDay(marked[1]!.trim())) return `${marked[2]!.replace(/[\s?!.]+$/, '')} ${marked[1]!.trim()}`;
  const looking = DAY_LOOKING.exec(text);
  if (looking && isDay(looking[1]!.trim())) return `what's on ${looking[1]!.trim()}`;
  return undefined;
}
