/**
 * "check my super balance sometime", "test the smoke alarms at some point": a thing to do said with no day in
 * particular. Nobody asks an assistant to do something "sometime" now, so the line is a task to keep (without a
 * date), even when its verb alone could be a request ("check", "book"). Only a line that starts with its verb: a
 * name first ("the dentist sometime") or a change of a task ("move X sometime", read by the title's confidence)
 * is not.
 */
const SOMEDAY_TAIL = /[\s,]+(?:sometime|some time|at some (?:point|stage)|one of these days|eventually)(?:\s+soon)?[\s.!]*$/i;
/** Words that cannot start an errand said with its verb. */
const NOT_A_VERB_FIRST =
  /^(?:the|my|a|an|our|your|his|her|their|this|that|these|those|it|i|we|you|he|she|they|there|what|when|where|who|why|how|which|is|are|am|was|do|does|did|can|could|would|will|should|maybe|no|not|just|also|and|or|so|if|(?:check|tick|cross)\s+off|tick|mark)\b/i;

/** Whether the line is an errand said with "sometime" (or "at some point"), to keep without a date. */
export function isSomedayTask(text: string): boolean {
  return SOMEDAY_TAIL.test(text) && !NOT_A_VERB_FIRST.test(text) && text.split(/\s+/).length <= 12;
}
