/**
 * Yes and no, as people type them: an opening answer ("yep", "nah", "cancel
 * that") followed only by words that repeat or soften it ("go ahead", "do it",
 * "keep it", "not that one", "thanks"). Anything else after the answer
 * ("ok add milk") makes it a request, not an answer.
 */
const OBJECT = String.raw`(?:it|that|this|them|that one|this one|the task|(?:task )?#?\d+)`;
const ACTION = String.raw`(?:delete|remove|rename|change|update|complete|move|do|add|erase|drop|touch|finish)`;

const YES_OPEN = [
  'y', 'yes', 'yess+', 'yeah', 'yea', 'yeh', 'yah', 'ya', 'yep', 'yup', 'yas', 'ok', 'okay', 'okey', 'k', 'kk', 'sure', 'alright', 'all right',
  'right', 'correct', 'exactly', 'absolutely', 'definitely', 'certainly', 'of course', 'confirm', 'confirmed', 'approve', 'approved',
  'affirmative', 'go ahead', 'go for it', 'do it', 'please do', 'proceed', 'sounds good',
  "that's (?:right|fine|correct|ok|okay|good)", 'that is (?:right|fine|correct)', 'why not',
];
const YES_TAIL = [
  'please', 'thanks', 'thank you', 'thx', 'sure', 'thing', 'go ahead', 'go for it', 'do it', 'please do', 'proceed', 'sounds good',
  "that's (?:right|fine|correct|ok|okay|good)", 'yes', 'yeah', 'yep', 'ok', 'okay', 'correct', 'fine', 'absolutely', 'definitely',
  "i'?m sure", 'i am sure', 'confirm(?:ed)?', 'approved?', 'you can', 'you may', `${ACTION} ${OBJECT}`, 'and thanks', 'that one',
];
const NO_OPEN = [
  'n', 'no', 'noo+', 'nope', 'nah', 'naw', 'nay', 'not now', 'not yet', 'no way', 'never ?mind', 'nvm', 'nevermind', 'cancel',
  `(?:cancel|scrap|forget|drop|stop|abort) (?:it|that|this)`, 'stop', 'abort', 'reject(?:ed)?', 'deny', 'denied', 'forget it',
  `(?:don'?t|do not|please don'?t)(?: ${ACTION})?(?: ${OBJECT})?`, 'keep (?:it|that|them)', 'leave (?:it|that|them)(?: alone| as is| be)?',
  'i changed my mind', 'changed my mind', 'not that one', 'wrong one',
];
const NO_TAIL = [
  'thanks', 'thank you', 'thx', 'please', 'wait', 'hold on', 'stop', 'sorry', 'my mistake', 'my bad', 'i changed my mind',
  'changed my mind', 'never ?mind', 'not now', 'not yet', 'not (?:that|this)(?: one)?', 'wrong one', 'forget it', 'cancel(?: (?:it|that|this))?',
  `(?:don'?t|do not)(?: ${ACTION})?(?: ${OBJECT})?`, 'keep (?:it|that|them)', 'leave (?:it|that|them)(?: alone| as is| be)?', 'no', 'nope',
  'i said no', 'i meant no',
];

const grammar = (open: string[], tail: string[]) => new RegExp(String.raw`^(?:${open.join('|')})(?: (?:${tail.join('|')}))*$`);
const YES = grammar(YES_OPEN, YES_TAIL);
const NO = grammar(NO_OPEN, NO_TAIL);

/** true for a yes, false for a no, undefined for anything else. */
export function matchConfirm(text: string): boolean | undefined {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[.,!?;:()\u2013\u2014-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!words || words.length > 60) return undefined;
  if (YES.test(words)) return true;
  if (NO.test(words)) return false;
  return undefined;
}
