import type { Intent } from './intent-schema';
import { NOT_A_TAG, SHORT_DAY } from './list-filters';

type ListIntent = Extract<Intent, { kind: 'list' }>;

/**
 * A topic asked about in more ways, each only a question (it never writes): where it is got ("anything i need from
 * the chemist": the place is a word of the titles), whether it is "on here", which tasks "mention" it, the topic said
 * first ("leo - whats left"), "on my list about", "still open", "the plan for", "what time am i <doing> X".
 */
const FROM_PLACE =
  /^(?:is there\s+|do i have\s+)?(?:anything|something|stuff|things|what(?:\s+else)?(?:\s+(?:do|have|did))?)\s+(?:else\s+)?(?:that\s+)?i\s+(?:still\s+)?(?:need|needa|gotta|have|have got|got|should|must|want)(?:\s+to)?(?:\s+(?:get|grab|buy|pick up|collect|fetch|drop off|order))?\s+(?:from|at)\s+(?:the\s+|a\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2})$/iu;
/** "is the electricity bill on here", "are the rates on there", "have i got the vet in here". */
const ON_HERE =
  /^(?:(?:is|are)(?:\s+there)?|have i got|have i|do i have|got)\s+(?!(?:there|anything|something|it|that|this|they|them)\s)(.+?)\s+(?:already\s+|still\s+)?(?:on|in)\s+(?:here|there)$/i;
/** "which tasks mention mia", "anything on my list that mentions the boat": the tasks whose words hold a name. */
const MENTIONS =
  /^(?:(?:which|what|any|show(?:\s+me)?|list)\s+(?:tasks?|todos?|items?|ones?|things?|reminders?)|(?:is there\s+|do i have\s+)?anything(?:\s+(?:on|in)\s+(?:my|the)\s+list)?)\s+(?:that\s+|which\s+)?(?:mention|mentions|mentioning|say|says|contain|contains|include|includes|reference|references)\s+(.+?)(?:\s+in\s+(?:it|them|the\s+(?:title|name)s?))?$/i;

/** "leo - whats left?", "bus licence: anything outstanding": the topic first, then the question about it. */
const TOPIC_FIRST =
  /^(?:the\s+|my\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2})\s*[-–—:,]\s*(?:what(?:'s|s| is)\s+(?:still\s+)?(?:left|due|outstanding|pending|open)|anything\s+(?:still\s+)?(?:left|due|outstanding|pending|open)|what do i (?:still )?(?:need|have|gotta) to do)$/iu;
/** "anything on my list about the trailer": a topic after the list's name. */
const ON_MY_LIST_ABOUT =
  /^(?:is there\s+|do i have\s+|have i got\s+)?(?:anything|something|stuff)\s+(?:on|in)\s+(?:my|the)\s+(?:todo\s+|to-do\s+|to do\s+)?(?:list|tasks|todos)\s+(?:about|for|to do with|regarding|re|mentioning|involving)\s+(.+)$/i;
/** "any trailer repairs still open?": one or two words of a topic, then that they are still to do. */
const STILL_OPEN = /^any\s+(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)\s+(?:still\s+)?(?:open|pending|outstanding|left|to do)$/iu;
/** "whats the plan for the boat": a topic (a time is the day asked about, read elsewhere). */
const PLAN_FOR = /^what(?:'s|s| is)\s+(?:the\s+)?plan\s+(?:for|with)\s+(.+)$/i;
/** "what time am i dropping leo", "when am i calling nan": the task of that verb and name. */
const DOING =
  /^(?:what time|when|what day)\s+(?:am i|are we)\s+(?!(?:going|leaving|finishing|starting|working|supposed|meant|free|busy|off|back|home|getting|doing|having|seeing)\b)(\p{L}{2,}ing\s+\p{L}.*)$/iu;
/** A time said as the topic ("the plan for friday"): the days, read by the list's filters. */
const TIME =
  /\b(?:today|tonight|tomorrow|tmrw|week|weekend|month|year|morning|afternoon|evening|night|now|next|this|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d+(?:st|nd|rd|th)?)\b/i;

/** Words that name no topic: a time, a pronoun, the list itself. */
const NO_TOPIC =
  /^(?:you|me|him|her|them|us|it|here|there|home|work|today|tonight|tomorrow|tmrw|this week|next week|the weekend|weekend|week|anything|everything|something|list|tasks?|todos?|stuff|things?)$/i;

/** The topic of one of these questions, or undefined. */
export function matchTopicAskedAs(text: string): ListIntent | undefined {
  const said = text.replace(/[?!.\s]+$/, '');
  const plan = PLAN_FOR.exec(said)?.[1];
  if (plan && TIME.test(plan)) return undefined;
  const words =
    (FROM_PLACE.exec(said) ??
      ON_HERE.exec(said) ??
      MENTIONS.exec(said) ??
      TOPIC_FIRST.exec(said) ??
      ON_MY_LIST_ABOUT.exec(said) ??
      STILL_OPEN.exec(said) ??
      DOING.exec(said))?.[1] ?? plan;
  const topic = words
    ?.toLowerCase()
    .replace(/^(?:the|my|a|an|any|our)\s+/, '')
    .replace(/\s+(?:thing|task|one|stuff|reminder)$/, '')
    .replace(/(?:'s|’s)$/, '')
    .trim();
  if (!topic || NO_TOPIC.test(topic) || topic.split(' ').length > 4) return undefined;
  if (topic.split(' ').every((word) => NOT_A_TAG.test(word) || SHORT_DAY.test(word))) return undefined;
  return { kind: 'list', status: 'pending', query: topic };
}
