import { EDIT_KINDS, type Intent } from './intent-schema';
import { doneAtAfterComma, runOnClauses, sourceSaidLast } from './own-clause';
import { reasonAfterComma, reasonAfterSince, saysValue } from './reason-after-comma';

/**
 * Why the person wants the task, said after it: "…, promised i would", "…, need it before the holidays",
 * "… because it keeps slipping", "…, since the old one broke", "… by the 17th so it gets there in time" (what it is
 * for: "so" and someone else or a thing, never "so i need to …", which may lead to the request), "… asap my phone's on
 * 4%" (how things stand, straight after the priority). A reason word, then a clause (a pronoun,
 * an article or a subjectless need); never a field ("…, since monday" is no reason).
 */
const WHY_AFTER_ADD =
  /(?<=\b(?:asap|urgent|urgently)\b)\s+(?:(?:my|ma|the|our|his|her|their)\s+)?\p{L}+(?:\s+\p{L}+)?(?:'s|'re|\s+(?:is|are|has|have|was|were|keeps|died|broke|broken|cracked|ran out)\b)(?!.*(?:\s#\w|\bp[1-4]\b|\b(?:remind|reminder)\b)).*$|(?:[,;]\s*|\s+)so(?:\s+that)?\s+(?:(?:it|they|he|she|you)(?:'ll|'s|'re)?|the\s+\p{L}+|i\s+(?:don'?t|do not|won'?t)\s+forget)(?:\s+(?!.*(?:\s#\w|\bp[1-4]\b|\b(?:remind|reminder)\b))\S.*)?$|(?:[,;]\s*|\s+)(?:because|since|cause|cuz|coz|cos)\s+(?:i|it|we|they|he|she|the|my|our|its|it's|i'm|im|there's|theres|that|this)\b(?!.*(?:\s#\w|\bp[1-4]\b|\b(?:remind|reminder)\b)).*$|[,;]\s*(?:promised(?:\s+\w+)?\s+i(?:'d)?\s+would|(?:really\s+)?need(?:s|ed)?\s+(?:it|them|this|that|one)\s+(?:before|for|by)\s+(?:the|my|our)\s+\p{L}+|(?:it'?s|its)\s+been\s+ages|(?:it\s+)?keeps\s+slipping)\s*$/iu;
/** A comment after a comma that adds nothing to the request: "did them all", "im traveling", "they canceled", "thanks". */
const COMMENT_TAIL =
  /[,;]\s*(?:(?:i'?m|im|i am|i'?ve|ive|i was|i'?ll|we'?re|we are|(?:he|she|they)(?:'s|'re|'ve|'ll)?)\s[^,]*|did (?:it|them|those|that)(?: all)?|(?:at\s+)?(?:the\s+)?same (?:time|timing)|(?:all|it'?s|both) done|thanks?|thx|ty|pls|please|finally|for real|lol|haha)\s*[.!]*$/i;
/**
 * "… bc traffic", "… cos i'm working late", "… since the shop is shut": a reason said after the request, no
 * comma. "because of the blocked card" may be what the task is about, and "since monday" a time: not taken off.
 */
const BECAUSE_TAIL =
  /\s+(?:bc|b\/c|cos|coz|cuz|because|since)\s+(?!(?:of|then|\d|last|yesterday|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)\S.*$/i;
/** After a comma, why the person needs the task: "i need it for istanbul", "we have guests on friday". */
const WHY_I_NEED = /^(?:i|we)(?:\s+(?:need|have|want|must|got|am|are)|'ve got|'m|'re)\b|^(?:because|cause|cuz|since)\b/i;
/** After a comma, how something stands that calls for the task: "balance is almost zero", "the tyres are nearly bald". */
const HOW_THINGS_ARE =
  /^(?:(?:my|the|our|its|his|her|their)\s+)?\p{L}+(?:\s+\p{L}+)?\s+(?:is|are|'s)\s+(?:almost|nearly|already|running|getting|about to|very|really|quite|too|so|pretty|super)\b/iu;

/** A reason or a comment after a request: the words before it, and which readings of them stand without it. */
export interface ReasonAfter {
  /** Why the task is wanted ("…, promised i would"): read before anything else reads the end of the line. */
  first: boolean;
  head: string;
  reason: string;
  /** Whether this reading of the head is the request. */
  keeps(head: Intent): boolean;
}

const creates = (head: Intent) => head.kind === 'create';
const edits = (head: Intent) => EDIT_KINDS.has(head.kind);

/**
 * Every reason or comment said after the request in `body`, in the order they are tried: why an add is
 * wanted ("call mum friday, promised i would"), a comment ("…, did them all"), a reason with "bc"/"since"
 * and no comma ("push the vet back a day bc traffic"), one after a comma or a dash ("bin the yoga class,
 * it's been cancelled"), one with "since" ("skip the next yoga since plans changed"), and how things stand
 * ("top up the card, balance is almost zero"). Each keeps its own readings of the words before it.
 */
export function reasonsAfter(body: string, asked: boolean): ReasonAfter[] {
  const reasons: ReasonAfter[] = [];
  const add = (first: boolean, at: number, keeps: (head: Intent) => boolean) => reasons.push({ first, head: body.slice(0, at), reason: body.slice(at), keeps });
  const why = asked ? null : WHY_AFTER_ADD.exec(body);
  if (why) add(true, why.index, creates);
  const comment = COMMENT_TAIL.exec(body);
  if (comment) add(false, comment.index, edits);
  const because = BECAUSE_TAIL.exec(body);
  if (because && because.index > 0) add(false, because.index, (head) => edits(head) || (creates(head) && !/^since\b/i.test(because[0].trim())));
  const comma = reasonAfterComma(body);
  const needs = comma !== undefined && WHY_I_NEED.test(body.slice(comma + 1).trim());
  if (comma !== undefined) add(false, comma, (head) => edits(head) || head.kind === 'forget' || (creates(head) && needs));
  // "done with the payroll file, emailed it at 9": when it was done, after a request that ticks it off.
  const doneAt = doneAtAfterComma(body);
  if (doneAt !== undefined) add(false, doneAt, (head) => head.kind === 'complete');
  // "the pickup is sunday now, according to bea": who said it, after a change.
  const source = sourceSaidLast(body);
  if (source !== undefined) add(false, source, edits);
  // "no standup this fri, public holiday for the client": after one time of a task left out, words with no value of
  // their own say why (no second task is skipped in the same breath).
  const afterSkip = /[,;]\s+([^,;]+)$/.exec(body);
  const another = afterSkip && /^(?:and|&|\+|plus|also|or|as well as|same with|same for)\b|\b(?:too|as well|also)[\s!.]*$/i.test(afterSkip[1]!.trim());
  if (afterSkip && afterSkip.index > 0 && !another && !saysValue(afterSkip[1]!)) add(false, afterSkip.index, (head) => head.kind === 'skip');
  const since = reasonAfterSince(body);
  if (since !== undefined) add(false, since, edits);
  // "move the tasting to 2pm priya just emailed", "skip the run tomorrow im away": a clause of its own run on after a
  // change, with no comma; a new name may read as one ("rename X to tom says hi"), so a title change is never cut.
  // A day in the clause ("marco is doing it on friday") is no value of a request that takes none (a removal, a tick).
  for (const at of runOnClauses(body)) {
    const valued = saysValue(body.slice(at));
    add(false, at, (head) =>
      valued
        ? ['delete', 'complete', 'reopen', 'forget'].includes(head.kind)
        : (edits(head) || head.kind === 'forget') && !(head.kind === 'update' && head.changes.title !== undefined),
    );
  }
  const stands = /,\s*([^,]+)$/.exec(body);
  if (stands && HOW_THINGS_ARE.test(stands[1]!)) add(false, stands.index, creates);
  return reasons;
}
