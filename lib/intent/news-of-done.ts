import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * News that a task is done, said of the thing it is about: "the boxes are in the garage at last" (the task puts
 * them there: "Move boxes to the garage"), "banana bread is baked and wrapped" (its own verb as a participle:
 * "Bake banana bread"). The name looked up is the thing AND the place or the participle, so only a title that
 * says both is ticked off ("the ferns are wilted" names no "Water the ferns"; "grandma is in the hospital" no place
 * a task puts things). Said of "my" things ("my keys are in the car") it is a fact, never a completion.
 */

/** Places a task puts things, said after "in", "at" or "on". */
const PLACE =
  'freezer|fridge|refrigerator|oven|mail|post|mailbox|car|trunk|boot|garage|attic|basement|shed|storage|bin|bins|recycling|drawer|cupboard|closet|pantry|dishwasher|washer|dryer|calendar|system|inbox|portal|folder|drive|dropbox|bank|account|cart|basket';
/** A cheer or a "finally" after the news. */
const CHEER = String.raw`(?:\s+(?:finally|at last|now|already|yay|woo+|lol|phew))*[\s!.]*`;
/** Someone, not a thing: their whereabouts are never a task done. */
const PERSON =
  /^(?:i|we|you|he|she|they|it|that|this|there|mum|mom|dad|grandma|grandpa|gran|nan|kids?|baby|everyone|everybody|someone|somebody)$|^(?:my|our|your|his|her|their)\s/i;
/** Participles that say a change of plan or a feeling, never that the work was done. */
const NOT_DONE =
  /^(?:cancell?ed|postponed|moved|delayed|rescheduled|pushed|changed|needed|required|supposed|expected|planned|closed|tired|excited|stressed|worried|scared|bored|interested|confused|stuck|called|named|titled|based|located|related|overdue|due|used|tagged|untagged|labell?ed)$/i;

const IN_PLACE = new RegExp(
  String.raw`^(?:the\s+)?(.{2,40}?)\s+(?:is|are|r|'s|'re)\s+(?:now\s+|finally\s+|all\s+|safely\s+)?(?:in|into|inside|at|on)\s+(?:the\s+|a\s+)?(?:-?\d+\s+)?(${PLACE})${CHEER}$`,
  'i',
);
const PARTICIPLE = new RegExp(
  String.raw`^(?:the\s+)?(.{2,40}?)\s+(?:is|are|was|were|'s|'re|got)\s+(?:all\s+|now\s+|finally\s+)?([a-z]{3,}ed)(?:\s+(?:and|&)\s+[^,;]{2,40}?)?${CHEER}$`,
  'i',
);

/** A question about the list ("what tasks are untagged", "which forms are signed?"): never news. */
const QUESTION = /^(?:what|which|who|whose|where|when|why|how|any|anything|are|is|were|was)\b|\?\s*$/i;

/** A completion named by the thing and where it went, or by the thing and its task's own verb; undefined otherwise. */
export function matchNewsOfDone(text: string): Intent | undefined {
  const said = text.trim();
  if (QUESTION.test(said)) return undefined;
  const placed = IN_PLACE.exec(said);
  const made = placed ? null : PARTICIPLE.exec(said);
  const [, thing, word] = placed ?? made ?? [];
  if (!thing || !word || PERSON.test(thing.trim()) || (made && NOT_DONE.test(word))) return undefined;
  const target = parseTarget(`${thing.trim()} ${word.toLowerCase()}`);
  return target && 'query' in target ? { kind: 'complete', target } : undefined;
}
