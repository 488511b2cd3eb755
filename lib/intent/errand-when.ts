import { DAY_NAME } from './day-names';
/**
 * When an errand can be done, said as no day: once a thing is ready ("pick up the suit from the tailor when it's ready",
 * "collect the car once they've fixed it"), or on the way somewhere ("grab bread from the bakery on the way home", "drop
 * the parcel off on my way to work"). The errand is read without it, so a long errand is still read as one. A wait says
 * nothing the task keeps ("Pick up the suit from the tailor"); the way is where it is done, and goes back at the end of
 * the name ("Grab bread from the bakery on the way home"), as the blind batches label it.
 */
const DAY_AFTER = String.raw`(?=\s*(?:[,.!;#]|$|(?:${DAY_NAME}|this|next|on|at|by|before|p[1-4])\b))`;
const READY = String.raw`(?:ready|done|fixed|back|in|finished|repaired|available)`;
const WAIT = new RegExp(
  String.raw`\s+(?:(?:when|once)\s+(?:it'?s|they'?re|it\s+is|they\s+are|it\s+gets|they\s+get)\s+${READY}(?:\s+for\s+(?:pick[- ]?up|collection))?|(?:when|once)\s+(?:they'?ve|they\s+have|he'?s|she'?s)\s+(?:fixed|done|finished|repaired|serviced)\s+(?:it|them))${DAY_AFTER}`,
  'i',
);
const ON_THE_WAY = new RegExp(
  String.raw`\s+(?:on|when)\s+(?:the|my|our|your)\s+way\s+(?:home|back|in|out|(?:to|from|past)\s+(?:the\s+|my\s+)?(?!(?:tomorrow|today|tonight)\b)\S+)${DAY_AFTER}`,
  'i',
);

export interface ErrandWhen {
  /** The line without the wait or the way. */
  rest: string;
  /** The way said ("on the way home"), to go back at the end of the task's name; undefined for a wait. */
  way?: string;
}

/** The errand without the wait or the way said after it, or undefined when none is said. */
export function errandWhen(text: string): ErrandWhen | undefined {
  const wait = WAIT.exec(text);
  const way = wait ? undefined : ON_THE_WAY.exec(text);
  const found = wait ?? way;
  if (!found || found.index < 6) return undefined;
  const rest = `${text.slice(0, found.index)}${text.slice(found.index + found[0].length)}`.trim();
  return way ? { rest, way: found[0].trim() } : { rest };
}
