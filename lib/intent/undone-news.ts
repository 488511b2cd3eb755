import type { Intent } from './intent-schema';
import { EMOJI_BETWEEN } from './match-chat';
import { parseTarget } from './parse-target';

/**
 * A finished task said not to have happened after all, with a reason or a "put it back": "whoops didn't actually
 * post nan's card, ran out of stamps", "the rates payment didn't go through, put it back", "undo the tick on the
 * library dvds, the slot was shut". Reopened: the planner looks among the finished tasks only, so a task still to do
 * is never changed by it.
 */

/** A sigh or "turns out" before the news. */
const SIGH = String.raw`(?:(?:oops|whoops|ugh|argh|damn|dammit|oh no|uh oh|sigh|hmm+|turns out|apparently|so|actually)[\s,!.]+)*`;
/** Why, after a comma or a dash: anything but another request ("…, move it to friday" is a move). */
const REASON = String.raw`(?:\s*(?:[,;.!–—]|\s-)\s*(?!.*\b(?:move|push|change|shift|delete|remove|cancel|add|make|set|resched\w*|remind|tick|complete|skip)\b)[^,;]{2,80})?`;

/** "didn't actually post nan's card", "i never actually posted the card": what was not done, said with "actually". */
const NOT_ACTUALLY = new RegExp(
  String.raw`^${SIGH}(?:i\s+|we\s+)?(?:didn'?t|did not|didnt|never|haven'?t|have not|havent)\s+(?:actually|really|even)\s+(?!(?:do|finish|complete|get around to)\b)(\p{L}.{2,60}?)(?:\s+(?:after all|in the end|yet))?${REASON}[\s.!]*$`,
  'iu',
);
/** "X didn't go through, put it back", "X bounced, put it back pls": X, what went wrong, then "put it back". */
const WENT_WRONG_PUT_BACK = new RegExp(
  String.raw`^${SIGH}(?:the\s+|my\s+)?(.{2,60}?)\s+(?:didn'?t|did not|didnt)\s+(?:go\s+through|work|happen|go\s+out|get\s+there|arrive)|^${SIGH}(?:the\s+|my\s+)?(.{2,60}?)\s+(?:got\s+|was\s+|has\s+been\s+)?(?:bounced|failed|rejected|declined|returned to sender|sent back|fell through|cancell?ed)|^${SIGH}(?:the\s+|my\s+)?(.{2,60}?)\s+(?:was|were|is|are|turned out)\s+(?:(?:the|a)\s+)?(?:wrong|faulty|broken|damaged|a dud|duds|not right|incorrect|expired|too small|too big)\b`,
  'iu',
);
/**
 * What went wrong, then the request to take the tick back, after a comma, a dash, an emoji or "so": "…, put it back",
 * "… put it back as not done", "…, undo that one", "… untick that", "… mark it not done".
 */
const PUT_IT_BACK =
  /^(.+?)(?:\s*(?:[,;.!–—]|\s-)\s*|\s+(?=so\s))(?:so\s+|pls\s+|please\s+|just\s+|can you\s+)?(?:(?:put|bring)\s+(?:it|that|them|that one|this one)\s+back(?:\s+(?:on|onto|in|into|to)\s+(?:my|the)\s+(?:\S+\s+)?(?:list|todos?|tasks?))?(?:\s+as\s+(?:not done|undone|not finished|incomplete|open|pending|to ?do))?|undo\s+(?:it|that|this|that one|this one|the tick(?:\s+on\s+(?:it|that|that one))?)|(?:un-?tick|un-?check|un-?mark|reopen|re-open)\s+(?:it|that|this|them|that one|this one)|mark\s+(?:it|that|this|that one|this one)\s+(?:as\s+)?(?:not done|undone|not finished|incomplete))(?:\s+(?:pls|please|thanks|again))?[\s.!]*$/i;
/**
 * "consent form not signed yet pls reopen", "the gas bill not paid actually, card declined. undo": the task said not
 * done (its participle after "not"), perhaps why, then only the verb that reopens it, with or without a comma.
 */
