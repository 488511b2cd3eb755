import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * "defrosted the chicken", "swapped the friday late", "i packed the gym bag already": any verb said in the past
 * (a regular "-ed" one), then what was done. It says that a task with that verb is done, so it is read as a
 * completion named by the words as said: the planner finds the task by the verb's stem and the thing ("Defrost
 * chicken thighs"), or says none matches. Never a task to add or to offer: news of something done is no new work.
 * The closed list of common verbs (irregular ones too) is read first, in match-actions.ts; this is the rest.
 */

/** "-ed" words that are no verb of work done: a feeling, a state, a plan, a miss, or something that happened to someone. */
const NOT_DONE = new RegExp(
  String.raw`^(?:need|want|tri|miss|skipp|cancell?|postpon|mov|chang|reschedul|delay|plann|decid|realis|realiz|notic|wonder|hop|expect|suppos|us|lov|lik|hat|enjoy|tir|bor|stress|excit|scar|worri|annoy|exhaust|wast|stuff|wreck|knacker|gutt|stok|pump|reliev|bless|curs|fail|crash|burn|ruin|spill|injur|slipp|faint|di|sneez|cough|vomit|end|happen|seem|look|sound|show|arriv|land|remind|remember|figur|guess|assum|learn|receiv|interest|confus|stuck|surpris|shock|pleas|disappoint|embarrass|overwhelm|swamp|snow|block|lock|sack|fir|promot|marri|engag|divorc|rain|hail|flood|locat|relat|call|nam|titl|bas|tagg|untagg|labell?|requir|allow|warn|offer|agre|refus|deni|reject|declin|add|creat|delet|remov|mark|tick|roster|flatter)ed$`,
  'i',
);
/** Adjectives and nouns that end in "ed". */
const NOT_A_VERB =
  /^(?:undated|dated|unscheduled|unplanned|untagged|uncompleted|unfinished|unchecked|unticked|completed|finished|repeated|prioriti[sz]ed|starred|flagged|pinned|archived|hundred|kindred|naked|wicked|sacred|rugged|ragged|beloved|speed|breed|proceed|exceed|succeed|embed|infrared|shed|bed|red|seed|weed|feed|need|deed|greed|steed|bled|fled|sled|wed|weds)$/i;
/** "i", "we", "just", "finally", "already": before the verb. */
const LEAD = /^(?:(?:i|we)\s+)?(?:(?:just|finally|already|also|eventually|actually)\s+)*/i;
/** "already", "today", "yay", a tick: after what was done. */
const TAIL =
  /(?:\s*[,;–—-]?\s*(?:already|today|earlier|earlier today|just now|this morning|this arvo|this afternoon|last night|finally|at last|at long last|phew|yay|woo+|lol|haha+|done|sorted|all good|tick|✓|✔️?|✅|☑️?))*[\s!.]*$/iu;
/** What was done starts with a word that names no thing: "ironed out the plan", "started on it", "moved to the 12th". */
const NOT_A_THING =
  /^(?:it|that|this|them|those|these|him|her|me|you|us|to|a|an|some|any|up|out|in|on|off|over|back|down|away|about|around|into|at|with|for|by|from|through|like|so|as|than|and|or|but|if|because|cause|cos|when|while|i|we|he|she|they|there|here|what|how|why|no|not|all|everything|nothing|something|anything)\b/i;
/** A day still ahead or a purpose: "defrosted chicken for tomorrow night" is work for later, not news of it done. */
const AHEAD =
  /\b(?:for|by|before|until|till|on)\s+(?:tomorrow|tmrw|tmr|tonight|next|this|the\s+\d|\d|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\b|weekend)|\b(?:for|by|before|until|till|on)$|\b(?:tomorrow|tmrw|tmr|tonight|next week|later|soon|need|needs|will|gonna|going)\b/i;

/** A time already gone. */
const GONE = /\b(?:this morning|yesterday|last night|last nite|earlier|earlier today|last week|over the weekend|on the weekend|ages ago)\b/i;

