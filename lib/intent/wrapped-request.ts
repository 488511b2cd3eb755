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

/** A sigh, a greeting or an emoji before the request, with nothing but spaces, marks or emoji after it. */
const LEAD_WORD = String.raw`(?:huhu+|hu hu|grabe|haa*y+|hays|hay nako|hay naku|nako|naku|aray|ay nako|ugh+|argh+|sigh|oof|whew|phew|jeez|geez|yikes|omg|oh no|oh man|hello|hi|hey|heya|hiya|good (?:morning|afternoon|evening))`;
const LEAD = new RegExp(
  String.raw`^(?:(?:${LEAD_WORD})(?:\s+(?:po|there|again|all))?(?:[\s,!.…~]|\p{Extended_Pictographic}|\uFE0F|[:;]-?[)D(])+)+|^(?:\p{Extended_Pictographic}|\uFE0F|\s)+`,
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

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/u)
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

/** The request without the sigh or greeting before it, or undefined when there was none. */
export function withoutLead(text: string): string | undefined {
  const lead = LEAD.exec(text);
  if (!lead || lead[0].length === text.length) return undefined;
  const rest = text.slice(lead[0].length).trim();
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
 * Candidates for the request in several sentences: each sentence after the first with the sentences before it taken
 * as talk, and the request with a day said as its own sentence after it put back beside it (before a reason after a
 * comma: "buy a visor, the old one's cracked. this weekend" is "buy a visor this weekend, the old one's cracked").
 */
export function requestSentences(text: string, now: Date, timeZone: string): Array<{ request: string; talk: string[] }> {
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return [];
  const found: Array<{ request: string; talk: string[] }> = [];
  for (let index = 0; index < sentences.length; index += 1) {
    const after = sentences.slice(index + 1);
    if (!after.every((sentence) => isOnlyWhen(sentence, now, timeZone))) continue;
    const request = bare(sentences[index]!);
    if (isOnlyWhen(request, now, timeZone)) continue;
    const when = after.map(bare).join(' ');
    const comma = request.indexOf(',');
    const placed = !when ? request : comma > 0 ? `${request.slice(0, comma)} ${when}${request.slice(comma)}` : `${request} ${when}`;
    found.push({ request: placed, talk: sentences.slice(0, index).map(bare) });
  }
  return found;
}

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
  for (const { request, talk } of requestSentences(text, now, timeZone)) {
    if (talk.some((sentence) => !QUIET.has(read(sentence).kind))) continue;
    const intent = read(withoutLead(request) ?? request);
    if (intent.kind === 'create') return intent;
  }
  const leadless = withoutLead(text);
  const leadRequest = leadless === undefined ? undefined : read(leadless);
  return leadRequest?.kind === 'create' ? leadRequest : undefined;
}
