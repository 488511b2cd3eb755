import type { Intent } from './intent-schema';
import { NOT_A_TAG, SHORT_DAY } from './list-filters';

type ListIntent = Extract<Intent, { kind: 'list' }>;

/** Words asked alone that are no topic: a reaction, a question word, a state, a time. */
const NOT_A_TOPIC =
  /^(?:what|why|how|when|where|who|which|huh|eh|hmm+|really|seriously|sure|ok|okay|yes|yeah|no|nope|done|ready|again|now|right|correct|so|well|and|or|hello|hi|hey|thanks|sorry|anyone|anything|everything|nothing|something|more|else|next|later|soon|today|tonight|tomorrow|yesterday|week|weekend|month|year|tasks?|todos?|items?|stuff|things?|list|help|undo|pardon|excuse|wait|why not|is it|are you|you there|for real|how come|like what|such as|or not|and you|me too|got it|which one|what else|what now)$/i;

/** "bills?", "rowing?", "lab setups?": one or two words asked about, a topic to look up. */
const ASKED_TOPIC = /^(\p{L}[\p{L}'-]*(?:\s+\p{L}[\p{L}'-]*)?)$/u;
/** "which bills still need paying", "what forms need signing": the topic, then what is still to do with it. */
const STILL_NEED =
  /^(?:which|what)\s+(?!(?:my|the|all|of|tasks?|things?|ones?|stuff)\s)(\p{L}[\p{L}'-]*(?:\s+(?!still\b)\p{L}[\p{L}'-]*)?)\s+(?:still\s+)?(?:need|needs|want|wants)\s+(?:to\s+be\s+)?\p{L}+(?:ing|ed)$/iu;

function topicOf(words: string | undefined): ListIntent | undefined {
  const topic = words?.toLowerCase();
  if (!topic || NOT_A_TOPIC.test(topic) || topic.split(' ').some((word) => NOT_A_TAG.test(word) || SHORT_DAY.test(word) || NOT_A_TOPIC.test(word))) return undefined;
  return { kind: 'list', status: 'pending', query: topic };
}

/** "bills?", "lab setups?": one or two words asked about, the words to look up (a question never writes). */
export function matchAskedTopic(text: string, asked: boolean): ListIntent | undefined {
  return asked ? topicOf(ASKED_TOPIC.exec(text.replace(/[?!.\s]+$/, ''))?.[1]) : undefined;
}

/** "which bills still need paying": the topic, then what is still to do with it. */
export function matchStillNeeded(text: string): ListIntent | undefined {
  return topicOf(STILL_NEED.exec(text.replace(/[?!.\s]+$/, ''))?.[1]);
}
