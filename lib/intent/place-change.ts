import type { Intent } from './intent-schema';
import { parseTarget } from './parse-target';

/**
 * "book club at Lerato's is now at Zanele's", "lunch with Thabo is now with Sam", "the braai in Paarl is now in
 * Stellies": a task named with its place (or the person it is with), then the new one said with the same word. The
 * task's title changes that one phrase and keeps the rest (the offline plan swaps it inside the task's own title).
 */
const PLACE_NOW = /^(.+?\s+(at|with|in)\s+(.+?))\s+(?:is|'s)\s+now\s+(at|with|in)\s+(.+?)(?:\s+(?:instead|now))?[\s.!]*$/i;

export interface PlaceChange {
  /** The words that were the place, as said ("at Lerato's"). */
  from: string;
  /** The words that are the place now ("at Zanele's"). */
  to: string;
}

/** The old and new place said in `text`, when it says a task's place changed. */
export function placeChangeIn(text: string): (PlaceChange & { name: string }) | undefined {
  const said = PLACE_NOW.exec(text.trim());
  if (!said || said[2]!.toLowerCase() !== said[4]!.toLowerCase()) return undefined;
  const [, name, word, from, , to] = said;
  if (/^(?:it|that|this|the)$/i.test(to!.trim()) || /\b(?:p[1-4]|priority|due|tomorrow|today|tonight)\b/i.test(to!)) return undefined;
  return { name: name!, from: `${word} ${from}`, to: `${word} ${to}` };
}

/** The change of title "X at A is now at B" asks for: the task named "X at A", retitled with B for A. */
export function matchPlaceChange(text: string): Intent | undefined {
  const change = placeChangeIn(text);
  const target = change && parseTarget(change.name);
  if (!change || !target || !('query' in target)) return undefined;
  const renamed = change.name.slice(0, change.name.length - change.from.length) + change.to;
  return { kind: 'update', target, changes: { title: renamed.charAt(0).toUpperCase() + renamed.slice(1) } };
}
