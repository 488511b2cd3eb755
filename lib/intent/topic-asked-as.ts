import type { Intent } from './intent-schema';
import { NOT_A_TAG, SHORT_DAY } from './list-filters';

type ListIntent = Extract<Intent, { kind: 'list' }>;

/**
 * A topic asked about in three more ways, each only a question (it never writes): where it is got ("anything i need
 * from the chemist": the place is a word of the titles), whether it is "on here", and which tasks "mention" it.
 */
const FROM_PLACE =
  /^(?:is there\s+|do i have\s+)?(?:anything|something|stuff|things|what(?:\s+else)?(?:\s+(?:do|have|did))?)\s+(?:else\s+)?(?:that\s+)?i\s+(?:still\s+)?(?:need|needa|gotta|have|have got|got|should|must|want)(?:\s+to)?(?:\s+(?:get|grab|buy|pick up|collect|fetch|drop off|order))?\s+(?:from|at)\s+(?:the\s+|a\s+)?(\p{L}[\p{L}\p{N}'-]*(?:\s+\p{L}[\p{L}\p{N}'-]*){0,2})$/iu;
/** "is the electricity bill on here", "are the rates on there", "have i got the vet in here". */
const ON_HERE =
  /^(?:(?:is|are)(?:\s+there)?|have i got|have i|do i have|got)\s+(?!(?:there|anything|something|it|that|this|they|them)\s)(.+?)\s+(?:already\s+|still\s+)?(?:on|in)\s+(?:here|there)$/i;
/** "which tasks mention mia", "anything on my list that mentions the boat": the tasks whose words hold a name. */
const MENTIONS =
  /^(?:(?:which|what|any|show(?:\s+me)?|list)\s+(?:tasks?|todos?|items?|ones?|things?|reminders?)|(?:is there\s+|do i have\s+)?anything(?:\s+(?:on|in)\s+(?:my|the)\s+list)?)\s+(?:that\s+|which\s+)?(?:mention|mentions|mentioning|say|says|contain|contains|include|includes|reference|references)\s+(.+?)(?:\s+in\s+(?:it|them|the\s+(?:title|name)s?))?$/i;

/** Words that name no topic: a time, a pronoun, the list itself. */
const NO_TOPIC =
  /^(?:you|me|him|her|them|us|it|here|there|home|work|today|tonight|tomorrow|tmrw|this week|next week|the weekend|weekend|week|anything|everything|something|list|tasks?|todos?|stuff|things?)$/i;

/** The topic of one of these questions, or undefined. */
export function matchTopicAskedAs(text: string): ListIntent | undefined {
  const said = text.replace(/[?!.\s]+$/, '');
  const words = (FROM_PLACE.exec(said) ?? ON_HERE.exec(said) ?? MENTIONS.exec(said))?.[1];
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
