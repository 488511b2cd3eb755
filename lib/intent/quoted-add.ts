/**
 * "so the landlord finally called back, can you add 'fix the shower' for sat pls": a request to add a quoted name, said
 * after other words (a story, a greeting). The quotes mark the task's name; what comes before the request is not part of
 * it, and the thanks after it ("pls merci") are not either.
 */
const QUOTED_ADD =
  /(?:^|[,.;:!?]\s*|\s)(?:(?:so|and|ok|okay)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|plz\s+)?(?:add|put|note|create|write down)\s+(['"‘“])([^'"‘’“”]{2,80}?)['"’”](?=[\s,.!?]|$)(.*)$/iu;
const THANKS_AT_END = /(?:[\s,.!]+(?:pls|plz|please|merci(?: beaucoup)?|thanks|thank you|thx|ty|svp|s'il te pla[iî]t|s'il vous pla[iî]t))+[\s.!]*$/iu;

/** The request to add a quoted name after other words, as "add 'X' <the rest>"; undefined when there is none or nothing before it. */
export function quotedAdd(body: string): string | undefined {
  const match = QUOTED_ADD.exec(body);
  if (!match || match.index === 0) return undefined;
  const rest = match[3]!.replace(THANKS_AT_END, '').trimEnd();
  return `add '${match[2]!.trim()}'${rest}`;
}
