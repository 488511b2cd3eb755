/**
 * Facts said without "remember that": where something is ("my freezer is the one in room 12, shelf 3"), a
 * combination or code and "don't let me forget", who pays which bill ("remember ana pays gas, i pay water"). Each is
 * kept as typed; a line that says a day or a time, or that something changed, is left to the tasks.
 */

/** A day or a time: "my dentist appt is friday dont let me forget" is a task to add, not a fact. */
const SAYS_WHEN =
  /\b(?:today|tonight|tomorrow|tmrw|yesterday|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?|weds|thurs|week|weekend|month|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|noon|midnight|morning|afternoon|evening)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b|\bat\s+\d/i;
/** Words that say a task moved or changed ("my meeting is in room 4 now"). */
const CHANGED = /\b(?:now|instead|moved|actually|any ?more|changed|no longer|not)\b/i;
/** Things that happen at a time: where they are is a task's detail, not a fact to keep. */
const EVENT =
  /\b(?:meeting|appt|appointment|class|exam|interview|call|session|lecture|seminar|party|dinner|lunch|game|practice|shift|flight|train|bus|task|todo|list|reminder)s?\b/i;

/** "my X is …, don't let me forget (it)", "…, keep that": a statement about the person's things, then the request to keep it. */
const THEN_DONT_FORGET =
  /^((?:my|our)\s+(?:[\p{L}\p{N}'.-]+\s+){0,4}?(?:is|are)\s+.+?)[\s,;.!-]+(?:(?:please|pls)\s+)?(?:(?:don'?t|dont|do not)\s+let\s+me\s+forget(?:\s+(?:it|that|this|them))?|(?:keep|save)\s+(?:that|this|it)(?:\s+(?:for me|safe|somewhere))?)$/iu;
/** "my spare key is in the blue box, shelf 2", "our router is in room 4": where something is, by a numbered place. */
const WHERE_IT_IS = /^(?:my|our)\s+(?:[\p{L}\p{N}'.-]+\s+){0,3}?[\p{L}\p{N}'.-]+\s+(?:is|are)\s+.+$/iu;
const NUMBERED_PLACE =
  /\b(?:room|rm|shelf|drawer|floor|bldg|building|cabinet|locker|bay|rack|bin|aisle|level|unit|suite|apt|lot|spot|row|slot|cupboard|closet|box)\s+#?(?:\d[\p{L}\p{N}-]*|\p{L}\d*)(?=[\s,.;]|$)/iu;
/** "my days off are mon and tue", "our shifts are 7 to 3": when the person works, said as a standing fact. */
const WORK_PATTERN =
  /^(?:my|our)\s+(?:days?\s+off|off\s+days|work\s?days|rest\s+days|(?:late\s+|early\s+|night\s+|day\s+)?shifts|(?:office\s+|working\s+|work\s+)?hours)\s+are\s+.+$/i;
/** A day said as a change or one date ("this week", "next friday", "tomorrow"), not a standing pattern. */
const ONE_TIME = /\b(?:today|tonight|tomorrow|this|next|now|instead|moved|changed|the\s+\d{1,2}(?:st|nd|rd|th))\b/i;
/** "remember ana pays gas, i pay water": who pays (or covers) what. */
const WHO_PAYS = /^(?:please\s+)?(?:remember|keep in mind|bear in mind|note)\s+(?!to\b)((?:(?:i|we|you|they)\s+(?:pay|cover|owe)|\p{L}+\s+(?:pays|covers|owes))\s+.+)$/iu;

export function statedFact(text: string): string | undefined {
  const said = text.replace(/[\s.!]+$/u, '');
  if (/\?/.test(said)) return undefined;
  const pays = WHO_PAYS.exec(said);
  if (pays && !CHANGED.test(pays[1]!)) return pays[1]!;
  if (WORK_PATTERN.test(said) && !ONE_TIME.test(said)) return said;
  const kept = THEN_DONT_FORGET.exec(said)?.[1] ?? (WHERE_IT_IS.test(said) && NUMBERED_PLACE.test(said) ? said : undefined);
  if (!kept || SAYS_WHEN.test(kept) || CHANGED.test(kept)) return undefined;
  // The thing the fact is about (before "is") is never an event: "my class is in room 4" is a task's detail.
  const subject = /^(.+?)\s+(?:is|are)\s/i.exec(kept)?.[1] ?? '';
  return EVENT.test(subject) ? undefined : kept;
}