const NOT_DONE_THEN_REOPEN = new RegExp(
  String.raw`^${SIGH}(?:the\s+|my\s+)?(.{2,60}?)\s+(?:(?:is\s+not|was\s+not|isn'?t|wasn'?t|aren'?t|weren'?t|not|never|still\s+not)\s+(?:actually\s+|really\s+)?(?:done|finished|\p{L}{3,}ed|paid|sent|made|bought|written|taken)|(?:needs?|has|have)\s+(?:to\s+)?(?:redo|redoing|be\s+redone|be\s+done\s+again|do\s+again|doing\s+again|another\s+go))\b(?:\s+(?:yet|actually|after all))?(?:\s*[,;.!–—]\s*[^,;.!]{2,60}?)?[\s,;.!–—]+(?:so\s+|pls\s+|please\s+|can you\s+)?(?:reopen|re-open|undo|untick|uncheck|unmark|mark\s+(?:it\s+|that\s+)?(?:as\s+)?(?:not\s+done|undone|incomplete))(?:\s+(?:it|that|this|pls|please|thanks))*[\s.!]*$`,
  'iu',
);
/** "undo the tick on X", "undo done on X", "take the tick off X": the completion taken back. */
const UNDO_THE_TICK = new RegExp(
  String.raw`^${SIGH}(?:undo|remove|take(?:\s+off)?|untick)\s+(?:the\s+)?(?:tick|done|check(?:\s*mark)?|checkmark|completion|done mark)\s+(?:on|for|of|from|off)\s+(?:the\s+)?(.{2,60}?)${REASON}[\s.!]*$`,
  'iu',
);

/** "the new tube was a dud, reopen the inner tube one": why first, then the reopen with the task's name. */
const REASON_THEN_REOPEN = new RegExp(
  String.raw`^(.{4,80}?)\s*[,;.!–—]\s*(?:so\s+|pls\s+|please\s+|can you\s+)?(?:reopen|re-open|untick|uncheck|unmark)\s+(?!(?:it|that|this|them)\b)(?:the\s+|my\s+)?(.{2,60}?)(?:\s+(?:one|task|thing))?(?:\s+(?:pls|please|thanks))?[\s.!]*$`,
  'iu',
);
/**
 * "actually the library card renewal didn't go through", "the council tax payment bounced": a finished task's payment
 * or sending gone wrong, said alone. Only ways of failing that undo a thing done (not "cancelled": that is news of
 * an appointment, not of work done).
 */
const WENT_WRONG_ALONE = new RegExp(
  String.raw`^${SIGH}(?:the|my|our)\s+(.{2,60}?)\s+(?:(?:didn'?t|did not|didnt)\s+(?:go\s+through|work)|(?:(?:got|was|has been)\s+)?(?:bounced|declined|rejected|reversed))(?:\s+(?:after all|in the end|again|today|yesterday))?${REASON}[\s.!]*$`,
  'iu',
);
/** A means of paying or sending, or a tool, said alone: no task's name. */
const MEANS_ONLY =
  /^(?:(?:credit|debit|bank|new)\s+)?(?:card|payment|transfer|direct debit|debit|cheque|check|bank|account|money|wifi|internet|phone|app|website|site|system|transaction|email|text)$/i;
/** "oops i didn't mean to check off the potting soil", "i ticked the gas bill by mistake": a tick taken back. */
const TICKED_BY_MISTAKE = new RegExp(
  String.raw`^${SIGH}(?:i\s+)?(?:didn'?t|did not|didnt)\s+mean\s+to\s+(?:tick|check|mark|cross)\s+(?:off\s+)?(?:the\s+|my\s+)?(.{2,60}?)(?:\s+(?:off|as done|done|complete))?${REASON}[\s.!]*$|^${SIGH}(?:i\s+)?(?:accidentally|mistakenly|wrongly)\s+(?:ticked|checked|marked|crossed)\s+(?:off\s+)?(?:the\s+|my\s+)?(.{2,60}?)(?:\s+(?:off|as done|done|complete))?${REASON}[\s.!]*$|^${SIGH}(?:i\s+)?(?:ticked|checked|marked|crossed)\s+(?:off\s+)?(?:the\s+|my\s+)?(.{2,60}?)(?:\s+(?:off|as done|done|complete))?\s+(?:by (?:mistake|accident)|in error)${REASON}[\s.!]*$`,
  'iu',
);
/** A clause that says what went wrong (a subject and a verb), not a task's name. */
const SAYS_WHY = /\b(?:was|were|is|are|isn'?t|wasn'?t|didn'?t|doesn'?t|got|broke|bounced|failed|declined|reversed|rejected|cancell?ed|came|went|turned out)\b/i;
/**
 * "gas bill not paid actually, the direct debit bounced": the task said not done ("actually", "after all") and why
 * after a comma, with no verb that reopens it.
 */
