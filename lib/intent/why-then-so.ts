import { EDIT_KINDS, type Intent } from './intent-schema';

/**
 * Why first, then "so" and the change: "the coach is off sick monday so skip this week's training", "nan's staying
 * with us for a fortnight so delete the spare room clean and the tip run", "the venue rang, so move the gig to
 * friday". The words before "so" are a clause of their own (someone or something, then a verb: "is off", "'s
 * staying", "rang"), never a task; the request is what follows, read alone. Only a change, a skip, a completion or a
 * removal is taken this way: "so" before an add ("… so buy a new one") is left to the readers of adds.
 */
const WHY_THEN_SO =
  /^((?:(?:the|my|our|his|her|their)\s+)?\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?(?:['’]s\s+|\s+(?:is|are|was|were|has|have|had|isn'?t|aren'?t|wasn'?t|can'?t|won'?t|didn'?t)\s+|\s+(?=\p{L}+ed\b|rang\b|called\b|said\b|says\b))[^,;]{2,80}?)[,;]?\s+so\s+(?:(?:please|pls|can you|could you)\s+)?((?:skip|delete|remove|cancel|scrap|bin|drop|ditch|move|push|shift|bump|reschedule|change|make|mark|tick|untick|uncheck|reopen|set|put)\b.{3,})$/iu;

/** The request said after a reason and "so", or undefined. `read` reads the request alone. */
export function whyThenSo(body: string, read: (text: string) => Intent): Intent | undefined {
  const said = WHY_THEN_SO.exec(body.trim());
  if (!said) return undefined;
  const request = read(said[2]!);
  return EDIT_KINDS.has(request.kind) ? request : undefined;
}
