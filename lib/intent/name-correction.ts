import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';
import { withoutPidginWords } from './pidgin-words';
import { withoutTagalogParticles } from './tagalog-particles';
import { saysWhy } from './why-after-change';

/**
 * "fix the name on the invoice task, it's Dupont not Dupond", "the florist one - it should say Rose & Co not Rose Co":
 * a task's name corrected, the right words then the wrong ones. The task's title changes those words and keeps the
 * rest (the offline plan swaps them inside the task's own title, and asks when no one title holds them).
 */
const FIX_NAME =
  /^(?:(?:fix|correct|change|update|edit)\s+(?:the\s+)?(?:name|title|spelling|wording|typo)\s+(?:on|of|in|for)\s+(.+?)\s*(?:[,;:]|\s[-–—])\s*(?:(?:no|oops|sorry|wait)[\s,]+)?(?:it'?s|its|it is|it should be|should be|it should say|should say|that should be)|(.+?)(?:\s*(?:[,;:]|\s[-–—])\s*|\s+)(?:it should say|should say|it should read|should read|(?:change|make|edit|update|fix|have)\s+it\s+(?:to\s+)?(?:say|read)))\s+(.+?)\s+(?:not|instead of|rather than)\s+(.+?)[\s.!]*$/i;
/**
 * "the flowers are for grandma not mom, pls fix", "the cake's actually for dad, not mum": whom the task is for, said
 * anew; the one it names now is the wrong word of its title.
 */
const FOR_NOT =
  /^(.+?)(?:\s+(?:is|are|was|were)|'s|’s)\s+(?:actually\s+|really\s+)?for\s+(.+?),?\s+(?:not|instead of|rather than)\s+(?:for\s+)?([^,;.]+?)(?:\s*[,;.]?\s*(?:(?:so\s+)?(?:pls|please|can you|could you)\s+)?(?:fix|change|correct|update)(?:\s+(?:it|that|the name|the title))?(?:\s+(?:pls|please|thanks|thx))?)?[\s.!]*$/i;
/** "make the vet thing say vet (shots)", "have the gym one read gym + sauna": the whole new name. */
const MAKE_IT_SAY = /^(?:make|have|let)\s+(.+?\s+(?:thing|one|task|todo|item|reminder))\s+(?:say|read)\s+(.+?)[\s.!]*$/i;

/** "the savings one, make it $150 instead of $100": an amount in the name said anew. */
const AMOUNT_SWAP =
  /^(.+?)\s*(?:[,;:]|\s[-–—])\s*(?:make it|change it to|it'?s|it should be|should be)\s+([$€£]\s?\d[\d.,]*k?)\s+(?:instead of|not|rather than)\s+([$€£]\s?\d[\d.,]*k?)[\s.!]*$/i;

/**
 * "change 'Collect the suit' to say Harrods instead of Selfridges", "update the gym one to read Friday club not
 * Monday club": the task named, then the words to put in its title in place of the ones it has.
 */
const CHANGE_TO_SAY =
  /^(?:(?:please|pls|can you|could you|would you)\s+)*(?:change|update|edit|fix|amend)\s+(.+?)\s+to\s+(?:say|read)\s+(.+?)\s+(?:instead of|not|rather than)\s+(.+?)[\s.!?]*$/i;

export interface NameFix {
  /** The words that name the task ("the invoice task"). */
  name: string;
  /** The words its title has wrong, as said ("Dupond"). */
  from: string;
  /** The words that belong there ("Dupont"). */
  to: string;
}

/** The task's name and the words to swap in its title, when `text` corrects a task's name. */
export function nameFixIn(typed: string): NameFix | undefined {
  // "the load is for papa pala not mama": the plan reads the words as typed, so Tagalog particles go here too.
  const plain = withoutPidginWords(withoutTagalogParticles(typed));
  // "…, should say USD not CAD, they're paying in dollars": why, after the words swapped, is no part of them.
  const why = /^(.*\s(?:not|instead of|rather than)\s+[^,;]+?)\s*[,;]\s+(\S.*)$/i.exec(plain);
  const text = why && saysWhy(why[2]!) ? why[1]! : plain;
  const amount = AMOUNT_SWAP.exec(text.trim());
  if (amount) return { name: amount[1]!, to: amount[2]!, from: amount[3]! };
  const toSay = CHANGE_TO_SAY.exec(text.trim());
  if (toSay) return { name: toSay[1]!.replace(/^(['"‘“])(.+)(['"’”])$/u, '$2'), to: toSay[2]!, from: toSay[3]! };
  const forNot = FIX_NAME.exec(text.trim()) ? undefined : FOR_NOT.exec(text.trim());
  const said = forNot ? [forNot[0], forNot[1], undefined, forNot[2], forNot[3]] : FIX_NAME.exec(text.trim());
  if (!said) return undefined;
  const [, fixed, said2, to, from] = said;
  const name = fixed ?? said2;
  // "for grandma not mom" names people, a word or two each; longer is a sentence, not a name fixed.
  if (forNot && (to!.split(/\s+/).length > 3 || from!.split(/\s+/).length > 3)) return undefined;
  // "the dentist, it's tuesday not monday", "…, it's p2 not p1": a day, a time or a priority is no name.
  if (/\b(?:mon|tue|wed|thu|fri|sat|sun)\w*\b|\d|\b(?:today|tonight|tomorrow|tmrw|morning|afternoon|evening|noon|am|pm|urgent|priority|due|done)\b/i.test(`${to} ${from}`))
    return undefined;
  return { name: name!, from: from!, to: to! };
}

/** A name correction as an update: the new words stand for the title until the plan swaps them into the task's own. */
export function matchNameCorrection(text: string): Intent | undefined {
  const make = MAKE_IT_SAY.exec(text.trim());
  if (make) {
    const target = parseTarget(make[1]!);
    const title = make[2]!.trim();
    return target && title ? { kind: 'update', target, changes: { title: title.charAt(0).toUpperCase() + title.slice(1) } } : undefined;
  }
  const fix = nameFixIn(text);
  if (!fix) return undefined;
  const target = parseTarget(fix.name);
  // Only a task named by words is looked up (where the swap is made); by number, the whole new name is asked for.
  if (!target || !('query' in target)) {
    return { kind: 'clarify', question: `What should the task be called now? Say the whole new name, like "rename ${fix.name.trim()} to …". I haven't changed anything.` };
  }
  return { kind: 'update', target, changes: { title: fix.to } };
}
