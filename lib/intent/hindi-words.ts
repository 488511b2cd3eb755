/**
 * Hindi words in an English request (Hinglish). The day words are said in plain English before anything reads it: "kal" is tomorrow
 * when it names the day of a task ("kal morning", "kal shaam", "kal 10 baje", "kal tak", or last in the line: "book
 * the cab kal"), "aaj" is today ("aaj raat" tonight, "aaj shaam" this evening). "kal" in Hindi is also yesterday, but a
 * task is never due yesterday; a "Kal" typed with a capital is someone's name and stays as typed.
 */

/** Hindi and Hinglish words for done, last in the line: "ho gaya", "ho gya", "hogaya", "kar diya", "ho chuka" (done-then-reaction.ts). */
export const HINDI_DONE = /\s+(?:ho\s*gaya|ho\s*gya|hogaya|hogya|ho\s*chuka|kar\s*diya|kar\s*liya|kr\s*diya)(?:\s+(?:hai|h|yaar|yar|finally|bhai))*\s*[!.]*$/i;

/** What may follow a day word: a part of the day (English or Hindi), a time, a field, a mark or the line's end. */
const DAY_ENDS = String.raw`(?=\s*(?:$|[,.!?;:)\-–—]|(?:morning|afternoon|evening|night|subah|shaam|sham|raat|dopahar|tak)\b|(?:at|@|by|around|before)\s+\d|\d|#|p[1-4]\b|(?:please|pls|plz|itself)\b))`;

const SAID: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}'])aaj\s+(?:raat)(?![\p{L}'])/gu, 'tonight'],
  [/(?<![\p{L}'])aaj\s+(?:shaam|sham)(?![\p{L}'])/gu, 'this evening'],
  [/(?<![\p{L}'])kal\s+(?:subah)(?![\p{L}'])/gu, 'tomorrow morning'],
  [/(?<![\p{L}'])kal\s+(?:shaam|sham)(?![\p{L}'])/gu, 'tomorrow evening'],
  [/(?<![\p{L}'])kal\s+raat(?![\p{L}'])/gu, 'tomorrow night'],
  // "kal tak": by tomorrow.
  [/(?<![\p{L}'])kal\s+tak(?![\p{L}'])/gu, 'by tomorrow'],
  // Lower case only: "Kal" is a name.
  [new RegExp(String.raw`(?<![\p{L}'])kal(?![\p{L}'])${DAY_ENDS}`, 'gu'), 'tomorrow'],
  [new RegExp(String.raw`(?<![\p{L}'])aaj(?![\p{L}'])${DAY_ENDS}`, 'gu'), 'today'],
];

/** `text` with the Hindi day words above said in plain English; other words as typed. */
export function withHindiDayWordsPlain(text: string): string {
  if (!/\b(?:kal|aaj)\b/.test(text)) return text;
  let plain = text;
  for (const [pattern, replacement] of SAID) plain = plain.replace(pattern, replacement);
  return plain;
}
