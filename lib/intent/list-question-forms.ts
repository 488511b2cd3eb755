/*
 * Questions about the list said in a form the list readers do not know, put in one they do. Each rewording is only
 * kept when it reads as a question about the list (parse-intent.ts checks), never as a change.
 */

/** "what's left today + anything overdue": the "+" joins the two, as "and" does. */
const PLUS_OVERDUE = /\s+\+\s+((?:anything\s+|what'?s\s+)?(?:overdue|late))(?:\s+(?:together|too|as well|both))?$/i;
/** "have i let any of dad's stuff slip past its date", "did i let the bills go overdue": a topic's late tasks. */
const LET_SLIP =
  /^(?:have|did)\s+i\s+let\s+(?:any(?:thing)?\s+(?:of\s+)?)?(?:the\s+|my\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)\s+(?:slip|go|get|fall)\s+(?:past\s+(?:it'?s|their|the)\s+(?:due\s+)?(?:date|deadline)s?|overdue|late|behind)$/iu;
/** "further out than next week, what've i got", "beyond next week?": after a time, with no end. */
const FURTHER_OUT =
  /^(?:further out than|further than|later than|beyond|past|after)\s+((?:next|this)\s+(?:week|month)|the weekend)(?:\s*[,-]?\s*(?:what(?:'ve| have| do)\s+(?:i|we)\s+(?:got|have)|anything|what(?:'s| is)\s+(?:there|on)))?$/i;

/** "which invoices do i have", "which bills have we got": which of a kind, the same as "what … do i have". */
const WHICH_HAVE = /^which\s+(\p{L}[\p{L}\p{N}' -]{1,40}?)\s+(?:do|have|did)\s+(?:i|we)\s+(?:have|got|get)(?:\s+(?:left|on|open|pending|to do|to pay))?\s*\??$/iu;
/** "how many things left for today", "how many jobs are left": the same as "how many tasks …". */
const HOW_MANY = /^how many\s+(?:things|jobs|items|bits|chores|errands|todos|to-?dos)\b/i;
/** "what time is the vet appointment today", "what time's the fitting": when one task is, by its name. */
const WHAT_TIME =
  /^(?:what time|what hour|when exactly|what day|what date|which day)(?:'s|s|\s+is|\s+was)\s+(?:my\s+|the\s+|our\s+)?(.+?)(?:\s+(?:today|tonight|tomorrow|again|at))*\s*\??$/i;
/**
 * "whats from before today that i havent done", "anything from before today i didn't get to": the tasks due before
 * today and still open, which is what overdue means.
 */
const FROM_BEFORE_TODAY =
  /^(?:what(?:'s|s| is| was| are| were)?|which|anything|any|show(?: me)?|list|is there anything|are there any)\b.*\b(?:from\s+)?before\s+today\b(?:\s*(?:that|which|i|still|not|haven'?t|havent|didn'?t|didnt|never|done|do|finish(?:ed)?|get|got|to|open|left|outstanding|undone|pending|yet|haven't))*\s*\??$/i;

/** "what didn't i get done yesterday", "what haven't i done yet": what is still open, of the days gone or of today. */
const NOT_DONE_YET =
  /^what\s+(?:didn'?t|did not|didnt|haven'?t|have not|havent)\s+i\s+(?:get\s+)?(?:do(?:ne)?|finish(?:ed)?|complete(?:d)?|get to|manage(?:d)?)(?:\s+yet)?(?:\s+(yesterday|last week|before today|today|this week))?(?:\s+yet)?\s*\??$/i;
/** "what did i already do today": "already" adds nothing to the question. */
const ALREADY_DONE = /^(what\s+(?:did|have)\s+i)\s+(?:already|actually)\s+(?=(?:do|done|finish|finished|complete|completed|get done|got done)\b)/i;

/** "what have i on today", "what've we got on friday": Irish and British "have … on", the same as "what's on". */
const HAVE_ON = /^what\s+(?:have|'ve|ve)\s+(?:i|we)\s+(?:got\s+)?on\b(.*)$/i;
/** "what was done on monday", "what got finished yesterday": done in the passive, the same as "what did i get done". */
const WAS_DONE = /^what\s+(?:was|were|got|has been|have been|'s been)\s+(?:done|finished|completed|ticked off|sorted|crossed off)\b(.*)$/i;
/** "what did i finish over the weekend", "what have i ticked off today": another verb of finishing, the same question. */
const DID_FINISH =
  /^what\s+(?:did|have)\s+(?:i|we)\s+(?:finish|finished|complete|completed|tick off|ticked off|cross off|crossed off|get through|got through|knock off|knocked off)\b(.*)$/i;
/** "over the weekend", "at the weekend", "on the weekend", said of what is done: the weekend gone. */
const THE_WEEKEND = /\b(?:over|at|on|during)\s+the\s+weekend\b/i;
/**
 * "is the gas bill paid?", "has the parcel been posted yet", "did i pay the gas bill or not", "have i booked the vet":
 * whether one task is done, asked by its verb; the same as "is the gas bill done?", which shows that task.
 */
const IS_IT_DONE =
  /^(?:is|are|was|were|has|have)\s+((?:the|my|our)\s+.{2,50}?)\s+(?:been\s+|all\s+|already\s+)?(?:paid|sent|booked|sorted|handled|ordered|posted|returned|renewed|filed|submitted|finished|lodged|signed|collected|picked up|dropped off)(?:\s+(?:yet|already|or not|off))*$/i;
const DID_I_DO_IT =
  /^(?:did|have|had)\s+(?:i|we)\s+(?:already\s+|actually\s+|even\s+|ever\s+)?(?:pay|paid|send|sent|book|booked|order|ordered|post|posted|return|returned|renew|renewed|file|filed|submit|submitted|lodge|lodged|sign|signed|collect|collected|call|called|ring|rang|phone|phoned|email|emailed)\s+(?!(?:it|that|this|them|anything|everything|something)\b)(.{2,50}?)(?:\s+(?:or not|yet|already|ok|okay))*$/i;

/** The question in a form the list readers know, or undefined when it is said in none of these forms. */
export function listQuestionForm(body: string): string | undefined {
  const text = body.trim().replace(/\s+/g, ' ');
  if (PLUS_OVERDUE.test(text)) return text.replace(PLUS_OVERDUE, ' and $1');
  const slipped = LET_SLIP.exec(text.replace(/[?!.\s]+$/, ''));
  if (slipped) return `any ${slipped[1]!.replace(/\s+(?:stuff|things|tasks|jobs)$/i, '').replace(/['’]s$/i, '')} stuff overdue`;
  const further = FURTHER_OUT.exec(text);
  if (further) return `what have i got after ${further[1]!}`;
  const which = WHICH_HAVE.exec(text);
  if (which) return `what ${which[1]!} do i have`;
  if (HOW_MANY.test(text)) return text.replace(HOW_MANY, 'how many tasks').replace(/\bleft for (today|tonight|tomorrow)\b/i, 'left $1');
  const time = WHAT_TIME.exec(text);
  if (time && !/^(?:it|is it|now)$/i.test(time[1]!)) return `when is ${time[1]!}`;
  if (FROM_BEFORE_TODAY.test(text)) return "what's overdue";
  const notYet = NOT_DONE_YET.exec(text);
  if (notYet) return /^(?:today|this week)$/i.test(notYet[1] ?? '') ? `what's left ${notYet[1]!}` : notYet[1] ? "what's overdue" : "what's left";
  if (ALREADY_DONE.test(text)) return text.replace(ALREADY_DONE, '$1 ');
  const strip = text.replace(/[\s?!.]+$/, '');
  const haveOn = HAVE_ON.exec(strip);
  if (haveOn) return `what's on${haveOn[1]!}`;
  const finished = WAS_DONE.exec(strip) ?? DID_FINISH.exec(strip);
  if (finished) return `what did i get done${finished[1]!.replace(THE_WEEKEND, 'last weekend')}`;
  const isDone = IS_IT_DONE.exec(strip);
  if (isDone) return `is ${isDone[1]!} done?`;
  const didI = DID_I_DO_IT.exec(strip);
  if (didI) return `is ${/^(?:the|my|our)\s/i.test(didI[1]!) ? '' : 'the '}${didI[1]!} done?`;
  return undefined;
}
