import type { Intent } from './intent-schema';
import { NOT_A_TAG, SHORT_DAY, TIME_WORDS } from './list-filters';

type ListIntent = Extract<Intent, { kind: 'list' }>;

/**
 * Questions about a topic said in more ways, each only a question (it never writes); the tasks the topic reaches are
 * found by the planner (lib/models/offline/topic-tasks.ts):
 * - "which invoices do i still have to send", "what forms do i need to sign": the topic, then what is left to do to it;
 * - "kiln glaze clay stuff still open?", "permit stuff pending": names (one or several), then that they are still to do;
 * - "what's left for the recital before the 20th": a topic and a bound on the days (split by boundedList);
 * - "whats tmrw", "what's friday": a bare day asked about is that day's list;
 * - "what's on my list with dr okafor", "what's mum related": the list or "related" said with the topic;
 * - "any invoices due?", "where's the bas at": a topic asked as due, or where it stands;
 * - "work stuff due today or tomorrow": a topic and two days, every day from the first to the second;
 * - "anything for the recital i haven't done": the topic, then that it is still to do (withoutStillToDo);
 * - "what's left on the bakery side of things", "what have i got on with mam": what is left on or with someone or something;
 * - "show my open garden tasks", "whats my admin todo": a topic before the list's noun;
 * - "which quotes do i still owe people", "which invoices still need to go out": what is still owed or still to go;
 * - "card payments pending?", "shop stuff that's still open": plural things said to be open;
 * - "how's my editing backlog looking": how a topic's pile stands.
 */

const TOPIC = String.raw`(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2})`;
/** "which bills do i still need to pay", "what forms do i have to sign". */
const STILL_TO_DO = new RegExp(
  String.raw`^(?:which|what)\s+${TOPIC}\s+(?:do|should|must)\s+(?:i|we)\s+(?:still\s+)?(?:need\s+to|have\s+to|gotta|got\s+to|need\s+to\s+go|want\s+to)\s+\p{L}+(?:\s+(?:off|up|out|in))?(?:\s+(?:still|yet))?$`,
  'iu',
);
/** "sss philhealth pagibig stuff still pending", "permit stuff outstanding". */
const NAMES_PENDING = new RegExp(
  String.raw`^(?:are\s+(?:the\s+|my\s+)?|is\s+(?:the\s+|my\s+)?)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,3})\s+(?:stuff|things|tasks|items|ones)\s+(?:still\s+)?(?:pending|open|outstanding|left|not done|to do|undone)(?:\s+(?:pa|still|yet))?$`,
  'iu',
);
/** "what's left for the wedding before the 25th", "anything due for the recital after friday". */
const FOR_TOPIC_BOUND = new RegExp(
  String.raw`^(?:what(?:'s|s| is)\s+(?:still\s+)?(?:left|due|pending|open|outstanding|coming up)|anything(?:\s+(?:still\s+)?(?:left|due|pending|open))?|what\s+do\s+i\s+(?:still\s+)?(?:need|have|gotta)\s+to\s+do)\s+for\s+(?:the\s+|my\s+|our\s+)?${TOPIC}\s+((?:before|after)\s+.+)$`,
  'iu',
);
/**
 * "what's left on the bakery side of things", "what have i got on with mam", "anything left on the Nakamura job", "what
 * have i for Tomás": what is left, or what the person has, on or with or for someone or something.
 */
const LEFT_ON_TOPIC = new RegExp(
  String.raw`^(?:what(?:'s|s| is)\s+(?:still\s+)?(?:(?:pending|outstanding|open|remaining)\s+)?|(?:is\s+there\s+)?anything\s+(?:still\s+)?(?:(?:pending|outstanding|open|remaining)\s+)?|what\s+(?:have|do)\s+i\s+(?:got\s+|have\s+)?|what'?ve\s+i\s+got\s+)(?:left\s+(?:on|with|for)|(?:on\s+)?with|for|about|re|regarding)\s+(?:the\s+|my\s+|our\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,3}?)(?:\s+side(?:\s+of\s+things)?|\s+front)?$`,
  'iu',
);
/** "show my open garden tasks", "pending shop stuff", "whats my admin todo": a topic before the list's noun, with a word for still to do. */
const TOPIC_NOUN = new RegExp(
  String.raw`^(?:(?:show|list|give)(?:\s+me)?\s+|what(?:'s|s| is| are)\s+|any\s+)?(?:my\s+|the\s+|all\s+(?:my\s+|the\s+)?)?(?:(?:pending|open|outstanding|remaining|unfinished)\s+)${TOPIC}\s+(?:tasks|todos?|to-?dos?|stuff|things|jobs|items)$|^(?:what(?:'s|s| is| are)\s+)(?:my|the)\s+(\p{L}[\p{L}\p{N}'-]*)\s+(?:todos?|to-?dos?|to do list|list)$`,
  'iu',
);
/** "which quotes do i still owe people", "which invoices still need to go out", "what bills still have to be paid". */
const STILL_OWED = new RegExp(
  String.raw`^(?:which|what)\s+${TOPIC}\s+(?:do|did)\s+i\s+(?:still\s+)?owe(?:\s+(?:people|anyone|someone|them|folks|clients))?$|^(?:which|what)\s+(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2}?)\s+(?:still\s+)?(?:need|needs|have|has)\s+to\s+(?:be\s+)?\p{L}+(?:\s+(?:out|off|up|in))?(?:\s+(?:still|yet))?$`,
  'iu',
);
/** "card payments pending?", "the shop stuff that's still open": a topic said as plural things, then that they are open. */
const PLURAL_PENDING = new RegExp(
  String.raw`^(?:(?:the|my|any)\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2}?)(?:(?<=s)|\s+(?:stuff|things))\s+(?:(?:that'?s|that\s+is|that\s+are|which\s+are)\s+)?(?:still\s+)?(?:pending|open|outstanding|left)$`,
  'iu',
);
/** "how's my editing backlog looking", "how is the garden pile": the tasks of a topic, asked how they stand. */
const HOW_IS_TOPIC = new RegExp(
  String.raw`^how(?:'s|s| is| are)\s+(?:my|the|our)\s+${TOPIC}\s+(?:backlog|pile|queue|list|stuff|things|tasks|jobs)(?:\s+(?:looking|going|doing))?$`,
  'iu',
);

