/**
 * "Mr Roy asked me to water his plants friday", "my sister wants me to book the cabin": a task someone else asked for.
 * The task is what they asked ("water Mr Roy's plants friday"): their "his"/"her" becomes their name, so the title
 * still says whose it is. "she asked me to …" keeps the words as they are (no name to put in).
 */
const ASKED_BY =
  /^((?:(?:my|our)\s+)?(?!(?:i|you|we|they|he|she|it|someone|somebody|everyone)\b)[\p{L}'’.-]+(?:\s+[\p{L}'’.-]+){0,2})\s+(?:asked|wants|wanted|needs|needed|told|reminded)\s+me\s+to\s+(\S.*)$/iu;

/** The task someone asked for, as words to add ("remind me to …"), or undefined. */
export function askedBy(body: string): string | undefined {
  const match = ASKED_BY.exec(body);
  if (!match) return undefined;
  const who = match[1]!;
  const named = /^(?:my|our)\s/i.test(who) ? match[2]! : match[2]!.replace(/\b(?:his|her|their)\b(?=\s+\p{L})/iu, `${who}'s`);
  return `remind me to ${named}`;
}
