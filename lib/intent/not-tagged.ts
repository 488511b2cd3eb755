import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * "the dentist isn't work stuff, untag it", "gym fee is not an admin thing - take the tag off": the task, the tag it
 * should not have (said as what the task is not), then the request to take it off. The tag is the word before
 * "stuff", "thing" or "related".
 */
const NOT_TAGGED =
  /^(.{2,80}?)\s+(?:isn'?t|is not|'s not|aren'?t|are not)\s+(?:really\s+)?(?:an?\s+)?#?([\p{L}\p{N}_-]+)(?:[- ]related)?(?:\s+(?:stuff|things?|tasks?|ones?|items?))?\s*[,;:.\-–—]*\s*(?:(?:so|just|pls|please)\s+)?(?:untag it|untag that|untag|take (?:the|that) tag off(?: it)?|take it off|remove (?:the|that) tag|drop (?:the|that) tag)(?:\s+(?:pls|please|thx|thanks))?$/iu;

export function matchNotTagged(text: string): Intent | undefined {
  const said = NOT_TAGGED.exec(text.trim());
  if (!said) return undefined;
  const target = parseTarget(said[1]!);
  if (!target || !('query' in target)) return undefined;
  return { kind: 'update', target, changes: { removeTags: [said[2]!.toLowerCase()] } };
}
