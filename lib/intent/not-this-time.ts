import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * A repeating task left out this once, said as news with a reason: "recycling not going out this week, the bin is
 * half empty", "yoga's not happening this week", "not doing yoga this week, my knee is sore", "not taking the
 * recycling out tonight". One occurrence skipped (the planner asks, or says what it can do, when the task named
 * does not repeat), never the task moved to "this week" or a new task made of the words.
 */

/** The one time: "this week", "today", "tonight", "this saturday", "next tues". */
const ONE_TIME = String.raw`(?:this|next)\s+(?:week|time|(?:mon|tues?|wed(?:nes)?|weds|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?)|today|tonight|tomorrow|tmrw|tmr`;
/** Why, after a comma or a dash: anything but another request ("…, move it to friday" is a move). */
const REASON = String.raw`(?:\s*(?:[,;.!–—]|\s-)\s*(?!.*\b(?:move|push|change|shift|delete|remove|cancel|add|put|make|set|resched\w*|remind|tick|mark|complete)\b)[^,;]{2,60})?`;

/** "X not going out / happening / on / getting watered this week": the task, then that it does not happen. */
const NOT_HAPPENING = new RegExp(
  String.raw`^(?:the\s+|my\s+|our\s+)?(.{2,40}?)(?:\s+(?:is|are)\s+not|\s+(?:isn'?t|aren'?t)|'s\s+not|'re\s+not|\s+not)\s+(?:going\s+(?:out|ahead)|happening|getting\s+(?:done|\p{L}{3,}ed)|being\s+(?:done|\p{L}{3,}ed))\s+(${ONE_TIME})${REASON}[\s.!]*$`,
  'iu',
);
/** "not doing yoga this week", "i'm not taking the recycling out tonight": the person's own "not", then the task. */
const NOT_DOING = new RegExp(
  String.raw`^(?:i'?m\s+|im\s+|we'?re\s+|i am\s+|we are\s+)?not\s+(?:doing|going to|going|(\p{L}{3,}ing))\s+(.{2,40}?)\s+(${ONE_TIME})${REASON}[\s.!]*$`,
  'iu',
);

/**
 * "no need to water the plants this week it rained", "don't walk the dog tomorrow, the vet said rest": the task said
 * as not to be done this once, perhaps with why (after a comma or not). "don't forget to …" is a task, never this.
 */
const NO_NEED_THIS_TIME = new RegExp(
  String.raw`^(?:(?:there'?s\s+)?no\s+need\s+(?:to|for)|(?:i|we)\s+(?:don'?t|do not|dont)\s+(?:need|have)\s+to|(?:you\s+)?(?:don'?t|do not|dont)(?:\s+(?:need|have)\s+to)?)\s+(?!(?:forget|let|be|worry|bother|remind|tell|add|put|make|move|delete|remove|change|mark|tick)\b)(\p{L}{2,}\s+.{2,40}?)\s+(?:${ONE_TIME})(?:${REASON}|\s+(?:it|it's|its|we|we're|i|i'm|im|they|they're|the|there|because|cause|cos|since|as)\b[^,;]{2,60})?[\s.!]*$`,
  'iu',
);
/** "i don't have the kids thursday, skip the pick up", "dan's away sunday so skip our call": why first, then the skip. */
const REASON_THEN_SKIP = new RegExp(
  String.raw`^(.{4,80}?)(?:\s*[,;.!–—]\s*(?:so\s+)?|\s+so\s+)(?:(?:can you|could you|pls|please|just|i'?ll|we'?ll|let'?s)\s+)?skip\s+(?!(?:it|this|that|them|this one|that one)\b)(?:the\s+|our\s+|my\s+)?(.{2,40}?)(?:\s+(?:${ONE_TIME}))?(?:\s+(?:pls|please|thanks))?[\s.!]*$`,
  'iu',
);
/** A clause that says what happened (a subject and a verb), not a task's name: "i don't have the kids", "dan's travelling". */
const SAYS_WHY =
  /\b(?:i|i'm|im|we|we're|he|she|they|he's|she's|they're|it's|there's|don'?t|doesn'?t|didn'?t|can'?t|won'?t|isn'?t|aren'?t|have|has|had|is|are|was|were|got)\b|\p{L}{3,}ing\b/iu;

export function matchNotThisTime(text: string): Intent | undefined {
  const said = text.trim();
  const afterWhy = REASON_THEN_SKIP.exec(said);
  if (afterWhy && SAYS_WHY.test(afterWhy[1]!)) return skipOf(afterWhy[2]!);
  const happening = NOT_HAPPENING.exec(said);
  if (happening && !/^(?:i|we|you|he|she|they|it|that|this|there)$/i.test(happening[1]!.trim())) {
    return skipOf(happening[1]!);
  }
  const noNeed = NO_NEED_THIS_TIME.exec(said);
  if (noNeed) return skipOf(noNeed[1]!);
  const doing = NOT_DOING.exec(said);
  // "not taking the recycling out": the verb stays with its thing, so the name finds "Put recycling out".
  if (doing) return skipOf(doing[1] ? `${doing[1]} ${doing[2]}` : doing[2]!);
  return undefined;
}

function skipOf(name: string): Intent | undefined {
  const target = parseTarget(name.replace(/^(?:the|my|our)\s+/i, ''));
  return target && 'query' in target ? { kind: 'skip', target } : undefined;
}
