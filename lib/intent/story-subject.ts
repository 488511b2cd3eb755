/**
 * "ugh my back is killing me, need to make a dr appt for it", "the dishwasher is leaking again, need to call a plumber
 * about it": after a story about one thing (what hurts, what broke), the "it" of the request is that thing, said as the
 * story says it ("my back", "the dishwasher").
 */
const SUBJECT =
  /^(?:(?:ugh+|argh+|omg|so|well|ok|okay|welp|honestly|sigh|man|oh)[\s,!.]+)*((?:my|our|the)\s+\p{L}+(?:\s+\p{L}+)?)\s+(?:is|are|was|were|has|have|had|keeps|kept|started|won'?t|wont|isn'?t|aren'?t|broke|died|needs)\b/iu;
/** The "it" a request ends on, after the word that says what the task is for. */
const IT_AT_END = /\b(for|about|on|with)\s+it([\s.!]*)$/i;

/** The request with its last "it" said as the story's subject, or the request as it was. */
export function withStorySubject(story: string, request: string): string {
  const subject = SUBJECT.exec(story.trim())?.[1];
  return subject && IT_AT_END.test(request) ? request.replace(IT_AT_END, `$1 ${subject}$2`) : request;
}
