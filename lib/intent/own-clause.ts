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

/*
 * A clause of its own said after a request with no comma, as voice dictation runs on: "move the tasting to 2pm priya
 * just emailed", "push the lease to the 15th the bank transfer bounced", "skip the run tomorrow im away at my sisters",
 * "unmark the gas bill the payment didnt go through", "clear the two audit ones gary is handling it all". A subject
 * (a pronoun, "the/my …" and one or two words, or a name) and a verb said of it; a task's name has no such verb after
 * its subject ("the bank transfer" alone is a name).
 */
/** Verbs of news or of how things stand, said after any subject. */
const NEWS_VERB = String.raw`(?:said|says|told|texted|emailed|e-mailed|messaged|called|rang|phoned|rung|confirmed|asked|wants|bounced|failed|cancell?ed|moved|changed|rescheduled|postponed|closed|broke|went|came|fell|sent|(?:is|are|was|were|'s|'re)\s+(?:\p{L}+ing|handling|closed|shut|off|away|out|sick|ill|busy|cancell?ed|moved|done|sorted|covering|doing)|(?:has|have|had)\s+(?:it|them|that|this|been|already|just)|(?:didn'?t|didnt|did\s+not|doesn'?t|doesnt|does\s+not|won'?t|wont|can'?t|cant|cannot|isn'?t|isnt|wasn'?t|wasnt|aren'?t|arent|couldn'?t|couldnt)\s+\p{L}+|ran\s+out|got\s+(?:\p{L}+ed|lost|stuck|sick|ill|stolen|broken|sold|torn|paid|done|it|them)|(?:will|'ll)\s+(?:do|handle|sort|cover|take|bring|pay)\b)`;
/** "just", "already", "also", "still": said between a subject and its verb. */
const BETWEEN = String.raw`(?:(?:just|already|also|still|now|finally)\s+)?`;
/** The speaker's own news: "im away at karens", "i changed it", "we've got one", "i hurt my back". */
const SPEAKER = String.raw`(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:away|off|out|busy|sick|ill|working|stuck|staying|going|travell?ing|not|at)\b|(?:i|we)\s+${BETWEEN}(?:\p{L}{3,}ed|did|got|had|have|hurt|lost|went|came|paid|sent|made|took|found|bought|sold|forgot|can'?t|cant|cannot|won'?t|wont|don'?t|dont|didn'?t|didnt)\b|(?:i|we)'?ve\s+(?:\p{L}{3,}ed|got|had|been|done|paid|sent|made|found|bought)\b|(?:he|she|they)(?:'s|'re|\s+is|\s+are|\s+was|\s+were)?\s+${BETWEEN}(?:${NEWS_VERB})`;
/** Someone else's news: "the engineer rang", "my sister is handling it", "priya just emailed", "dr said hold them". */
const SOMEONE = String.raw`(?:(?:the|my|our|his|her|their)\s+\p{L}+(?:\s+\p{L}+)?|\p{L}{2,}(?:'s)?)\s+${BETWEEN}(?:${NEWS_VERB})`;
const RUN_ON = new RegExp(String.raw`^(?:${SPEAKER}|${SOMEONE})(?:\s|[.!?]*$)`, 'iu');
/** Words that start no clause of their own: the verbs and linking words of a request itself. */
const NO_SUBJECT = /^(?:to|and|or|but|for|on|at|by|from|with|it|them|that|this|those|these|me|as|is|are|was|were|then|also|just|please|pls|not|no)$/i;

/** A verb whose object is a clause: "check the debit went out", "ask if the van is ready", "make sure mum got it". */
const CLAUSE_TAKER = /\b(?:check|checking|see|ask|asking|confirm|make sure|ensure|find out|whether|if|that|know|tell|remember|remind me|verify|double check)(?:\s+\S+){0,1}$/i;

/**
 * Where a clause of its own starts after a request said with no comma (the index of the space or mark before it),
 * from the first such word; none before the request's third word, and none of over twelve words.
 */
export function runOnClauses(text: string): number[] {
  const starts: number[] = [];
  const words = [...text.matchAll(/(?:^|[\s]+|[.!?]\s+)(?=\S)/gu)];
  for (const [n, word] of words.entries()) {
    if (n < 3) continue;
    const at = word.index + word[0].length;
    const tail = text.slice(at);
    const first = /^\S+/.exec(tail)![0];
    // A tail with marks of its own ("doesnt have to be today, friday is fine") is more than a reason run on.
    if (NO_SUBJECT.test(first) || tail.split(/\s+/).length > 12 || /[,;]/.test(tail)) continue;
    // "council tax is the 15th, check the debit went out": after a mark, or after a verb that takes a clause ("check",
    // "ask", "see if"), the clause is what the task is about, not a run-on reason.
    if (/[,;]|:\s/.test(text.slice(0, word.index)) || CLAUSE_TAKER.test(text.slice(0, word.index))) continue;
    if (RUN_ON.test(tail)) starts.push(word.index);
  }
  return starts;
}
