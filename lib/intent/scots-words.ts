import { DATED_DAY, DAY_NAME } from './day-names';
/**
 * Scottish English in a request, said in plain English before anything reads it: "the morra" (and "the morrow", "the
 * morn") is tomorrow, "the night" (and "the nicht") is tonight, "need tae" is "need to", "cannae" is "can't". So "need
 * tae ring the council the morra" reads as "need to ring the council tomorrow", and "bins out the night" as "bins out
 * tonight". "fae" and "tae" before a day are "from" and "to" ("push everything fae the morra tae friday"), "nae
 * chance" is "no chance", "wi" is "with". Words the person keeps in a title stay as typed ("ma", "fae": "wash ma
 * scrubs", "lift fae the station"; "tae kwon do").
 *
 * "the night" is tonight only where a day is said: last in the line or its clause, or before a time or a field ("the
 * night at 9", "the night #home"). "the night shift", "the night before", "the night of the party", "done for the
 * night", "all the night" stay as they are.
 */

/** Where a day word ends: the line's end, a stop or a comma, an emoji, or a time or a field after it. */
const DAY_ENDS = String.raw`(?=\s*(?:$|[,.!?;:)\-–—]|\p{Extended_Pictographic}|(?:at|@|by|from|around|about)\s+\d|\d|#|p[1-4]\b|(?:please|pls|plz|thanks|thx|ta)\b|(?:and|then|so|cos|cause|because|or)\s))`;

/** A day after "fae"/"tae": only there are they "from"/"to", so a title keeps its own words ("pick jo up fae training"). */
const DAY_AFTER = String.raw`(?:the\s+)?(?:${DAY_NAME}|next|this|${DATED_DAY}(?![\p{L}']))`;

const SAID: ReadonlyArray<readonly [RegExp, string]> = [
  // "the morra", "the morrow", "the morn" (not "the morning"), Geordie "the marra": tomorrow; "the morra's" tomorrow's.
  [/(?<![\p{L}'])the\s+(?:morra|morrow|morn|marra|morro)(?=(?:'?s)?(?![\p{L}']))/giu, 'tomorrow'],
  // "the night", "the nicht": tonight, where a day is said; not after a word that makes it a span ("for the night").
  [
    new RegExp(
      String.raw`(?<![\p{L}'])(?<!\b(?:for|all|through|during|of|in|on|over|to|till|until|from|by|into|whole|last|that|every|each|one|a)\s+)the\s+(?:night|nicht)${DAY_ENDS}`,
      'giu',
    ),
    'tonight',
  ],
  // "need tae", "have tae", "remind me tae": "to" before the verb ("tae" elsewhere stays as typed).
  [/(?<=\b(?:need|needs|have|has|got|want|wants|going|ought|used|remember|forget|forgot|meant|supposed|remind me|reminder|me)\s+)tae(?![\p{L}'])/giu, 'to'],
  // "cannae", "dinnae", "willnae", "wouldnae", "couldnae", "shouldnae", "didnae", "isnae", "wasnae": the "not" said as "nae".
  [/(?<![\p{L}'])cannae(?![\p{L}'])/giu, "can't"],
  [/(?<![\p{L}'])(?:dinnae|dinna|dunnae)(?![\p{L}'])/giu, "don't"],
  [/(?<![\p{L}'])(?:willnae|wullnae|winnae)(?![\p{L}'])/giu, "won't"],
  [/(?<![\p{L}'])(would|could|should|did|is|was|does|has|have|are)nae(?![\p{L}'])/giu, "$1n't"],
  // "fae the morra", "tae friday": "from" and "to" before a day (read after "the morra" is tomorrow).
  [new RegExp(String.raw`(?<![\p{L}'])fae(?=\s+${DAY_AFTER})`, 'giu'), 'from'],
  [new RegExp(String.raw`(?<![\p{L}'])tae(?=\s+${DAY_AFTER})`, 'giu'), 'to'],
  // "the tasks wi dr mackay", "tea wi gran": "wi" is "with" ("wi fi" stays).
  [/(?<=\p{L}\s)wi(?=\s+(?!fi\b)\p{L})/giu, 'with'],
  // "nae chance am doing it monday", "nae way": a refusal, "no".
  [/(?<![\p{L}'])nae(?=\s+(?:chance|way|bother)(?![\p{L}']))/giu, 'no'],
];

/** `text` with the Scottish words above said in plain English; other words as typed. */
export function withScotsWordsPlain(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of SAID) plain = plain.replace(pattern, replacement);
  return plain;
}
