import type { Intent } from './intent-schema';
import { priorityByName } from './match-edits';

/**
 * A priority settled last, said as enough: "the patel gallery isn't urgent anymore, they're away. medium is fine",
 * "the roof quote isn't urgent, low's fine", "the hedge isn't a priority now - p3 will do". The words before it lower the
 * task (or say why); the level said last is the one it gets, not the lowest the "isn't urgent" alone would give.
 * Only a change of priority is taken this way, and only a level named ("fine" alone sets nothing).
 */
const LEVEL_LAST =
  /(?:[,;.!]|\s[-–—])\s*(?:(?:so|just|i\s+think|prob(?:ably)?)\s+)?((?:high|medium|normal|mid|low|top|p[1-4])(?:\s+priority)?)(?:'s|’s|\s+is|\s+will|\s+would|\s+should)\s+(?:be\s+)?(?:fine|ok|okay|enough|do|good|plenty)(?:\s+(?:for\s+now|now|tbh|honestly))?\s*[.!]*$/i;

/** The change with the level said last as its priority, or undefined. `read` reads the words before it. */
export function levelSaidLast(body: string, read: (text: string) => Intent): Intent | undefined {
  const said = LEVEL_LAST.exec(body);
  const priority = said ? priorityByName(said[1]!) : undefined;
  if (!said || !priority) return undefined;
  const before = read(body.slice(0, said.index));
  if (before.kind !== 'update' || before.changes.priority === undefined) return undefined;
  return { ...before, changes: { ...before.changes, priority } };
}
