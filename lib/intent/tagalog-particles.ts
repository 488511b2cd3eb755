/**
 * Taglish: English requests with Tagalog particles and fillers ("due 1/23 pala", "tmrw na lang", "priority 3 lang
 * yung X ni tita Y", "buy load po"). The particles are tone, never title words nor blockers, so they are dropped;
 * the few with a meaning are said in English ("yung" = the, "ni" = of, "bukas" = tomorrow, "kasi" = because).
 * Only lowercase forms are read ("PO" is a purchase order, "Na" or "Pa" may be names), and "na"/"pa" only beside
 * another particle, after a day, or last in a clause, where they cannot be English.
 */

/**
 * Words only Tagalog uses: one of them makes the line Taglish. "po" counts only last in a clause or after a greeting
 * ("buy load po", "hello po"), since "send po to the vendor" is an order.
 */
const TAGALOG_WORD =
  /(?<![\p{L}'])(?:pala|lang|daw|naman|muna|sana|yung|ung|nako|naku|bukas|mamaya|kasi|sige|sabi)(?![\p{L}'])|(?<![\p{L}'])po(?=\s*(?:$|[,.!?;]|\p{Extended_Pictographic}))|\b(?:hello|hi|thanks|thank you|salamat|sir|ma'?am)\s+po\b|(?<=\bno\s+(?:due\s+)?(?:date|deadline)\s)na(?=\s+(?:for|on|sa)\b)/u;

const SPOKEN: ReadonlyArray<readonly [RegExp, string]> = [
  // "hay nako, …", "sige, …": a sigh or an okay before the request.
  [/^(?:hay\s+)?(?:nako|naku)\b[\s,.!]*/u, ''],
  [/^sige(?:\s+po)?\b[\s,.!]*/u, ''],
  // "yung X", "ung X": the.
  [/(?<![\p{L}'])(?:yung|ung)(?![\p{L}'])/gu, 'the'],
  // "sabi ni tita Y", "daw sabi ng boss": according to.
  [/(?<![\p{L}'])sabi\s+(?:ni|ng|nila|niya)(?![\p{L}'])/gu, 'according to'],
  // "X ni tita Y": of, before a name.
  [/(?<=\p{L}\s)ni(?=\s+\p{L})/gu, 'of'],
  [/(?<![\p{L}'])bukas(?![\p{L}'])/gu, 'tomorrow'],
  [/(?<![\p{L}'])kasi(?![\p{L}'])/gu, 'because'],
  // "na lang", "na pala", "pa po": "na"/"pa" before another particle, with it.
  [/(?<![\p{L}'])(?:na|pa)\s+(?=(?:lang|pala|po|daw|naman|muna|sana)(?![\p{L}']))/gu, ''],
  [/(?<![\p{L}'])(?:pala|lang|daw|naman|muna|sana)(?![\p{L}'])/gu, ''],
  // "po" as respect, never before a number or "number" ("po 4521" is an order).
  [/(?<![\p{L}'#])po(?![\p{L}'])(?!\s*(?:#|\d|number|no\.?\s*\d))/gu, ''],
  // "tomorrow na", "done na": "na"/"pa" after a day or last in a clause.
  [/(?<=\b(?:today|tomorrow|tonight|tmrw|done|already|now)\s)(?:na|pa)(?![\p{L}'])/gu, ''],
  [/(?<=\p{L}\s)(?:na|pa)(?=\s*(?:$|[,.!?;]))/gu, ''],
  // "no date na for X": no date now (anymore).
  [/(?<=\bno\s+(?:due\s+)?(?:date|deadline)\s)na(?=\s+(?:for|on|sa)\b)/gu, ''],
];

/** The line with its Tagalog particles dropped and its meaning words in English; other text unchanged. */
export function withoutTagalogParticles(text: string): string {
  if (!TAGALOG_WORD.test(text)) return text;
  let out = text;
  for (const [pattern, replacement] of SPOKEN) out = out.replace(pattern, replacement);
  return out
    .replace(/\s+([,.!?;])/g, '$1')
    .replace(/([,;])(?:\s*[,;])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.;]+/, '')
    .trim();
}
