/**
 * "after the client call tmrw send recap email", "after night shift tmrw pick up dry cleaning", "once the audit's done
 * friday file the report": an event, its day, then the request. The day is the task's; the event only says when in
 * that day, so the request said after the day is the task (the event is left out of its name). A line with no day
 * said between the two is left to the other readers: nothing marks where the event ends.
 */
const EVENT_THEN_DAY =
  /^(?:right\s+|straight\s+|just\s+)?(?:after|once|when)\s+(?:[\p{L}'’-]+\s+){1,5}?((?:today|tonight|tomorrow|tmrw|tmr|this\s+(?:morning|afternoon|evening|weekend)|(?:on\s+|this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day))[\s,]+(?!(?:at|by|from|to|and|or|is|are|was|i|we|it|they)\b)(\p{L}.{5,})$/iu;

/** The request and its day, said without the event before them ("send recap email tomorrow"), or undefined. */
export function requestAfterEvent(text: string): string | undefined {
  const event = EVENT_THEN_DAY.exec(text);
  return event ? `${event[2]} ${event[1]}` : undefined;
}
