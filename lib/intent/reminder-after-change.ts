import type { Intent } from './intent-schema';
import { numberFromWord } from './number-words';

/*
 * "move the tasting to 3pm and remind me 20 mins before", "oven service: set it for 8am, ping me an hour ahead": a
 * change of a task, then a reminder before it. Both are changes of that one task; the reminder is never left out.
 */
const REMIND_AFTER =
  /(?:\s*[,;]\s*|\s+)(?:and\s+|also\s+|then\s+|&\s+|\+\s+)?(?:(?:please|pls)\s+)?(?:remind me|ping me|alert me|notify me|nudge me|give me a (?:reminder|heads up|nudge))\s+(\d+|an?|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|half an?)\s*(minutes?|mins?|m|hours?|hrs?|h)\s+(?:before(?:hand)?|ahead|early|earlier|in advance)[\s.!]*$/i;

function minutesOf(count: string, unit: string): number | undefined {
  const n = /^half/i.test(count) ? 0.5 : /^\d+$/.test(count) ? Number(count) : numberFromWord(count);
  return n === undefined ? undefined : Math.round(n * (/^h/i.test(unit) ? 60 : 1));
}

/** A change of one task said with a reminder after it, read as both; undefined when the words before it change no task. */
export function reminderAfterChange(body: string, read: (request: string) => Intent): Intent | undefined {
  const said = REMIND_AFTER.exec(body);
  if (!said || said.index < 3) return undefined;
  const minutes = minutesOf(said[1]!, said[2]!);
  if (minutes === undefined) return undefined;
  const head = read(body.slice(0, said.index));
  // A reminder before a time: the change must give the task one ("set it for 3pm"), not only a new name or a tag.
  if (head.kind !== 'update' || head.changes.title !== undefined || typeof head.changes.dueAt !== 'string' || !head.changes.dueAt.includes('T')) return undefined;
  return { ...head, changes: { ...head.changes, remindBefore: minutes } };
}
