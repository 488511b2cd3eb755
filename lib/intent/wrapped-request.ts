import type { Intent } from './intent-schema';
import { leftOverLength, parseDueDate } from './parse-due-date';

/**
 * A request wrapped in talk: a sigh or a greeting before it ("oof i need to re-tile the shower", "hi there 👋 could
 * you add …"), a story sentence before it ("nearly forgot. collect the suit tmrw"), its day said as a sentence of its
 * own after it ("… the old one snapped. sometime this weekend"), or the task asked as a doubt and then "add it"
 * ("repaint the fence? does anyone still do that lol. add it anyway"). The request is the one sentence that asks
 * for a task; the talk around it is never part of the title, and talk alone is never added.
 *
 * Each reading here is only a candidate: the caller reads it again and keeps it only when it is an add, and a story
 * sentence is only skipped when it is no request of its own (a change said first stays the caller's to read).
 */

/**
 * A sigh, a greeting ("morning -" too: only before a request's opening words, so "morning - gym" keeps its morning) or
 * an emoji before the request, with nothing but spaces, marks or emoji after it.
 */
const LEAD_WORD = String.raw`(?:huhu+|hu hu|grabe|haa*y+|hays|hay nako|hay naku|nako|naku|aray|ay nako|ugh+|argh+|sigh|oof|whew|phew|jeez|geez|yikes|omg|oh no|oh man|hello|hi|hey|heya|hiya|(?:good )?(?:morning|mornin|afternoon|evening))`;
const LEAD = new RegExp(
  String.raw`^(?:(?:${LEAD_WORD})(?:\s+(?:po|there|again|all))?(?:[\s,!.…~–—-]|\p{Extended_Pictographic}|\uFE0F|[:;]-?[)D(])+)+|^(?:\p{Extended_Pictographic}|\uFE0F|\s)+`,
  'iu',
);
/** What a request opens with, so that a lead word is only dropped before one. */
const REQUEST_OPENING =
  /^(?:(?:i|we)\s+(?:really\s+)?(?:need|have|gotta|got|must|should)\b|gotta\b|need to\b|have to\b|(?:can|could|would|will)\s+(?:you|u)\b|pls\b|please\b|add\b|remind\b|put\b|don'?t forget\b|remember to\b)/i;

/** "add it anyway", "idk add it, i'll decide later", "ok fine add it": the earlier sentence, asked about, is the task. */
const ADD_IT =
  /^(?:(?:idk|i dunno|ok|okay|fine|eh|meh|whatever|hmm+|anyway|anyways|lol|haha+|but|so|just|well)[\s,.!]+)*(?:(?:pls|please|just)\s+)?(?:add|put|save|keep|note)\s+(?:it|that|this)(?:\s+(?:anyway|anyways|anyhow|still|in|down|on|too|pa rin|na lang|na rin))*(?:[\s,;.!-]+(?:i'?ll|ill|i will|i can|we'?ll|will|can)\s+(?:decide|think|see|figure|check|sort)\b[^.?!]{0,30})?[\s.!]*$/i;
/** A task asked as a question is never one that starts like a question to the assistant. */
const ASKS = /^(?:what|when|where|who|why|how|which|is|are|am|was|were|do|does|did|can|could|should|will|would|any|anything)\b/i;
/** "sometime this weekend", "by friday", "tmrw": a sentence that is only a day, said after the request. */
const WHEN_LEAD = /^(?:sometime|some time|maybe|probably|by|on|at|around|before|due|for|ideally)\s+/i;

/** "… roped me into baking 🙄 add buy cake stuff": an emoji before a request's opening words ends a sentence too. */
const EMOJI_BEFORE_REQUEST = new RegExp(String.raw`(?<=\p{Extended_Pictographic}\uFE0F?)\s+(?=${REQUEST_OPENING.source.slice(1)})`, 'iu');

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/u)
    .flatMap((sentence) => sentence.split(EMOJI_BEFORE_REQUEST))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

const bare = (sentence: string) => sentence.replace(/[\s.!?…]+$/u, '').trim();

/** True when the sentence is only a day or a time. */
function isOnlyWhen(sentence: string, now: Date, timeZone: string): boolean {
  const said = bare(sentence).replace(WHEN_LEAD, '');
  const date = parseDueDate(said, now, timeZone);
  return date !== undefined && leftOverLength(said, date) <= 2;
}

/**
 * "before I forget, …", "so I don't forget: …", "let me not forget, …" (Pidgin "make I no forget"): words that only say
 * why the request is said now, before a comma or a colon. Whatever request follows is the one (read again by the caller).
 */
