import { withoutEmoticons } from './match-chat';
import { CHANGE_LEFTOVER, cutDoubt, LEFTOVER_PUNCTUATION, type WordAccount } from './word-account';

/**
 * How sure the parser is that a line is a new task, from what is left of it
 * once the date, priority and tags were taken out: the title. Words that
 * command something else, a possessive cut from its owner ("Skip 's yoga"),
 * a clause about the request rather than the task ("by it's"), or a title
 * ending in a word that needs an object ("Label the invoice with") each say
 * the words were not understood. The parser then asks instead of writing.
 */
export interface Reading {
  /** Why the reading is unsure, in words the question can use; undefined when sure. */
  doubt?: string;
}

/**
 * Verbs that ask to change a task, not to add one, at the start of what would be the title. "move the ute off the verge
 * for the rubbish pickup": a vehicle or a thing moved somewhere (or for something) is an errand, not a change.
 */
const OTHER_COMMAND =
  /^(?:label(?!\s+(?:the|my|his|her|their|our|all the|all)\s+(?:[\w'-]+\s+){0,4}(?:kits?|bags?|box(?:es)?|jars?|clothes|uniforms?|jumpers?|bottles?|containers?|lunch ?box(?:es)?|folders?|cables?|pens?|shoes|coats?|books?|tubs?|freezer bags?|envelopes?|parcels?)$)|tag|untag|re-?tag|skip|reschedule|rename|retitle|prioriti[sz]e|deprioriti[sz]e|unmark|uncheck|reopen|snooze|move(?!\s+(?:(?:the|my|our|his|her|their)\s+)?(?:car|ute|van|truck|boat|trailer|caravan|camper|bike|motorbike|wheelie bins?|bins?|couch|sofa|fridge|furniture|boxes|pot plants?)\s+(?:for|off|out|onto|into|from|across|before|so|away|inside|outside|under|around|round)\s+\S)|push|postpone|delay|bump|shift|swap|change(?!\s+(?:(?:my|the|a|an|our|his|her|their)\s+)?(?:[\w'-]+\s+){0,2}?(?:address|oil|tires|tyres|sheets|bedding|filters?|batter(?:y|ies)|bulbs?|password|locks?|wipers?|litter|cartridges?|strings|brake pads|furnace filter|diapers?|nappies|nappy)\b(?!.*\sto\s))|cancel|drop(?!\s+off\b|\s+\S+\s+(?:off|at)\b|\s+(?:\S+\s+){1,4}off(?:$|\s+(?:at|to|with|for|on|round|by)\b)|\s+.+?\s+(?:off\s+)?(?:to|at)\s+(?:the|my|his|her|their|our|\w+'s)\b)|undo|remove|delete)\b/i;
/** A possessive whose owner was cut out ("Draft notes for 's review"). */
const ORPHAN_POSSESSIVE = /(?:^|\s)'s\b/i;
/** "it's", "that's" left in a title: a trailing clause about the request that was not read. */
const STRAY_CLAUSE = /\b(?:it's|it is|that's|this is|its)\b\s*$/i;
/** A title that stops where an object should follow. */
const DANGLING_END = /\s(?:with|to|as|by|from|before|after|of|under|into|onto|and|or|but)$/i;
/** Without an add verb, a title may not stop on these either ("The dentist is", "Same as"). */
const DANGLING_PLAIN = /\s(?:is|are|was|were|the|a|an|my)$/i;
/** A title that starts by saying no: "no gym this week" is about a task, not a new one ("stop at the bank" is an errand). */
const NEGATED = /^(?:no|not|never|don'?t|do not|stop(?!\s+(?:at|by|in at|off at)\s)|quit|cancel)\b/i;
/** Words that mean the request names tasks already there. */
const ABOUT_EXISTING = /^(?:the|my)\s+(?:\w+\s+){0,3}(?:ones?|tasks?|todos?|items?)$/i;
/** A line that points at tasks already there: "everything due tomorrow, make it p2", "lower everything to p2". */
const POINTS_AT_EXISTING =
  /\b(?:everything|every task|all (?:my|the|of)|(?:make|mark|set|move|push|change|clear) (?:it|them|those|these))\b|^(?:lower|raise|bump|postpone|delay)\b/i;
/** "send priya all the receipts", "give the tenant all my keys": all of a thing handed to someone, not every task. */
const GIVES_ALL =
  /^(?:send|give|email|e-mail|post|mail|forward|show|bring|lend|pass|hand|return)\s+(?!(?:it|them|this|that|these|those)\b)(?:(?:the|my|our|his|her)\s+)?\S+\s+all (?:the|my|of)\b/i;
/** "sort out the uni stuff", "deal with my car things": a verb on a group of tasks, not one task to add. */
const VERB_ON_GROUP = /^\S+(?:\s+(?:out|up|through|with|on))?\s+(?:the|my|all (?:the|my))\s+\S+\s+(?:stuff|things)$/i;
/** Only the words for tasks in general ("tasks", "stuff"): a question about the list, not a task. */
const ONLY_LIST_WORDS = /^(?:(?:all|my|the|any)\s+)*(?:tasks?|todos?|items?|stuff|things?|ones?)(?:\s+(?:pls|please|coming up|left|due))?$/i;
/**
 * Without an add verb, a line that asks the assistant itself ("call me at 5", "wake me up at 6"),
 * points at something unnamed ("get it done by friday"), states something ("the dentist is friday
 * btw", "the plumber is coming"), starts with a second thought ("wait no, friday") or asks for
 * something outside a todo list (a timer, music, the weather, a score, money sent through an app: "zelle the
 * landlord $900") is not read as a task.
 */
const ASKS_ME = /^\S+(?:\s+(?:up|back|out))?\s+(?:me|us)\b/i;
const UNNAMED = /\b(?:it|them)\b/i;
const STATES = /\s(?:is|are|was|were|isn'?t|aren'?t|wasn'?t)(?:\s|$)/i;
/** "ask elif which date is the henna night": a question to put to someone; its "is" states nothing. */
const ASKS_SOMEONE = /^(?:ask|check with|find out|figure out|confirm with|double-check with)\s+(?:\S+\s+){0,3}?(?:which|what|when|where|who|whether|if|how)\s/i;
const SECOND_THOUGHT = /^(?:oh|wait|actually|hmm+|ok so|so|also|and)\b|\bbtw\b/i;
const OUT_OF_SCOPE =
  /^(?:set\s+(?:a|an|the)\s+(?:timer|alarm)|play|stream|wake|text(?!\s+(?:\S+\s+){1,8}(?:about|re|regarding|back)\b|\s+\S+\s+back$)|translate|search|google|look up|navigate|turn (?:on|off))\b|\b(?:weather|forecast|score of|temperature)\b|\b(?:venmo|zelle|paypal|cash ?app)\b/i;
/** A message sent by the person's phone ("text maya …"); not one whose words are said ("that I'm coming at 5": its hour is the message's). */
const MESSAGE_VERB = /^(?:text|txt)\s+(?!.*\b(?:that|i'?m|im|i am|i'?ll|ill|i will|we'?re|we are|we'?ll|i'?ve|i was|on my way|omw)\b)\S/i;
/**
 * "tell sam i'll be late", "let the team know we're on our way", "message nina that the venue moved": a message to someone
 * with what it says (first person, or after "that"), which the person sends now; a todo list cannot send it. A task only when asked for as one ("remind
 * me to tell sam …"); "tell the landlord about the leak" (what to raise, not the words) is read as before.
 */
const MESSAGE_SAID =
  /^(?:tell|let\s+(?:\S+\s+){1,3}?know|message|msg|whatsapp|dm|text|txt|e-?mail)\s+(?!(?:me|us|myself)\b)(?:\S+\s+){0,3}?(?:that\s+\S|(?:i'?m|im|i am|i'?ll|ill|i will|i'?d|i can'?t|i cant|i won'?t|i'?ve|i was|we'?re|we are|we'?ll|we will|we can'?t|we won'?t)\s+\S|(?:on my way|omw|running late)\b)/i;
/** A sigh or a laugh is not a task ("ugh mondays"). */
const INTERJECTION = /^(?:ugh+|meh|lol|lmao|hmm+|ok|okay|yay|oops|damn|wow|omg|ffs|sigh|argh+|yikes|oh|ah|eh|nah|yep|yeah|nope)$/i;
/**
 * A change said in the past ("pushed back", "moved to", "brought forward") or a change verb after a colon
 * names a task that exists.
 */
const CHANGE_SAID =
  /\b(?:pushed|moved|bumped|brought)\s+(?:back|forward|up|out|to)\b|\bmove(?:d)?\s+to\b|:\s*(?:move|push|make|set|change|bump|tag|untag|rename|skip|add|remove|clear|drop|reminder|remind|no)\b/i;
/**
 * A change left in what would be the title: a move with no day read ("the vet - back", "the plumber back",
 * "X needs to go back"), a reminder word ("remind me beforehand"), or a date taken away ("no due date").
 */
const CHANGE_REMAINS = /[-–—]\s*(?:back|later|remind|reminder|rename|add|remove|clear|set)\b|^the\s.+\sback$|\sbeforehand$|\bneeds to go\b|\bno (?:due )?(?:date|deadline)\b/i;

/** A title that opens with a sigh ("ugh 12 hrs on my feet") is a feeling, not a task. */
const LEADING_INTERJECTION = /^(?:ugh+|meh|lol|lmao|sigh|argh+|omg|ffs|yikes|phew|man|dang|damn)\b/i;
/** Only a greeting and a tone ("morning :)", "hey all ^^"): small talk the chat reader did not catch, never a task. */
const GREETING_ONLY = /^(?:(?:good|hi|hello|hey|heya|hiya|yo|morning|mornin|afternoon|evening|night|gm|gn|all|everyone|there|y'?all)(?:[\s,!.]+|$))+$/i;
/**
 * Without an add verb, a word for a group of tasks ("tmrw stuff can go", "home stuff - #followup", "the p1
 * tasks: no due date", "the school ones to friday") points at tasks already there: never one new task.
 */
const GROUP_WORD = /\b(?:stuff|tasks|ones|todos)\b/i;
/** "wash léa's swim stuff", "pack the camping stuff": a verb of handling things; its "stuff" is things, not tasks. */
const HANDLES_THINGS =
  /^(?:wash|pack|unpack|clean|fold|put away|tidy|iron|dry|buy|grab|pick up|drop off|return|bring|donate|sell|store|hang up|label)\s(?!.*\b(?:tasks|ones|todos)\b)/i;
/** Only words of talk ("well actually", "anyway lol"): what is left once a greeting's day words were read as dates. */
const FILLER_ONLY = /^(?:(?:well|actually|anyway|anyways|lol|haha+|hehe+|just|like|so|um+|uh+|really|oh|ok|okay|right|yeah|tbh|honestly|though)(?:[\s,!.?]+|$))+$/i;
/** "tuesday looks like what", "friday is who": a question word at the end asks about the list, never names a task. */
const ENDS_ASKING = /(?:^|\s)(?:what|which|who|when|where|why|how)\s*[?!.]*$/i;
/**
 * "what have i got" (left once "friday -" was read as its day), "how busy am i", "have i anything on": a question about
 * oneself or the list, said first, never a thing to do ("ask what time the match is" keeps its verb first).
 */
const STARTS_ASKING =
  /^(?:(?:what|what's|whats|wat|which|where|when)\s+(?:have|do|did|am|should|must|can)\s+(?:i|we)\b|(?:how)\s+(?:busy|full|packed|much|many|bad)\s+(?:am|are|is|do|have)\b|(?:have|do|did|am)\s+(?:i|we)\s+(?:got\s+)?(?:anything|much|any|a lot|lots)\b|(?:is|are)\s+there\s+(?:anything|any|much)\b)/i;
/** No word at all, only a number or a time ("set alarm to 7" leaves "7"): nothing names a thing to do. */
const NO_WORD = /^[^\p{L}]*$/u;
/** Words that are not a task at all. */
const NOT_A_THING = /^(?:the\s+)?(?:thing|stuff|one|same|that|this|it)(?:\s+(?:from|about|again|before|earlier|thing))*(?:\s+\w+)?$/i;

/**
 * `explicit`: the words asked to add ("remind me to …", "add …"), so a verb in the title is the task's own.
 * `account`: what the extractors took to leave this title (extract-task-fields.ts readTaskFields).
 */
export function readTitle(title: string, explicit = false, account?: WordAccount): Reading {
  // A closing emoji ("… to 🙏") is tone: the words before it decide ("Set the slides to" stops in the middle).
  const text = withoutEmoticons(title);
  if (GREETING_ONLY.test(text) || !text) return { doubt: 'it sounds like a greeting, not a task' };
  // What the extractors took and what they left around it (word-account.ts).
  const cut = account && cutDoubt(account, title);
  if (cut) return { doubt: cut };
  if (NO_WORD.test(text)) return { doubt: 'it names no task, only a number' };
  if (!explicit && OTHER_COMMAND.test(text)) return { doubt: `“${text.split(/\s+/)[0]}” sounds like a change to a task` };
  if (ORPHAN_POSSESSIVE.test(text)) return { doubt: 'part of it was a date I could not place' };
  if (STRAY_CLAUSE.test(text)) return { doubt: 'the end of it was not clear to me' };
  if (!explicit && NEGATED.test(text)) return { doubt: 'it says not to do something' };
  // "ask the fitter what size the pipes are": a question put to someone may end on its verb.
  if (DANGLING_END.test(text) || (!explicit && DANGLING_PLAIN.test(text) && !ASKS_SOMEONE.test(text))) return { doubt: 'it seems to stop in the middle' };
  if (INTERJECTION.test(text) || FILLER_ONLY.test(text) || (!explicit && LEADING_INTERJECTION.test(text))) return { doubt: 'it does not say what to do' };
  if (!explicit && (ENDS_ASKING.test(text) || STARTS_ASKING.test(text))) return { doubt: 'it sounds like a question' };
  if (LEFTOVER_PUNCTUATION.test(text) || CHANGE_SAID.test(text) || (!explicit && CHANGE_REMAINS.test(text))) return { doubt: 'it sounds like a change to a task you have' };
  if (CHANGE_LEFTOVER.test(text) && !(explicit && !/->|→|=>|same time|can wait/i.test(text))) return { doubt: 'it sounds like a change to a task you have' };
  // "text maya good luck monday": a message for a day to come is a task to keep; "text jay im running late" is sent now.
  const messageForADay = MESSAGE_VERB.test(text) && account?.cuts.some((cut) => cut.use === 'date');
  if (!explicit && (ASKS_ME.test(text) || MESSAGE_SAID.test(text) || (OUT_OF_SCOPE.test(text) && !messageForADay)))
    return { doubt: 'it sounds like something to do now, not a task to keep' };
  if (!explicit && (UNNAMED.test(text) || (STATES.test(text) && !ASKS_SOMEONE.test(text)) || SECOND_THOUGHT.test(text))) return { doubt: 'it does not say which task' };
  if (
    ABOUT_EXISTING.test(text) ||
    NOT_A_THING.test(text) ||
    ONLY_LIST_WORDS.test(text) ||
    (!explicit && ((POINTS_AT_EXISTING.test(text) && !GIVES_ALL.test(text)) || ((VERB_ON_GROUP.test(text) || GROUP_WORD.test(text)) && !HANDLES_THINGS.test(text))))
  ) {
    return { doubt: 'it seems to be about tasks you already have' };
  }
  return {};
}

/** The question asked instead of adding an unsure title. */
export function addOrChangeQuestion(title: string, doubt: string): string {
  return `Add “${title}” as a task, or did you mean to change a task you have? I haven't done anything yet (${doubt}). Say "add ${title.toLowerCase()}" to add it as written, or name the task and what to change.`;
}
