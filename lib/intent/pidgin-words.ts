import { DATED_DAY, DAY_NAME } from './day-names';
/**
 * Nigerian English and Pidgin: English requests with Pidgin words ("abeg add X", "this monday sef", "wetin I get on
 * saturday", "X latest friday"). The tone words are dropped, never title words nor blockers; the few with a meaning
 * are said in English ("wetin" = what, "I get" = I have, "make I" = let me, "next tomorrow" = the day after
 * tomorrow, "latest friday" = by friday). Only lowercase forms are read (a first word may be capitalised: "Abeg"),
 * and only in a line holding a word only Pidgin uses, so other text is unchanged ("Abi" and "Don" may be names).
 */

const DAY = String.raw`(?:${DAY_NAME}|next\s+week|this\s+week|month\s+end|(?:the\s+)?${DATED_DAY})`;
const EDGE_BEFORE = String.raw`(?<![\p{L}'])`;
const EDGE_AFTER = String.raw`(?![\p{L}'])`;
/** The end of a clause: a stop, a comma, an emoji or the line's end. */
const CLAUSE_END = String.raw`(?=\s*(?:$|[,.!?;:]|\p{Extended_Pictographic}))`;

/** "don pay", "don finish": the verbs said after Pidgin "don" (= have), and their past forms. */
const DON_PAST: Record<string, string> = {
  pay: 'paid',
  finish: 'finished',
  buy: 'bought',
  send: 'sent',
  call: 'called',
  collect: 'collected',
  submit: 'submitted',
  fix: 'fixed',
  book: 'booked',
  clean: 'cleaned',
  wash: 'washed',
  renew: 'renewed',
  return: 'returned',
  tear: 'tore',
  shift: 'shifted',
  spoil: 'spoiled',
  sell: 'sold',
  close: 'closed',
  reach: 'reached',
  go: 'went',
  come: 'came',
  do: 'did',
};
const DON_VERB = String.raw`(?<=\p{L}\s+)don\s+(${Object.keys(DON_PAST).join('|')})(?![\p{L}'])`;

/** Words only Pidgin uses: one of them makes the line Pidgin. */
const PIDGIN_WORD = new RegExp(
  [
    String.raw`(?:^|${EDGE_BEFORE})(?:abeg|sef|jare|wetin|shey|sebi|oya|chai|biko)${EDGE_AFTER}`,
    String.raw`^(?:Abeg|Wetin|Shey|Sebi|Oya|Chai)${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}sharp\s+sharp${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}next\s+tomorrow${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}na\s+wa${EDGE_AFTER}`,
    String.raw`(?<!\bthe\s)${EDGE_BEFORE}latest\s+(?=${DAY}${EDGE_AFTER})`,
    String.raw`${EDGE_BEFORE}[Mm]ake\s+[iI]\s+(?:no|go|quickly|just)${EDGE_AFTER}`,
    String.raw`${EDGE_BEFORE}i\s+dey${EDGE_AFTER}`,
    DON_VERB,
  ].join('|'),
  'u',
);

const SPOKEN: ReadonlyArray<readonly [RegExp, string]> = [
  // "oya", "chai", "na wa o": a call or a sigh before the request.
  [/^(?:oya|chai|na\s+wa(?:\s+o)?)(?![\p{L}'])[\s,.!]*/iu, ''],
  // "wetin I get", "wetin dey": what do I have, what's on.
  [/(?<![\p{L}'])wetin\s+i\s+get(?![\p{L}'])/giu, 'what do I have'],
  [/(?<![\p{L}'])wetin\s+dey(?![\p{L}'])/giu, "what's on"],
  [/(?<![\p{L}'])wetin(?![\p{L}'])/giu, 'what'],
  // "shey I get X", "sebi I have X": a question, "do I have X".
  [/^(?:shey|sebi)\s+i\s+(?:get|have)(?![\p{L}'])/iu, 'do I have'],
  [/^(?:shey|sebi)(?![\p{L}'])[\s,]*/iu, ''],
  // "I get", "I dey": I have, I am.
  [/(?<![\p{L}'])(i)\s+get(?![\p{L}'])/gu, '$1 have'],
  [/(?<![\p{L}'])(I)\s+get(?![\p{L}'])/gu, '$1 have'],
  [/(?<![\p{L}'])(i|I)\s+dey(?![\p{L}'])/gu, "$1'm"],
  // "make I no forget": let me not forget (forgetting-lead.ts).
  [/(?<![\p{L}'])make\s+i\s+no\s+forget(?![\p{L}'])/giu, 'let me not forget'],
  // "make I": let me.
  [/(?<![\p{L}'])make\s+i(?![\p{L}'])/giu, 'let me'],
  // "make am", "do am": it, after a verb and never before a clock ("9 am").
  [/(?<=(?:^|[\s,])(?:make|do|change|move|shift|set|mark|tick|put|push|give|cancel|delete|remove|leave)\s)am(?![\p{L}'])(?!\s*[,.!?;]?\s*\d)/gu, 'it'],
  // "next tomorrow": the day after tomorrow.
  [/(?<![\p{L}'])next\s+tomorrow(?![\p{L}'])/gu, 'the day after tomorrow'],
  // "latest friday": by friday.
  [new RegExp(String.raw`(?<!\bthe\s)(?<![\p{L}'])(?:by\s+)?latest\s+(?=${DAY}(?![\p{L}']))`, 'gu'), 'by '],
  // "sharp sharp": quickly, tone only.
  [/(?<![\p{L}'])sharp\s+sharp(?![\p{L}'])[\s,:;!-]*/gu, ''],
  // The tone words.
  [/(?<![\p{L}'])(?:abeg|Abeg|biko|sef|jare)(?![\p{L}'])/gu, ''],
  // "abi", "o", "oh" last in a clause: tone ("right?", "oh").
  [new RegExp(String.raw`(?<=\S\s+)(?:abi|o|oh|ooo+)${CLAUSE_END}`, 'gu'), ''],
];

/** The line with its Pidgin tone words dropped and its meaning words in English; other text unchanged. */
export function withoutPidginWords(text: string): string {
  if (!PIDGIN_WORD.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of SPOKEN) out = out.replace(pattern, replacement);
  // "I don pay X", "the meeting don finish": have, before a verb said in its base form; the past says it in English.
  out = out.replace(new RegExp(DON_VERB, 'gu'), (_said, verb: string) => DON_PAST[verb] ?? verb);
  return out
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;:!]+/, '')
    .replace(/[\s,;:]+$/, '')
    .trim();
}