const FORGET_LEAD =
  /^(?:(?:oh|and|ok|okay|so|also)[\s,]+)?(?:before i forget|so (?:that )?i (?:don'?t|do not|won'?t) forget|lest i forget|in case i forget|(?:lemme|let me) not forget|(?:don'?t|do not) let me forget|while i remember|while i think of it)\s*[,:;–—-]\s*(?=\S)/i;

/** The request without the sigh or greeting before it (or the "before I forget" lead), or undefined when there was none. */
export function withoutLead(text: string): string | undefined {
  const forget = FORGET_LEAD.exec(text);
  if (forget) return text.slice(forget[0].length).trim();
  const lead = LEAD.exec(text);
  if (!lead || lead[0].length === text.length) return undefined;
  const rest = text.slice(lead[0].length).trim();
  const forgetAfter = FORGET_LEAD.exec(rest);
  if (forgetAfter) return rest.slice(forgetAfter[0].length).trim();
  return REQUEST_OPENING.test(rest) ? rest : undefined;
}

/** "X? … add it anyway": the request to add the first sentence, or undefined. */
export function askedThenAddIt(text: string): string | undefined {
  const sentences = sentencesOf(text);
  if (sentences.length < 2 || !ADD_IT.test(sentences.at(-1)!)) return undefined;
  const task = bare(sentences[0]!);
  if (!task || ASKS.test(task) || task.split(/\s+/).length > 10) return undefined;
  return `add ${task}`;
}

/**
 * Candidates for the request in several sentences: each sentence with the sentences before it taken as talk, and the
 * request with a day said as its own sentence after it put back beside it (before a reason after a comma: "buy a visor,
 * the old one's cracked. this weekend" is "buy a visor this weekend, the old one's cracked"). A priority or a tag said
 * as its own sentence after it ("It's urgent!", "Tag it garden.") is put back at its end; any other sentence after it
 * (thanks, news, a reason: "Thanks so much.", "Their dad is away.") is talk after, never part of it.
 */
export function requestSentences(text: string, now: Date, timeZone: string): Array<{ request: string; talk: string[]; after: string[] }> {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return [];
  const found: Array<{ request: string; talk: string[]; after: string[] }> = [];
  for (let index = 0; index < sentences.length; index += 1) {
    const following = sentences.slice(index + 1).map(bare);
    const request = bare(sentences[index]!);
    if (!request || isOnlyWhen(request, now, timeZone) || PRIORITY_ONLY.test(request)) continue;
    const whens = following.filter((sentence) => isOnlyWhen(sentence, now, timeZone) || PRIORITY_ONLY.test(sentence));
    const fields = following.filter((sentence) => !whens.includes(sentence) && FIELD_SENTENCE.test(sentence));
    const after = following.filter((sentence) => !whens.includes(sentence) && !fields.includes(sentence));
    // Talk is words only: a number, a tag or a mention after the request is more of it ("by 12.4. 23:59 #uni").
    if (after.some((sentence) => UNDOES.test(sentence) || /[\d#@]/.test(sentence))) continue;
    const when = whens.join(' ');
    const comma = request.indexOf(',');
    const dated = !when ? request : comma > 0 ? `${request.slice(0, comma)} ${when}${request.slice(comma)}` : `${request} ${when}`;
    const placed = fields.reduce((line, field) => `${line}, ${field.toLowerCase()}`, dated);
    found.push({ request: placed, talk: sentences.slice(0, index).map(bare), after });
  }
  return found;
}

/** Talk after a request that takes it back or says it is done ("I did it already.", "Never mind."): no talk to skip. */
const UNDOES = /\b(?:did|done|already|finished|cancel(?:l?ed)?|no longer|not|don'?t|never ?mind|forget|scratch|ignore|instead|delete|remove|wrong|mistake|actually)\b|\?/i;

/** A sentence after the request that is only a field of it: "It's urgent!", "This is important.", "Tag it garden.", "Remind me an hour before." */
const FIELD_SENTENCE =
  /^(?:(?:and\s+)?(?:it'?s|it is|this is|that'?s|that is)\s+(?:really\s+|very\s+|super\s+|quite\s+)?(?:urgent|important|critical|a (?:high |top )?priority)|(?:please\s+)?tag (?:it|that|this)\s+[\p{L}\p{N}_-]+(?:\s+and\s+[\p{L}\p{N}_-]+)?|(?:please\s+)?(?:remind me|ping me|nudge me|(?:i\s+)?need a reminder)\s+(?:(?:an?|one|half an?|\d+)\s*\p{L}+|the day)\s+(?:before(?:hand)?|ahead|early|prior)(?:\s+so\s+(?:that\s+)?(?:i|we)\s+(?:can|could)\s+[^.!?]+)?)\s*!*$/iu;

/** "… the back left is nearly bald. asap": a priority said alone as a sentence after the request, put back beside it as a day is. */
const PRIORITY_ONLY = /^(?:asap|a\.s\.a\.p|urgent(?:ly)?|high priority|top priority|p[1-4]|priority [1-4])!*$/i;

/** Talk that asks for nothing: what a story sentence must read as for the request beside it to be read alone. */
const QUIET: ReadonlySet<Intent['kind']> = new Set(['unknown', 'clarify', 'chat', 'help']);

/**
 * The add a wrapped request asks for, or undefined. `read` reads a piece of the text as a whole request (the caller's
 * parser); only an add read from the request, with every story sentence asking for nothing, is kept.
 */
export function wrappedAdd(text: string, now: Date, timeZone: string, read: (text: string) => Intent): Intent | undefined {
  const asked = askedThenAddIt(text);
  const askedRequest = asked === undefined ? undefined : read(asked);
  if (askedRequest?.kind === 'create') return askedRequest;
  for (const { request, talk, after } of requestSentences(text, now, timeZone)) {
    if ([...talk, ...after].some((sentence) => !QUIET.has(read(sentence).kind))) continue;
    const intent = read(withoutLead(request) ?? request);
    if (intent.kind === 'create') return intent;
  }
  const leadless = withoutLead(text);
  const leadRequest = leadless === undefined ? undefined : read(leadless);
  return leadRequest?.kind === 'create' ? leadRequest : undefined;
}
