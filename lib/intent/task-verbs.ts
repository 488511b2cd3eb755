/**
 * A bare task line: a line that starts with an everyday verb a person writes a todo with ("reserve a van for the
 * move", "check the smoke alarm batteries", "ask the landlord when the boiler is serviced") and names what it is
 * done to. Such a line is what a todo list is for, so it is added like a quick add.
 *
 * The verbs are a list kept here, not a dictionary: a verb is here only when a line that starts with it is almost
 * always a thing to do later, never a request to the assistant itself ("call an uber", "look up the weather",
 * "translate this" stay out), nor a change to a task ("move", "cancel", "mark", "take", "clear", "set" stay out).
 * The verbs the errand pattern in match-create.ts already knows are not repeated here.
 */
const TASK_VERBS = new Set([
  'ask',
  'attend',
  'bathe',
  'borrow',
  'bring',
  'calibrate',
  'charge',
  'check',
  'compare',
  'confirm',
  'count',
  'deliver',
  'descale',
  'disinfect',
  'double-check',
  'dust',
  'empty',
  'enrol',
  'enroll',
  'exchange',
  'feed',
  'fetch',
  'finalise',
  'finalize',
  'frame',
  'grit',
  'groom',
  'hem',
  'hand',
  'hire',
  'inspect',
  'interview',
  'invite',
  'invoice',
  'join',
  'laminate',
  'learn',
  'lend',
  'load',
  'make',
  'measure',
  'meet',
  'memorise',
  'memorize',
  'mend',
  'mop',
  'nominate',
  'oil',
  'photocopy',
  'photograph',
  'plant',
  'polish',
  'practise',
  'propose',
  'prune',
  'rake',
  'read',
  'recommend',
  'reconcile',
  'rehearse',
  'reply',
  'repot',
  'request',
  'reserve',
  'reset',
  'respond',
  'review',
  'revise',
  'rsvp',
  'scrub',
  'sell',
  'service',
  'sew',
  'sharpen',
  'ship',
  'shred',
  'shovel',
  'suggest',
  'test',
  'trim',
  'unload',
  'upload',
  'vaccinate',
  'verify',
  'visit',
  'walk',
  'watch',
  'weed',
  'wipe',
  'xerox',
]);

/** What follows the verb when the line is for the assistant or about a task already there: "check it", "make me a …". */
const NOT_AN_OBJECT =
  /^(?:me|us|you|yourself|it|its|it's|them|this|that|these|those|him|her|sure|again|everything|all|anything|something|nothing|off|out|back|over|what|which|whether|how|if|when|up|down)\b/i;
/** Words that make "check …", "review …", "ask about …" a look at the list, not a task: "check what's due", "ask about my list". */
const LIST_WORDS = /\b(?:list|lists|tasks?|todos?|to-dos?|due|overdue|pending|agenda|reminders?|schedule|calendar)\b/i;
/** Words that make "make …" a change to a task: "make the gym one urgent", "make laundry weekly". */
const CHANGE_WORDS = /\b(?:priority|urgent|important|p[1-4]|recurring|repeat(?:ing)?|daily|weekly|monthly|yearly|due|earlier|later|sooner|done|complete|finished)\b/i;
/** "check the van one", "review the invoice task": a task already there, named by what it is about. */
const NAMES_A_TASK = /\b(?:one|ones|tasks?|todos?)\b/i;
const LOOKS = new Set(['ask', 'check', 'double-check', 'review', 'read', 'watch', 'compare', 'count']);

/**
 * "change the car wipers", "change the smoke alarm batteries": "change" before a part that wears out is a chore (the
 * same parts confidence.ts lets through); said with "to", "into" or "from" it is a change to a task.
 */
const WORN_PART =
  /^(?:(?:my|the|a|an|our|his|her|their)\s+)?(?:[\w'-]+\s+){0,3}?(?:oil|tires|tyres|sheets|bedsheets|bed sheets|bedding|filters?|batter(?:y|ies)|bulbs?|light ?bulbs?|wipers?|wiper blades?|litter|cartridges?|strings|brake pads|diapers?|nappies|nappy)\b(?!.*\s(?:to|into|from)\s)/i;

/** True when `text` is a bare task line: a verb from the list, then at least two words of what it is done to. */
export function isTaskLine(text: string): boolean {
  const match = /^([\p{L}-]+)\s+(.+)$/u.exec(text.trim());
  if (!match) return false;
  const verb = match[1]!.toLowerCase();
  const rest = match[2]!.replace(/[.!]+$/, '').trim();
  if (verb === 'change' && !/\?/.test(rest) && !NAMES_A_TASK.test(rest) && WORN_PART.test(rest) && rest.split(/\s+/).length >= 2) return true;
  if (!TASK_VERBS.has(verb) || /\?/.test(rest)) return false;
  if (rest.split(/\s+/).length < 2 || NOT_AN_OBJECT.test(rest)) return false;
  if (NAMES_A_TASK.test(rest) || (LOOKS.has(verb) && LIST_WORDS.test(rest))) return false;
  // A time the date reader left ("11.30") is a change not understood, never part of a new task's name.
  if (/\b\d{1,2}[.:]\d{2}\b/.test(rest)) return false;
  // "make the meeting with the accountant 11am": "make" and a name with "the" is how a change to a task is said.
  if (verb === 'make' && (CHANGE_WORDS.test(rest) || /^(?:the|my|our|his|her|their)\b/i.test(rest))) return false;
  return true;
}