/** "… that has no date on it", "… with no date", "… without a due date": only the tasks with no date. */
const NO_DATE_TAIL =
  /^(.+?)\s+(?:(?:that|which)\s+(?:has|have|got)\s+no\s+(?:due\s+)?(?:date|deadline)(?:\s+(?:on|set on)\s+(?:it|them))?(?:\s+yet)?|with\s+no\s+(?:due\s+)?(?:date|deadline)|without\s+(?:a\s+)?(?:due\s+)?(?:date|deadline)|(?:that'?s|that\s+is|that\s+are)\s+undated)$/i;

/** "whats tmrw", "what's friday": the day alone after "what's". */
const BARE_DAY =
  /^what(?:'s|s| is)\s+(?:for\s+)?(today|tonight|tomorrow|tmrw|tmr|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|this weekend|the weekend|this week|next week)$/i;

/**
 * "what's on my list with dr okafor", "show me my tasks for the recital", "show me everything with sam": the list
 * named, then whom or what the tasks are with or for; only those.
 */
const LIST_WITH_TOPIC =
  /^(?:what(?:'s|s| is)\s+on|what\s+(?:do|have)\s+i\s+(?:got\s+)?(?:on|in)|(?:is\s+there\s+)?anything\s+(?:on|in)|(?:show|give|read)(?:\s+me)?|list)\s+(?:(?:my|the)\s+(?:list|lists|todo list|todos?|tasks?|agenda|plate)|everything(?:\s+(?:on|in)\s+(?:my|the)\s+list)?)\s+(?:with|w\/|w|about|for|to do with|involving|regarding|re|concerning|that mention|mentioning)\s+(?!(?:no|without|any|a|an|some|out)\b)(\p{L}[\p{L}\p{N}'.-]*(?:\s+\p{L}[\p{L}\p{N}'.-]*){0,2})$/iu;
/** "any invoices due?", "any galleries coming up": a topic, then only that it is due; the tasks about it. */
const TOPIC_DUE = new RegExp(String.raw`^(?:any|are there any|got any|have i got any|do i have any)\s+${TOPIC}\s+(?:due|coming up|to do|on)$`, 'iu');
/**
 * "where's the bas at", "where are we at with the fence quote, when's it due": how a task stands, asked by its name (the
 * list shows its day and whether it is done).
 */
const WHERE_AT = new RegExp(
  String.raw`^where(?:'s|s| is| are)\s+(?:(?:we|i)\s+at\s+with\s+(?:the\s+|my\s+|our\s+)?${TOPIC}|(?:the\s+|my\s+|our\s+)?${TOPIC}\s+at)(?:\s*[,;-]\s*(?:when(?:'s|s| is)\s+(?:it|that|they)\s+due|is\s+it\s+done(?:\s+yet)?|(?:what(?:'s|s| is)\s+)?the\s+(?:date|deadline)))?$`,
  'iu',
);
/** "work stuff due today or tomorrow?", "any van jobs on friday or saturday": a topic and two days, the days between counted. */
const TOPIC_TWO_DAYS = new RegExp(
  String.raw`^(?:any\s+|anything\s+|what\s+|my\s+)?${TOPIC}\s+(?:stuff|things|tasks|jobs|bits|ones)\s+(?:due|on|for)\s+(today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:or|and|n|&)\s+(today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$`,
  'iu',
);
/** "what's mum related", "whats garden-related": the topic, said with "related". */
const WHATS_RELATED = /^what(?:'s|s| is)\s+(?:all\s+)?(?:the\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*)?)(?:\s*-\s*|\s+)related$/iu;
/**
 * "anything for the recital i haven't done", "anything garden related i still need to do", "any van stuff that's still to
 * do": a topic asked about, then that it is still to do, which every question about the list already means (it lists
 * what is pending). The words before it are the question.
 */
const STILL_TO_DO_TAIL =
  /^((?:anything|any|what|what's|whats|which|is there|are there|show)\b.+?)\s+(?:(?:that\s+)?(?:i|we)\s+(?:still\s+)?(?:(?:need|have|got)\s+to\s+(?:do|get done|sort)|gotta\s+(?:do|sort)|haven'?t\s+(?:done|finished|sorted|got to)|have\s+not\s+(?:done|finished)|(?:'ve|ve)?\s*not\s+(?:done|finished))(?:\s+yet)?|(?:that'?s\s+|that\s+is\s+)?(?:still\s+)?(?:left\s+)?to\s+do|(?:that'?s\s+|that\s+is\s+)?(?:still\s+)?not\s+done(?:\s+yet)?)$/i;

/** The question before a "still to do" tail ("anything for the recital i haven't done" → "anything for the recital"), if any. */
export function withoutStillToDo(text: string): string | undefined {
  return STILL_TO_DO_TAIL.exec(text.replace(/[?!.\s]+$/, '').trim())?.[1];
}

/** Words that make no topic: the list itself, a time, a person, a verb of asking ("show garden-related things pending"). */
const NO_TOPIC =
  /^(?:tasks?|todos?|things?|stuff|items?|ones?|else|more|i|you|we|it|that|this|there|everything|anything|something|show|list|see|view|display|find|give|tell|get|check|any|which|what|whats|what's)$/i;

function topicList(words: string | undefined): ListIntent | undefined {
  const topic = words
    ?.toLowerCase()
    .replace(/^(?:the|my|our|all(?:\s+the)?)\s+/, '')
    .trim();
  if (!topic) return undefined;
  const terms = topic.split(/\s+/);
  if (terms.some((term) => NO_TOPIC.test(term) || SHORT_DAY.test(term) || TIME_WORDS.test(term)) || terms.every((term) => NOT_A_TAG.test(term))) return undefined;
  return { kind: 'list', status: 'pending', query: topic };
}

/** "fishing trip stuff", "the kiln things pls": a topic and "stuff" alone, with no verb (read after every add). */
const BARE_STUFF = /^(?:the\s+|my\s+|all\s+(?:the\s+|my\s+)?)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2})\s+(?:stuff|things)(?:\s+(?:pls|please|plz))?$/iu;

/** "fishing trip stuff": a topic and "stuff" alone is a question about it; checked only when nothing else read the line. */
export function matchBareTopicStuff(text: string): ListIntent | undefined {
  return topicList(BARE_STUFF.exec(text.replace(/[?!.\s]+$/, '').trim())?.[1]);
}

/** "where's the bas at": the task's name, said either way round. */
function whereAt(said: string): ListIntent | undefined {
  const where = WHERE_AT.exec(said);
  return where ? topicList(where[1] ?? where[2]) : undefined;
}

/** A topic question of these shapes, or undefined; `read` reads a rewording (for the bare day). */
export function matchTopicListQuestion(text: string, read: (text: string) => Intent): ListIntent | undefined {
  // "what's left for the bathroom that has no date on it": the topic's tasks without a date.
  const undated = NO_DATE_TAIL.exec(text.replace(/[?!.\s]+$/, '').trim());
  const topicUndated = undated ? matchTopicListQuestion(undated[1]!, read) : undefined;
  if (topicUndated?.query && !topicUndated.due && !topicUndated.day && !topicUndated.span) return { ...topicUndated, due: 'none' };
  const said = text.replace(/[?!.\s]+$/, '').trim();
  const day = BARE_DAY.exec(said);
  if (day) {
    const list = read(`what's on ${day[1]!.replace(/^tmrw?$/i, 'tomorrow')}`);
    return list.kind === 'list' ? list : undefined;
  }
  const twoDays = TOPIC_TWO_DAYS.exec(said);
  const twoDaysTopic = twoDays ? topicList(twoDays[1]) : undefined;
  const run = twoDays && twoDaysTopic ? read(`what's on from ${twoDays[2]} to ${twoDays[3]}`) : undefined;
  if (twoDaysTopic && run?.kind === 'list' && run.span) return { ...twoDaysTopic, span: run.span };
  const bound = FOR_TOPIC_BOUND.exec(said);
  if (bound) {
    const topic = topicList(bound[1]);
    return topic && { ...topic, query: `${topic.query} ${bound[2]!.toLowerCase()}` };
  }
  const topical = (pattern: RegExp) => {
    const found = pattern.exec(said);
    return found?.slice(1).find(Boolean);
  };
  return (
    topicList((STILL_TO_DO.exec(said) ?? NAMES_PENDING.exec(said) ?? LIST_WITH_TOPIC.exec(said) ?? WHATS_RELATED.exec(said) ?? TOPIC_DUE.exec(said))?.[1]) ??
    whereAt(said) ??
    topicList(topical(LEFT_ON_TOPIC) ?? topical(TOPIC_NOUN) ?? topical(STILL_OWED) ?? topical(HOW_IS_TOPIC) ?? plural(said))
  );
}

/** The topic of "card payments pending", without the word for things ("the shop stuff" is "shop"). */
function plural(said: string): string | undefined {
  return PLURAL_PENDING.exec(said)?.[1];
}
