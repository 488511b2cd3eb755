/**
 * A change, then why, after a comma or a dash. A move: "shift the boiler check to friday, the client's away till then", "push
 * all wednesday's lessons to thursday, hall's booked wednesday", "move the tyre fitting to the 9th - garage is full".
 * The words after the day say why the person moves it, never a second value of the change, so the move is read from
 * the words before them. A tail that is a request of its own ("…, and tag it work", "…, p1") or a correction of the
 * day ("…, actually saturday") is not a reason; a tail that names a day is one only when it is a clause, with a verb
 * ("hall's booked wednesday"), not a time said alone ("…, 3pm"). A new name: "rename the dairy order to oat milk
 * order, the café switched", "change the lidl run to aldi run, lidl's shut on sundays": the clause after the comma is
 * why, never part of the name.
 */
const MOVE = /^(?:move|reschedule|postpone|push(?:\s+back)?|put off|delay|defer|bump|shift|shove|change|set)\s+\S.*?\s(?:to|till|until|til|for|out to|back to|over to)\s+\S/i;

/** A tail that asks for something more, or takes the day back: it is part of the request. */
const MORE =
  /^(?:and|also|plus|then|too|tag|label|remind|make|set|change|move|push|add|delete|remove|mark|put|p[1-4]\b|at|by|on|around|about|from|actually|no|nope|wait|sorry|or|i mean|make (?:that|it)|rather|instead|not|same|every|each|repeat|high|low|urgent|priority)\b/i;

/** A field of the task named ("it's due friday", "it's urgent"): a change said as a fact, never why. */
const FIELD = /\b(?:due|deadline|urgent|asap|important|priority|p[1-4]|tag(?:ged)?|remind(?:er)?|repeats?|every)\b/i;

/** A verb or a subject with its verb: the tail is a clause, so a day in it is part of the story. */
const CLAUSE =
  /\p{L}'s\s|^(?:they|we|he|she|it|i|you)(?:'re|'s|'ve|'ll|'d|'m|re|ve|ll|m)?\s|\b(?:is|are|was|were|has|have|had|got|gets|can'?t|cant|couldn'?t|couldnt|won'?t|wont|didn'?t|didnt|isn'?t|isnt|wasn'?t|wasnt|aren'?t|arent|doesn'?t|doesnt|don'?t|dont|need|needs|booked|closed|shut|full|away|off)\b/iu;

/**
 * The move said before a reason (the words up to the comma or dash), or undefined when the message is no move with a
 * reason after it. `saysValue` tells whether the tail holds a value of a request (a day, a time, a priority, a tag).
 */
export function moveBeforeReason(text: string, saysValue: (tail: string) => boolean): string | undefined {
  if (!MOVE.test(text)) return undefined;
  const cut = /\s*(?:[,;]|\s[-–—])\s+(?=\S)/.exec(text);
  if (!cut) return undefined;
  const head = text.slice(0, cut.index).trim();
  const tail = text.slice(cut.index + cut[0].length).trim();
  if (!MOVE.test(head) || MORE.test(tail) || FIELD.test(tail) || tail.split(/\s+/).length < 2) return undefined;
  if (saysValue(tail) && !CLAUSE.test(tail)) return undefined;
  return head;
}

/** Whether words after a change say why (a clause, not a value or a request of their own). */
export function saysWhy(tail: string): boolean {
  return CLAUSE.test(tail) && !MORE.test(tail) && !FIELD.test(tail) && tail.split(/\s+/).length >= 2;
}

/** The new name said before a reason after a comma ("oat milk order, the café switched" → "oat milk order"), or the name as said. */
export function nameBeforeReason(name: string): string {
  const cut = /\s*[,;]\s+(?=\S)/.exec(name);
  if (!cut) return name;
  const tail = name.slice(cut.index + cut[0].length).trim();
  return saysWhy(tail) ? name.slice(0, cut.index).trim() : name;
}

/**
 * Why said after the names of several tasks: "tick off all the invoices, sent them all last night", "delete the padel
 * tasks, shoulder is gone", "clear the done ones, too much clutter", "…, both sorted", "…, never gonna happen". A clause,
 * a word for the tasks just named ("them", "both"), or a word that says how things stand ("too …", "never …"): never
 * another task's name (two words at least, no request of its own).
 */
export function saysWhyOfSeveral(tail: string): boolean {
  const words = tail.trim().split(/\s+/);
  if (words.length < 2 || MORE_THAN_WHY.test(tail) || FIELD.test(tail)) return false;
  return saysWhy(tail) || /\b(?:them|it|those|these|em|'em)\b/i.test(tail) || /^(?:too|never|no longer|both|all|not)\b/i.test(tail);
}

/** A tail that asks for more ("and …", "tag …") is a request, not why ("both sorted", "too much clutter" say why here). */
const MORE_THAN_WHY = new RegExp(MORE.source.replace('^(?:', '^(?!both\\b|all\\b|too\\s+(?:much|many|busy|late|far)\\b)(?:'), 'i');
