/**
 * "I promised Noah I'd come to his recital", "told my sister I would go to her book launch", "I said I'd be at Ade's
 * wedding": a promise to be at someone's event. The task is the event, named by whose it is ("Noah's recital"); the
 * promise is why it matters, not its name.
 */
const ATTEND = String.raw`(?:come|go|be there|be|attend|make it|show up|turn up)\s+(?:to|at|for)?\s*`;
const PROMISE = String.raw`^(?:i\s+)?(?:promised|told|said to)\s+`;
const WOULD = String.raw`(?:that\s+)?(?:i'?d|i\s+would|i'?ll|i\s+will|we'?d|we'?ll|we\s+would)\s+`;

/** "I promised Noah I'd come to his game": the person, then "his"/"her"/"their" event. */
const TO_THEIR_EVENT = new RegExp(String.raw`${PROMISE}((?:my\s+|our\s+)?\p{L}+)\s+${WOULD}${ATTEND}(?:his|her|their)\s+(\S.*)$`, 'iu');
/** "I promised I'd go to Ade's wedding", "told Jo I'd be at Ade's wedding": the event already says whose it is. */
const TO_NAMED_EVENT = new RegExp(String.raw`${PROMISE}(?:(?:my\s+|our\s+)?\p{L}+\s+)?${WOULD}${ATTEND}((?:my\s+|our\s+)?\p{L}+'s\s+\S.*)$`, 'iu');
const PROMISED_ALONE = new RegExp(String.raw`^(?:i\s+)?(?:promised|said)\s+${WOULD}${ATTEND}((?:my\s+|our\s+)?\p{L}+'s\s+\S.*)$`, 'iu');

/** The event a promise to attend names, as its title ("Noah's game"), or the title as it was. */
export function eventPromised(title: string): string {
  const theirs = TO_THEIR_EVENT.exec(title);
  if (theirs) return `${theirs[1]}'s ${theirs[2]}`;
  const named = TO_NAMED_EVENT.exec(title) ?? PROMISED_ALONE.exec(title);
  return named ? named[1]! : title;
}
