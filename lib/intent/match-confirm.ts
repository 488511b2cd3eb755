/**
 * Yes and no, as people type them: an opening answer ("yep", "nah", "cancel
 * that") followed only by words that repeat or soften it ("go ahead", "do it",
 * "keep it", "not that one", "thanks"), or that name the action and the task
 * ("yes delete task 2", "don't rename it"). Anything else after the answer
 * ("ok add milk") makes it a request, not an answer.
 */
const OBJECT = String.raw`(?:it|that|this|them|that one|this one|the task|(?:task )?#?\d+)`;
const ACTION = String.raw`(?:delete|remove|rename|change|update|complete|move|do|add|erase|drop|touch|finish)`;

/** Words that say go on, as an answer or after one ("yes, go ahead"). */
const GO_ON = ['go ahead', 'go for it', 'do it', 'please do', 'proceed', 'sounds good', "that's (?:right|fine|correct|ok|okay|good)"];

const YES_OPEN = [
  'y',
  'yes',
  'yess+',
  'yeah',
  'yea',
  'yeh',
  'yah',
  'ya',
  'yep',
  'yup',
  'yas',
  'ok',
  'okay',
  'okey',
  'k',
  'kk',
  'sure',
  'alright',
  'all right',
  'right',
  'correct',
  'exactly',
  'absolutely',
  'definitely',
  'certainly',
  'of course',
  'confirm',
  'confirmed',
  'approve',
  'approved',
  'affirmative',
  ...GO_ON,
  'that is (?:right|fine|correct)',
  'why not',
];
const YES_TAIL = [
  'please',
  'thanks',
  'thank you',
  'thx',
  'sure',
  'thing',
  ...GO_ON,
  'yes',
  'yeah',
  'yep',
  'ok',
  'okay',
  'correct',
  'fine',
  'absolutely',
  'definitely',
  "i'?m sure",
  'i am sure',
  'confirm(?:ed)?',
  'approved?',
  'you can',
  'you may',
  `(?:and )?${ACTION} ${OBJECT}`,
  'and thanks',
  'that one',
];
const NO_OPEN = [
  'n',
  'no',
  'noo+',
  'nope',
  'nah',
  'naw',
  'nay',
  'not now',
  'not yet',
  'no way',
  'never ?mind',
  'nvm',
  'nevermind',
  'cancel',
  `(?:cancel|scrap|scratch|forget|drop|stop|abort) (?:it|that|this)`,
  'stop',
  'abort',
  'reject(?:ed)?',
  'deny',
  'denied',
  'forget it',
  `(?:don'?t|do not|please don'?t)(?: ${ACTION})?(?: ${OBJECT})?`,
  'keep (?:it|that|them)',
  'leave (?:it|that|them)(?: alone| as is| be)?',
  'i changed my mind',
  'changed my mind',
  'not that one',
  'wrong one',
];
const NO_TAIL = [
  'thanks',
  'thank you',
  'thx',
  'please',
  'wait',
  'hold on',
  'stop',
  'sorry',
  'my mistake',
  'my bad',
  'i changed my mind',
  'changed my mind',
  'never ?mind',
  'not now',
  'not yet',
  'not (?:that|this)(?: one)?',
  'wrong one',
  'forget it',
  'cancel(?: (?:it|that|this))?',
  `(?:don'?t|do not)(?: ${ACTION})?(?: ${OBJECT})?`,
  'keep (?:it|that|them)',
  'leave (?:it|that|them)(?: alone| as is| be)?',
  'no',
  'nope',
  'i said no',
  'i meant no',
];

const grammar = (open: string[], tail: string[]) => new RegExp(String.raw`^(?:${open.join('|')})(?: (?:${tail.join('|')}))*$`);
const YES = grammar(YES_OPEN, YES_TAIL);
const NO = grammar(NO_OPEN, NO_TAIL);

/** What an action word in an answer names, as the parser's intent kinds ("drop it" → delete). */
export type ConfirmAction = 'delete' | 'update' | 'complete' | 'create';

/** "do" and "touch" ("do it", "don't touch it") name no action in particular. */
const ACTION_OF: Readonly<Record<string, ConfirmAction>> = {
  delete: 'delete',
  remove: 'delete',
  erase: 'delete',
  drop: 'delete',
  rename: 'update',
  change: 'update',
  update: 'update',
  move: 'update',
  complete: 'complete',
  finish: 'complete',
  add: 'create',
};

/** A yes or a no, and what its words name besides the answer. */
export interface ConfirmReply {
  answer: boolean;
  /** The actions named ("delete it" → delete), in order; empty when none is. */
  actions: ConfirmAction[];
  /** The task ids named ("task 2", "#2"); empty when none is ("it", "that one"). */
  taskIds: number[];
  /** For a yes that names an action, the words from its first action on ("yes delete task 2" → "delete task 2"). */
  request?: string;
}

/** "drop it" or "cancel that" at the start of a no is "never mind", not "delete it". */
const NO_IDIOM = /^(?:cancel|scrap|scratch|forget|drop|stop|abort) (?:it|that|this)\b/;

function namedIn(words: string, answer: boolean): Omit<ConfirmReply, 'answer'> {
  const rest = (answer ? words : words.replace(NO_IDIOM, '')).split(' ');
  const actions = rest.flatMap((word) => (ACTION_OF[word] ? [ACTION_OF[word]] : []));
  // Digits appear in the grammar only as a task id (OBJECT).
  const taskIds = [...rest.join(' ').matchAll(/\d+/g)].map((match) => Number(match[0]));
  const verb = rest.findIndex((word) => ACTION_OF[word]);
  return { actions, taskIds, ...(answer && verb !== -1 ? { request: rest.slice(verb).join(' ') } : {}) };
}

/**
 * A yes or a no, with the actions and task ids its words name, or undefined
 * for anything else. Whether "yes delete task 2" answers a pending approval
 * depends on what that approval is for: the caller compares.
 */
export function matchConfirm(text: string): ConfirmReply | undefined {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[.,!?;:()\u2013\u2014-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words || words.length > 60) return undefined;
  const answer = YES.test(words) ? true : NO.test(words) ? false : undefined;
  if (answer === undefined) return undefined;
  return { answer, ...namedIn(words, answer) };
}
