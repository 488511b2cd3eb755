import { parseIntent, type Intent } from '../../intent';
import type { PlanOptions } from './plan';

/** "order new trainers, not important", "… - not urgent": a task, then how little it matters. */
const THEN_NOT_IMPORTANT = /^(.{3,}?)[\s,;.–—-]+(?:(?:it'?s|its|it is|this is|that'?s)\s+)?not\s+(?:important|urgent)\s*[.!]*$/i;

/**
 * "descale the coffee machine, not important" when no task has that name: read first as the priority of a task already
 * there, the line is a new task said with its priority (4), as the labels of earlier batches read it. Only a line whose
 * task part, said alone, is no change of a task ("finish the quilt" would tick one off) is added.
 */
export function lowPriorityAdd(intent: Intent, said: string, options: PlanOptions): Extract<Intent, { kind: 'create' }> | undefined {
  if (intent.kind !== 'update' || intent.changes.priority !== 4 || Object.keys(intent.changes).length !== 1) return undefined;
  const head = THEN_NOT_IMPORTANT.exec(said.trim())?.[1];
  if (!head) return undefined;
  // The task part alone may be an add or an offer ("order new trainers"), never a change of a task ("finish X" ticks it off).
  if (!['create', 'unknown', 'clarify'].includes(parseIntent(head, options).kind)) return undefined;
  const read = parseIntent(`add ${head}`, options);
  return read.kind === 'create' && !read.priority ? { ...read, priority: 4 } : undefined;
}
