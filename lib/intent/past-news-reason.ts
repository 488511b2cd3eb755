/**
 * News said in the past, without its "I", after a change: "bump the portfolio to high priority, had two enquiries
 * about it this week", "make the gutter quote urgent, got another letter from the council today", "move the vet up,
 * noticed a limp yesterday". A day in it says when the news came ("this week", "today", "yesterday", "last night"),
 * never a new day for the task, so it is a reason as any other (reason-after-comma.ts). A day to come in it ("…,
 * got a slot tomorrow") may be the new day: not read this way.
 */
const PAST_NEWS =
  /^(?:(?:i|we)\s+)?(?:just\s+)?(?:had|got|received|saw|heard|noticed|found|spotted|met)\s+(?:a|an|another|two|three|four|five|some|several|loads\s+of|lots\s+of|more|\d+|the|their|his|her)\s+\S/i;
/** A day still to come, or a field: the tail may set it. */
const TO_COME =
  /\b(?:tomorrow|tonight|next|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|at\s+\d|\d{1,2}(?::\d\d)?\s*[ap]m|due|by|p[1-4]|urgent|priority)\b|[#@]\S|\b\d{1,2}(?:st|nd|rd|th)\b/i;

/** Whether words after a change are news of what happened, with when it happened ("had two calls about it today"). */
export function isPastNews(tail: string): boolean {
  const said = tail.trim();
  return said.split(/\s+/).length <= 14 && PAST_NEWS.test(said) && !TO_COME.test(said);
}
