import type { Intent, Target } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * News that several tasks are done, in one line of names: "paid the gas and the water both", "sent the quote, the
 * invoice and the receipt", "renewed the nif and the passport already". A verb in the past, then two to four names
 * joined by "and" or commas: each name is looked up as "done with X and Y" would be (the verb is left out of the names,
 * so a name finds its task whatever its verb). A clause of its own after a name ("paid X and called Y") is read
 * elsewhere, one task each.
 */

const PAST =
  /^(?:i\s+|we\s+)?(?:already\s+|just\s+|finally\s+)?(?:paid|sent|called|rang|booked|bought|renewed|submitted|returned|filed|mailed|posted|emailed|texted|ordered|fixed|cleaned|finished|completed|did|settled|topped up|picked up|dropped off)\s+(?:off\s+)?(.+)$/i;
/** Words after the names that say they are done, or when: no part of a name. */
const AFTER_NAMES = /(?:[\s,]+(?:both|all|all of them|na|already|too|as well|today|yesterday|earlier|just now|finally|at last|yay))+[\s!.]*$/i;

/** The names of a list of them, or undefined unless there are two to four. */
function namesOf(words: string): string[] | undefined {
  const parts = words
    .replace(AFTER_NAMES, '')
    .split(/\s*,\s*(?:and\s+)?|\s+(?:and|&|\+)\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  // "called X, ok na", "fixed X, it was the plug": a comma may start a remark; only names end on "and Y".
  if (!/\s(?:and|&|\+)\s+\S+(?:\s+\S+){0,3}$/i.test(words.replace(AFTER_NAMES, ''))) return undefined;
  if (parts.some((part) => CLAUSE.test(part) || part.split(/\s+/).length > 4)) return undefined;
  return parts.length >= 2 && parts.length <= 4 ? parts : undefined;
}

/** A part that is a clause or a remark, not a name: "it was the plug", "ok na", "the refill is ready". */
const CLAUSE = /^(?:it|it's|its|i|i'm|im|he|she|they|we|you|that|this|there|ok|okay|so|but|because|since|then|also)\b|\b(?:is|are|was|were|isn't|aren't|wasn't|has|have|had)\b/i;

/** Several tasks done, named in one line after a verb in the past, or undefined. */
export function matchSeveralDone(text: string): Intent | undefined {
  const said = PAST.exec(text.trim());
  // "finished the shop jobs: stems + vases both done": a lead-in before the colon, read with the changes to several.
  const names = said && !/:\s/.test(said[1]!) ? namesOf(said[1]!) : undefined;
  if (!names || !/\s(?:and|&|\+)\s|,/i.test(said![1]!)) return undefined;
  const targets = names.map((name) => parseTarget(name));
  if (targets.some((target) => !target || !('query' in target) || /\b(?:it|them|that|those|this|these)$/i.test(target.query))) return undefined;
  return { kind: 'bulk', action: 'complete', selection: { targets: targets as Target[] }, changes: {} };
}