/**
 * "freezer samples checked, all grand", "the spare key cut": a short name, then its task's verb as a participle, and
 * perhaps a word that it went fine. Not a person's name or a pronoun before it ("mum called" is news of mum).
 */
const NAME_THEN_PARTICIPLE =
  /^(?:the\s+|my\s+|our\s+)?((?:[\p{L}\p{N}'’-]+\s+){0,3}[\p{L}\p{N}'’-]+)\s+(?:all\s+|now\s+|finally\s+)?(\p{L}{3,}ed)(?:\s*[,;.!–—]\s*(?:all\s+|it'?s\s+|its\s+)?(?:grand|good|fine|sorted|ok|okay|great|sweet|perfect|lekker|no issues|no dramas|looks good)\b[^,;]{0,20})?$/iu;
/** Words before a participle that make it no task's name: a person, a pronoun, a question, a list. */
const NOT_A_NAME =
  /^(?:i|we|you|he|she|they|it|that|this|there|what|which|who|mum|mom|dad|nan|gran|grandma|grandpa|everyone|everything|someone|somebody|all|nothing|just|already|finally)\b|\b(?:is|are|was|were|be|been|has|have|had|not|never|didn'?t|wasn'?t|isn'?t|to|and|or|stuff|things|tasks|ones)\b/i;
/** The verb of a task to do ("pack", "book", "water"): words said first that plan, not report. */
const PLAN_FIRST =
  /^(?:call|ring|get|take|put|pay|send|buy|book|check|pick|drop|clean|wash|fix|order|make|do|go|move|change|set|add|remind|delete|remove|mark|tick|finish|complete|skip|reopen)\b/i;

/** "got a hold of ron", "finally got through to the bank": the call to them is done. */
const REACHED = /^(?:i\s+)?(?:finally\s+|just\s+)*(?:got\s+(?:a\s+)?hold\s+of|got\s+through\s+to|heard\s+back\s+from)\s+(?:the\s+)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?)$/iu;

export function matchPastVerbNews(text: string): Intent | undefined {
  const said = text.trim();
  if (/\?\s*$/.test(said)) return undefined;
  const reached = REACHED.exec(said.replace(TAIL, ''));
  if (reached) {
    const target = parseTarget(`call ${reached[1]}`);
    return target && 'query' in target ? { kind: 'complete', target } : undefined;
  }
  const named = NAME_THEN_PARTICIPLE.exec(said.replace(TAIL, ''));
  if (named && !NOT_A_NAME.test(named[1]!) && !PLAN_FIRST.test(named[1]!) && !NOT_DONE.test(named[2]!) && !NOT_A_VERB.test(named[2]!) && !AHEAD.test(named[1]!)) {
    const target = parseTarget(`${named[2]!.toLowerCase()} ${named[1]}`);
    return target && 'query' in target ? { kind: 'complete', target } : undefined;
  }
  const lead = LEAD.exec(said)![0];
  const rest = said.slice(lead.length);
  const verb = /^(\p{L}{3,}ed)\s+/iu.exec(rest);
  if (!verb || NOT_A_VERB.test(verb[1]!) || AHEAD.test(rest)) return undefined;
  // "missed the bus this morning": what happened at a time gone is no task to add, whatever its verb.
  if (NOT_DONE.test(verb[1]!)) return GONE.test(rest) ? { kind: 'unknown' } : undefined;
  const thing = rest.slice(verb[0].length).replace(TAIL, '').trim();
  // One short name of a thing, no second clause: "baked the bread, need to ice it" is more than news.
  // "scheduled stuff for uni": words of a list question, never one task done.
  if (
    !thing ||
    NOT_A_THING.test(thing) ||
    /\b(?:stuff|things|tasks|ones|items|todos|everything|all)\b/i.test(thing) ||
    /[,;:–—]|\s-\s/.test(thing) ||
    thing.split(/\s+/).length > 6
  )
    return undefined;
  const target = parseTarget(`${verb[1]!.toLowerCase()} ${thing}`);
  return target && 'query' in target ? { kind: 'complete', target } : undefined;
}
