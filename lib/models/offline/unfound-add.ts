import { parseIntent, type Intent } from '../../intent';
import { removalBeforeNotNeeded } from '../../intent/not-needed-until';
import type { PlanOptions } from './plan';

/**
 * Adds first read as a change of a task, when no task has the name said. Both are errands a person writes down, and
 * earlier batches' labels read them as adds once the list holds no such task:
 * - "descale the coffee machine, not important": a task, then how little it matters (priority 4);
 * - "cancel the gym membership", "cancel netflix trial on the 19th", "cancel the spare zoom seat": a service to cancel, not a task to delete.
 * Only the task part, said alone, must be no change of a task ("finish the quilt" would tick one off).
 */

/**
 * "order new trainers, not important", "… - not urgent", "research new tyres, not urgent, p3", "… no rush, low priority":
 * a task, then how little it matters (and perhaps its priority, said as well).
 */
const THEN_NOT_IMPORTANT =
  /^(.{3,}?)[\s,;.–—-]+(?:(?:it'?s|its|it is|this is|that'?s)\s+)?(?:not\s+(?:important|urgent|pressing)|no\s+(?:rush|hurry))(?:[\s,;.–—-]+(?:p[1-4]|priority\s+[1-4]|(?:low|medium|normal)(?:\s+prio(?:rity)?)?))?\s*[.!]*$/i;
/** "cancel my gym membership", "end the broadband contract": a service, ended, not a task deleted. */
const CANCELS_A_SERVICE =
  /^(?:cancel|end|stop|quit)\s+(?:my\s+|the\s+|our\s+)?(?:[\p{L}\p{N}'&+-]+\s+){0,3}(?:subscriptions?|memberships?|trials?|contracts?|plans?|policy|policies|insurance|direct debits?|standing orders?|accounts?|deliver(?:y|ies)|orders?|sub|seats?|licen[cs]es?|tiers?|add-?ons?)\b/iu;

const asAdd = (text: string, options: PlanOptions): Extract<Intent, { kind: 'create' }> | undefined => {
  const read = parseIntent(`add ${text}`, options);
  return read.kind === 'create' ? read : undefined;
};

/** The add a change of an unfound task was, or undefined. */
export function unfoundAdd(intent: Intent, said: string, options: PlanOptions): Extract<Intent, { kind: 'create' }> | undefined {
  const text = said.trim();
  // "cancel my trial, no need till next year": the reason is no part of the errand, and its day no due date.
  if (intent.kind === 'delete' && CANCELS_A_SERVICE.test(text)) return asAdd(removalBeforeNotNeeded(text) ?? text, options);
  const priority = intent.kind === 'update' ? intent.changes.priority : undefined;
  if (intent.kind !== 'update' || priority === undefined || priority < 3 || Object.keys(intent.changes).length !== 1) return undefined;
  const head = THEN_NOT_IMPORTANT.exec(text)?.[1];
  // The task part alone may be an add or an offer ("order new trainers"), never a change of a task.
  if (!head || !['create', 'unknown', 'clarify'].includes(parseIntent(head, options).kind)) return undefined;
  const read = asAdd(head, options);
  return read && !read.priority ? { ...read, priority } : undefined;
}
