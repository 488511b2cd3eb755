/**
 * A clause with its own subject and verb, said after a request: why it is asked, or news about it, never a task's
 * name. "finance will take care of it", "ops'll handle it", "the office bought us new ones", "the school gave them
 * spares", "will pay it at the bank" (the speaker's own plan, the "I" left out), "booked na via agoda" (done, and how).
 * A task's name has no verb of its own after its subject: "delete milk, eggs" are two names.
 */

/** Someone or something, as a subject: "finance", "the office", "my sister", "ops". */
const SUBJECT = String.raw`(?:(?:the|my|our|his|her|their|your)\s+)?\p{L}+(?:\s+\p{L}+)?`;
/** A verb said with "will", "can" and the like, then the verb itself (never "and", "or": "will and jo" are names). */
const MODAL = String.raw`(?:\s+(?:will|would|can|could|should|shall|must|might|may)|'ll|\s+(?:is|are)\s+(?:gonna|going\s+to))\s+(?!(?:and|or|be\s+\d)\b)\p{L}{2,}`;
/** "will pay it at the bank", "gonna do it myself", "i'll sort it": the speaker's own plan. */
const OWN_PLAN = String.raw`(?:i'll|ill|we'll|i\s+will|we\s+will|will|gonna|going\s+to)\s+(?!(?:and|or)\b)\p{L}{2,}\s+(?:it|them|that|this|at|with|via|through|on|myself|ourselves|later|online|in\s+person)\b`;
/** A verb in the past and whom it was for: "bought us new ones", "gave me a spare", "sent them over". */
const PAST_TO_SOMEONE = String.raw`(?:\p{L}{3,}ed|bought|gave|got|sent|brought|took|made|lent|sold|found)\s+(?:us|me|him|her|them)\b`;
/** "booked na via agoda", "paid already through gcash", "sorted online": done, then how or when. */
const DONE_HOW = String.raw`(?!(?:need|feed|seed|speed|bleed|breed|weed|heed|shed|bed|red|embed)\b)\p{L}{3,}ed\s+(?:(?:na|already)\s+)?(?:via|through|thru|online|in\s+person|at\s+the|already|na|yesterday|earlier|last\s+night)\b`;

const OWN_CLAUSE = new RegExp(String.raw`^(?:${SUBJECT}${MODAL}|${OWN_PLAN}|${SUBJECT}\s+${PAST_TO_SOMEONE}|${DONE_HOW})`, 'iu');

/** Whether words after a request are a clause of their own (a subject and its verb): a reason or news, no name. */
export function isOwnClause(tail: string): boolean {
  return OWN_CLAUSE.test(tail.trim());
}

/**
 * "sent it 8:15", "emailed them at 9am", "paid it around 10 this morning": news that a thing was done, and when.
 * Its time is when it was done, no new time for a task: it trails only a request that ticks the task off.
 */
const DONE_AT =
  /^(?:just\s+|already\s+)?(?:\p{L}{3,}ed|sent|paid|did|made|took|gave|got|put|brought|handed|dropped)\s+(?:it|them|that|this|those)(?:\s+(?:in|off|over|out|back))?(?:\s+(?:at|around|by|before|@))?\s*\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?(?:\s+(?:today|this morning|this afternoon|tonight|earlier|already))?[\s!.]*$/iu;

/** Where news of a thing done at a time starts after a comma ("done with X, sent it 8:15"), or undefined. */
export function doneAtAfterComma(text: string): number | undefined {
  const comma = text.search(/[,;]\s+[^,;]+$/);
  return comma > 0 && DONE_AT.test(text.slice(comma + 1).trim()) ? comma : undefined;
}

/**
 * "… according to bea", "…, bea says", "… sabi ni tita cora" (read as "according to"): who said the news, last.
 * A source, never a word of the task's name nor a value.
 */
const SOURCE_LAST = /(?:[,;]\s*|\s+)(?:according\s+to\s+(?:\p{L}+\s+){0,2}\p{L}+|(?:\p{L}+\s+){0,2}\p{L}+\s+(?:says|said|told\s+me|told\s+us))[\s.!]*$/iu;

/** Where a source said last starts ("the pickup is sunday now, according to bea"), or undefined. */
export function sourceSaidLast(text: string): number | undefined {
  const source = SOURCE_LAST.exec(text);
  return source && source.index > 0 ? source.index : undefined;
}
