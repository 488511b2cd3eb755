/*
 * "i swept the yard and fed the hens so tick both", "Ada paid the rates and the levy for me, mark those done": news
 * of things done, then a word that ticks them all. The tail says outright that they are done, so the news before it
 * is read for the tasks it names, whoever did them; only several tasks ticked off is kept (parse-intent.ts checks).
 */

/** "… so tick both", "…, check both off pls", "… mark those done please", "… tick the two of them". */
const TICK_TAIL =
  /(?:\s*[,;.!–—-]\s*|\s+)(?:(?:so|and|then|pls|please|plz|kindly|can you|could you)\s+)*(?:tick|check|mark|cross|strike)\s+(?:(?:them|those|these|both|all)(?:\s+(?:both|two|three|of them))?|(?:the\s+)?(?:two|three|both)(?:\s+of\s+them)?|all\s+three)(?:\s+(?:off|done|as\s+done|complete|completed|as\s+complete|as\s+completed|out))?(?:\s+(?:please|pls|plz|thanks|for me|too))*[\s.!]*$/iu;
/** Who did it, and "has", "already": before the verb ("Femi has paid", "my son already took"). */
const DOER =
  /^(?:(?:i|we|he|she|they|(?:my|our)\s+\p{L}+|\p{Lu}[\p{L}'’-]+(?:\s+and\s+\p{Lu}[\p{L}'’-]+)?)\s+)(?:(?:has|have|had|already|just|finally|also)\s+)*(?:\p{L}+ed|paid|did|took|got|made|sent|bought|brought|gave|wrote|rang|went|sold|fed|swept|met|ran|drove)(?:\s+(?:up|off|out|in|back))?\s+/iu;

/** The news without the tail, and (when someone did it for the person) the names alone to tick off; undefined without the tail. */
export function tickedAfterNews(body: string): string[] | undefined {
  const said = body
    .replace(/\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const tail = TICK_TAIL.exec(said);
  if (!tail || tail.index === 0) return undefined;
  const news = said.slice(0, tail.index).replace(/[\s,;.!–—-]+$/, '');
  // "Femi paid the rates and the levy for me": the tasks named after whoever did them.
  const doer = DOER.exec(news);
  const names = doer ? news.slice(doer[0].length).replace(/\s+for\s+(?:me|us)$/i, '') : undefined;
  return names && /\sand\s/i.test(names) ? [news, `mark ${names} as done`] : [news];
}