const NOT_DONE_WITH_WHY = new RegExp(
  String.raw`^${SIGH}(?:the\s+|my\s+)?(.{2,60}?)\s+(?:is\s+not|was\s+not|isn'?t|wasn'?t|not)\s+(?:done|finished|paid|sent|bought|made|\p{L}{3,}ed)\s+(?:actually|after all|yet)\s*[,;.!–—]\s*([^,;]{4,80}?)[\s.!]*$`,
  'iu',
);
/**
 * "unmark the gas bill the payment got reversed", "untick the cover my card was declined": the verb that reopens, the
 * task, then why with no comma: a subject of a word or two and what went wrong.
 */
const REOPEN_THEN_WHY = new RegExp(
  String.raw`^(?:reopen|re-open|unmark|untick|uncheck)\s+(?:the\s+|my\s+)?(.{2,60}?)\s+(?:(?:the|my|our|his|her|their)\s+\p{L}+(?:\s+\p{L}+)?|it|its|it's|they|he|she|i|we)\s+(?:didn'?t|did not|didnt|wasn'?t|never|hasn'?t|has not|failed|bounced|declined|(?:got|was|were)\s+(?:\p{L}+ed|declined|reversed|rejected|returned|lost|stolen)|fell through|broke)\b.*$`,
  'iu',
);

export function matchUndoneNews(text: string): Intent | undefined {
  const said = text.trim();
  const afterWhy = REASON_THEN_REOPEN.exec(said);
  if (afterWhy && SAYS_WHY.test(afterWhy[1]!)) return reopenOf(afterWhy[2]!);
  const notActually = NOT_ACTUALLY.exec(said);
  if (notActually) return reopenOf(notActually[1]!);
  // "payment bounced 😫 put it back": an emoji between the news and the request parts them as a comma does.
  const putBack = PUT_IT_BACK.exec(said.replace(EMOJI_BETWEEN, ', '));
  const wrong = putBack ? WENT_WRONG_PUT_BACK.exec(putBack[1]!) : null;
  if (wrong) return reopenOf((wrong[1] ?? wrong[2] ?? wrong[3])!);
  const notAfterAll = NOT_DONE_WITH_WHY.exec(said);
  if (notAfterAll && SAYS_WHY.test(notAfterAll[2]!)) return reopenOf(notAfterAll[1]!);
  const reopenWhy = REOPEN_THEN_WHY.exec(said);
  if (reopenWhy) return reopenOf(reopenWhy[1]!);
  const notDone = NOT_DONE_THEN_REOPEN.exec(said);
  if (notDone) return reopenOf(notDone[1]!);
  const alone = WENT_WRONG_ALONE.exec(said);
  // "my card got declined", "the payment didn't go through": how it was paid names no task.
  // "the rsvp isn't done, joy said the form didn't go through": a name holds no clause of its own.
  if (alone && !MEANS_ONLY.test(alone[1]!) && !/[,;.]/.test(alone[1]!) && !SAYS_WHY.test(alone[1]!)) return reopenOf(alone[1]!);
  const mistake = TICKED_BY_MISTAKE.exec(said);
  if (mistake) return reopenOf((mistake[1] ?? mistake[2] ?? mistake[3])!);
  const untick = UNDO_THE_TICK.exec(said);
  if (untick) return reopenOf(untick[1]!);
  return undefined;
}

function reopenOf(name: string): Intent | undefined {
  const target = parseTarget(name.replace(/^(?:the|my|our)\s+/i, ''));
  return target && 'query' in target ? { kind: 'reopen', target } : undefined;
}
