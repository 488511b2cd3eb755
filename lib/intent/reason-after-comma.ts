import { isOwnClause } from './own-clause';
import { saysSomeoneElseDoes } from './someone-else-does';
import { refusesOldDay } from './old-day-refused';
import { isPastNews } from './past-news-reason';

/**
 * A reason said after a comma, about the request before it: "…, it's been cancelled", "…, got loads
 * left", "…, I cancelled it", "…, not happening", "…, the payment failed", "…, handed them over to Jo".
 * It is a clause (a pronoun, an auxiliary or a verb of what happened), never another task's name
 * ("delete milk, eggs"), so the request is read from the words before the comma alone.
 */
const REASON =
  /^(?:(?:cheers|ta|thx|thanks|thank you|ty|running late|in a rush|no rush)[\s!.]*$|(?:it|that|this|they|he|she|we|i|you)(?:'s|'ve|'re|'d|'ll|s|ve|re)?\b|its\b|im\b|(?:got|not|no|never|been|already|cause|cuz|coz|because|since|as|turns out|apparently|idk|dunno|unsure|who knows|no idea|no clue|plans? changed|changed|(?:doesn'?t|does not|won'?t|didn'?t) matter|(?:don'?t|dont|do not|no longer)\s+(?:need|want)\s+(?:it|them|that|this|one|any)|still\s+(?:need|needs|have|has|got|gotta)\s+(?:to\s+)?\p{L}+|feeling\s+(?:sick|ill|unwell|rough|awful|bad|terrible|crappy|gross|meh|off|under the weather))\b|\p{L}+\s+(?:sent|gave|handed|kicked|bounced|threw)\s+(?:it|them|that)\s+back\b|(?:the|my|our)\s+\w+(?:\s+\w+)?\s+(?:failed|bounced|fell through|got|was|were|is|are|has|have|changed|moved|pulled|covers|cover|cancell?ed|called|said|says|wants?|sent|took|dropped)\b|waiting\s+(?:on|for)\b|(?:clash(?:es|ed)?|overlaps?|overlapped|conflicts?|conflicted)\s+with\b|(?:might|may|probably|prob|maybe)\s+(?:get|have|need|do|be|go|ask|book|call|try)\b|(?:handed|gave|passed|cancell?ed|sorted|done|finished|over|off|hired|found|bought|sold|lost|missed|forgot|forgotten|skipped)\b|\p{L}+(?:\s+\p{L}+)?\s+(?:got|was|were|has been|have been)\s+(?:cancell?ed|moved|postponed|changed|pushed back|delayed|called off|rescheduled)\b|(?:mine|hers|theirs|ours|yours)\s+\p{L}+|(?:trying|tryin'?|tryna|hoping|want(?:ing)?)\s+to\s+\p{L}+|(?:his|her|their|our|my)\s+(?:old\s+)?(?:one|ones|\p{L}+)\s+(?:leaks|leaked|broke|died|stopped|keeps|won'?t|doesn'?t|can'?t|has|have|had|is|are|was|were|needs|smells|squeaks|rattles)\b|\p{L}+'s\s+(?:orders|instructions|request|idea|rules)$|\p{L}+'s\s+(?:have|has|had|need|needs|are|were|got)\s+(?:a|an|no|holes?|gone|got|worn|too)\b|his\s+(?:\p{L}+\s+)?(?:expires?|expired|ends?|ended|runs? out|ran out|is|are|was|were|has|have)\b|(?:something|someone|somebody|everything|everyone|nothing|nobody|no one)(?:\s+else)?\s+(?:\p{L}{2,}s|is|was|has|came|broke|happened)\b)/iu;
/**
 * "borrowing dan's", "mum wants to stay home", "accountant's handling it", "courts are getting resurfaced", "knee been
 * acting up", "the gate keeps sticking",
 * "just did a full one", "going as a ghost", "chipping in on a gift": a clause by its verb (an -ing verb before its object, never a verb that only ends so: "bring a salad", or a subject and a verb of
 * wanting, saying or being); "washing powder" has no object after it and stays a name.
 */
const CLAUSE =
  /^(?:just\s+\w+ed\b|just\s+did\b|(?!(?:bring|ring|sing|sting|string|swing|spring|fling|cling|wring|thing|king|ding)\s)\p{L}+ing\s+(?:\p{L}+'s|it|them|one|a|an|the|my|his|her|their|our)\b|(?:\p{L}+\s+)?\p{L}+'s\s+(?:\p{L}+ing|been|gone|got)\b|(?:\p{L}+\s+)?\p{L}+\s+(?:wants|needs|said|says|thinks|decided|prefers|reckons)\b|(?:(?:my|the|our|his|her|their)\s+)?\p{L}+\s+(?:are|is|were|was)\s+\p{L}+ing\b|(?:(?:my|the|our|his|her|their)\s+)?\p{L}+\s+(?:been|has been|have been|keeps|kept|started|starts)\s+\p{L}+ing\b|(?:\p{L}+\s+)?\p{L}+\s+(?:is|are|was|were|'s)\s+(?:too|so|way too|really|very)\s+\p{L}+|(?:(?:my|the|our)\s+)?\p{L}+\s+(?:is|are|was|were|'s)\s+(?:on (?:vacation|holiday|leave)|away|out|off|sick|ill|busy|travell?ing)\b|(?:(?:my|the|our)\s+)?\p{L}+(?:\s+(?:is|are)|'s|'re)\s+(?:close|near|soon|coming up|getting close|around the corner|approaching)$|(?:\p{L}+\s+){1,2}(?:fill|fills|go|goes|sell|sells|book|books|run|runs)\s+(?:up\s+|out\s+)?(?:fast|quick(?:ly)?|soon)\b|(?:going|chipping|pitching|dressing|heading|staying|eating|ordering)\s+(?:as|in|with|out|home|instead|elsewhere)\b)/iu;
/**
 * "party's cancelled", "pool's closed", "wrist's in a cast", "monday's no good": something in the possessive
 * form of "is", then how it is; "decided to keep them", "added it by mistake", "sorted it last night": a verb
 * in the past with its object. Both say why, never name a task ("bob's bread" has no such word after it).
 */
const SAID_HOW =
  /^(?:\p{L}+\s+)?\p{L}+'s\s+(?:(?:almost|nearly|all|completely|totally|basically|just)\s+)?(?:in|on|at|out|off|over|not|no|gone|empty|finished|done|dead|flat|shut|broken|sick|ill|poorly|unwell|away|busy|knackered|shattered|exhausted|sore|\p{L}{3,}ed)\b|^(?:just\s+|already\s+)?(?:\p{L}{3,}ed|caught|went|came|had|made|did|got|took|paid)\s+(?:up|it|them|that|this|those|to|against|by|twice)\b/iu;
/** "Ailsa changed it", "Jo took it": someone named, then what they did. */
const SOMEONE_DID = /^\p{Lu}\p{Ll}+\s+(?:changed|moved|did|cancell?ed|sorted|took|has|is|got)\b/u;
/**
 * "jayden found the old one", "neighbours kid does it now", "roommate has some": someone (typed in lower case), then what
 * they did or now do, with its object; a task's name has no such verb after a name.
 */
const SOMEONE_DOES =
  /^(?:\p{L}+(?:'s|s')?\s+)?\p{L}+\s+(?:found|bought|got|did|does|has|had|sorted|sorts|fixed|fixes|took|takes|handled|handles|cancell?ed|paid|pays|mows|covers|covered|gave|lent|brought|returned)\s+(?:it|them|that|this|one|the|a|an|his|her|their|our|my|some|plenty|loads|lots|spare|extra|enough)\b/iu;
/**
 * "gf went already", "dana cancelled lol", "balcony gets zero sun", "rainout", "staying home next week": what happened or how things stand,
 * said short (a day in it is part of the reason, not a new value: "staying home" is no date).
 */
const SAID_SHORT =
  /^(?:(?:rain(?:ed)?\s*out|rained off|pouring|raining|snowing|storming|sold out|closed|cancell?ed|called off)[\s!.]*$|(?:(?:i'?m|im|i am|we'?re|were|we are)\s+)?(?:staying|working|stuck)\s+(?:at\s+)?(?:home|in|from home)\b|(?:(?:my|the|our|her|his)\s+)?\p{L}+\s+(?:went|came|did|grabbed|picked it up|got it|took it|has it|handled it|cancell?ed|bailed|backed out|pulled out|called it off)(?:\s+(?:already|yesterday|earlier|this morning|last night|it|them|lol|haha|ugh))*[\s!.]*$|(?:(?:my|the|our)\s+)?\p{L}+\s+(?:gets|has|needs|doesn'?t|isn'?t|won'?t)\s+(?:zero|no|none|any|enough|too)\b)/iu;
/** "tom won't be back yet", "mum can't do it", "jo isn't around": someone who cannot, so the task is wanted. */
const SOMEONE_CANNOT =
  /^(?:\p{L}+\s+)?\p{L}+\s+(?:won'?t|wont|can'?t|cant|cannot|isn'?t|is not|will not|couldn'?t)\s+(?:be\s+)?(?:back|home|here|there|around|able|free|make it|come|do it|help)\b/iu;
/** Words that make the tail a value of the request, not a reason ("…, tomorrow", "…, p1", "…, #home"). */
const VALUE =
  /(?:^|\s)[#@]\S|\b(?:p[1-4]|urgent|priority|tomorrow|tmrw|today|tonight|next|at \d|\d{1,2}(?::\d{2})?\s*[ap]m|(?:mon|tues|wednes|thurs|fri|satur|sun)day|due|deadline(?:'s|\s+is|\s+was)?\s+(?:on\s+|by\s+)?\d|the \d{1,2}(?:st|nd|rd|th))\b/i;

/** Whether words after a request hold a value of it (a day, a time, a priority, a tag). */
export const saysValue = (tail: string) => VALUE.test(tail);

/** Where a reason after a comma starts (the comma's index), or undefined when the tail is not one. */
export function reasonAfterComma(text: string): number | undefined {
  const comma = text.search(/[,;]\s+\S/);
  const reason = comma > 0 ? reasonAt(text, comma) : undefined;
  if (reason !== undefined) return reason;
  // "flu jab for ana, take the date off, idk when the clinic reopens": the name, the change, then why; the reason
  // is after the last comma when the first one only sets the name off.
  const last = text.search(/[,;]\s+[^,;]+$/);
  // Words between the two ("tomorrow, ; they owe us" has none: marks typed together are asked about).
  const between = last > comma && comma > 0 && /\p{L}/u.test(text.slice(comma + 1, last));
  const lastReason = between ? reasonAt(text, last) : undefined;
  if (lastReason !== undefined) return lastReason;
  // "delete X - hired the neighbour's kid", "no run sat, skip it - resting my calf": a dash between spaces
  // sets off a reason as a comma does, also after a comma inside the request.
  const dash = text.search(/\s[-–—]\s+\S/);
  return dash > comma ? reasonAt(text, dash) : undefined;
}

/**
 * Where a reason said with "since" or "because" and no comma starts ("done with the vet since plans changed"),
 * or undefined: "since monday" is a value, "because of the card" names what the task is about.
 */
export function reasonAfterSince(text: string): number | undefined {
  const since = text.search(/\s(?:since|because|cos|coz|cuz)\s+(?!of\b)\S/i);
  return since > 0 ? reasonAt(text, since) : undefined;
}

function reasonAt(text: string, comma: number): number | undefined {
  const tail = text
    .slice(comma + 1)
    .replace(/^\s*[-–—]/, '')
    .trim();
  return isReason(tail) ? comma : undefined;
}

/** Whether words said after a request are a reason for it ("my legs are toast", "spots go fast"), not a value of it. */
export function isReason(tail: string): boolean {
  // "…, no chance i'm doing it wednesday": the day said is the one refused (old-day-refused.ts).
  // "…, had two enquiries about it this week": news with when it came (past-news-reason.ts).
  if (tail.split(/\s+/).length <= 14 && (refusesOldDay(tail) || isPastNews(tail))) return true;
  return (
    tail.split(/\s+/).length <= 14 &&
    // "not that urgent" says why a priority goes down; it sets none.
    // "idk when it's due yet" asks no date: a "due" said of not knowing when is no value either.
    (SAID_SHORT.test(tail) ||
      !VALUE.test(
        tail.replace(/^not\s+(?:that|so|very|too|super|really)?\s*(?:urgent|important)\b/i, '').replace(/\bwhen\s+(?:it'?s|it\s+is|its|they'?re|they\s+are)\s+due\b/i, ''),
      )) &&
    (SAID_SHORT.test(tail) ||
      REASON.test(tail) ||
      CLAUSE.test(tail) ||
      SOMEONE_CANNOT.test(tail) ||
      SOMEONE_DID.test(tail) ||
      SOMEONE_DOES.test(tail) ||
      SAID_HOW.test(tail) ||
      saysSomeoneElseDoes(tail) ||
      isOwnClause(tail))
  );
}
