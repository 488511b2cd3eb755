import { FORGETTING_LEAD } from './forgetting-lead';
import { isReason } from './reason-after-comma';
import { isTaskLine } from './task-verbs';
import { ERRAND, MESSAGE_ERRAND } from './match-create';

/**
 * Talk said before a task that only introduces it: a label before a colon ("new job: re-grout the Murphys' shower",
 * "another one: renew the boat licence", "tax stuff: find last year's receipts", "jot down: ask the vet about
 * fleas", Hindi "jaldi add karo:" for "quick, add:"), the habit of forgetting said first ("i always forget this, defrost the freezer sat"), or why the task is
 * wanted said first, before a comma ("printer ink's nearly out, order two cartridges friday"). None of it is part of
 * the task's name: the request is the words after it, read again by the caller, which keeps it only as an add.
 *
 * A label is only one that names no thing of its own (a "new …", "… stuff", a note-taking word): "kitchen: clean the
 * oven" keeps its room, read elsewhere. A reason first must read as a clause (reason-after-comma.ts) and the words
 * after it must open with a verb a task line opens with, so "milk, eggs, bread" stays one list.
 */

/**
 * "new job:", "another one:", "tax stuff:", "jot down:", "ok add:": a label that introduces a task. ("note:" may keep a
 * fact, match-memory.ts, and "todo:", "reminder:" are read by the parser's own openings.)
 */
const LABEL =
  /^(?:(?:new|another|one more)(?:\s+[\p{L}-]+)?|[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:stuff|bits|things|admin)|(?:jot|write|put)(?:\s+(?:this|it))?\s+down|(?:(?:ok(?:ay)?|anyway|anyways|so|fine|jaldi|quickly|quick|pls|please)[\s,]+)+(?:add|put)(?:\s+(?:this|it|one|karo|kar do|kardo))?)\s*:\s+(?=\S)/iu;
/** "i keep forgetting this, …", "i always forget it -": the habit said first, before a mark. */
const FORGETTING_FIRST = new RegExp(String.raw`^(?:${FORGETTING_LEAD})(?:\s+(?:this|it|that|one))?\s*[,:;–—-]\s*(?=\S)`, 'i');
/** "defo need to …", "deffo gotta …": an adverb of being sure before the plan, which says nothing of the task. */
const SURELY_FIRST = /^(?:defo|deffo|def|definitely|seriously|honestly|totally|100%)\s+(?=(?:i\s+)?(?:need to|have to|gotta|got to|must|should)\b)/i;

/** The words after the talk, or undefined when nothing before the task was talk. */
export function taskAfterChatter(body: string): string | undefined {
  const surely = SURELY_FIRST.exec(body);
  if (surely) return body.slice(surely[0].length);
  const forgetting = FORGETTING_FIRST.exec(body);
  if (forgetting) return body.slice(forgetting[0].length);
  const label = LABEL.exec(body);
  if (label && !/\b(?:list|tasks?|todos?|tag|tags|label)\s*:/i.test(label[0])) return body.slice(label[0].length);
  // "printer ink's nearly out, order two cartridges": why, then a task line after the first comma.
  const comma = /^([^,;]{6,80})[,;]\s+(\S.*)$/.exec(body);
  if (comma && isReason(comma[1]!) && (isTaskLine(comma[2]!) || ERRAND.test(comma[2]!) || MESSAGE_ERRAND.test(comma[2]!))) return comma[2]!;
  return undefined;
}
