import { EDIT_KINDS, type Intent } from './intent-schema';

/**
 * News first, a comma, then a change that names its own tasks: "double booking on friday, move all of friday's stuff to
 * saturday", "the boiler man is coming at 8, push the school run to half 8", "snowed in again. move the gym to friday".
 * The news is why; the change after it is read alone, as said. Only when the change names what it changes (a task or
 * a group): a change said of "it", "that" or "them" is about the words before the comma ("the dentist, move it to
 * monday") and is left to the readers of a name then its change. Never an add.
 */
const NEWS_THEN_REQUEST =
  /^(.{3,80}?)(?:[,;]|[.!](?=\s))\s+(?:(?:so|pls|please|just|can you|could you)\s+)*((?:move|push|shift|bump|reschedule|change|bring)\s+(?!(?:it|that|this|them|those|these|em|'em|both|back|up|forward)\b).{3,})$/i;

/**
 * "the mechanic rang, car service moved to the 23rd", "dentist emailed - cleaning's now friday": someone got in touch,
 * then the change they brought, said as news. Who rang is no task to move.
 */
const CONTACT_THEN_CHANGE =
  /^(?:(?:the|my|our)\s+)?\p{L}+(?:\s+\p{L}+)?\s+(?:rang|called|phoned|emailed|texted|messaged|replied|wrote|got back to (?:me|us))(?:\s+(?:me|us|back|today|earlier|this morning|just now))*\s*(?:[,;:.!]|\s[-–—])\s*(?:and\s+)?(.{3,})$/iu;

/** The change said after news and a comma, or undefined. `read` reads the change alone. */
export function factThenChange(body: string, read: (text: string) => Intent): Intent | undefined {
  const contact = CONTACT_THEN_CHANGE.exec(body.trim());
  const brought = contact ? read(contact[1]!) : undefined;
  if (brought && ((brought.kind === 'update' && brought.changes.dueAt) || (brought.kind === 'bulk' && brought.action === 'reschedule' && 'filter' in brought.selection)))
    return brought;
  const said = NEWS_THEN_REQUEST.exec(body.trim());
  // "delete milk, move eggs to friday": two requests, not news and one; "add …, move …" too.
  if (!said || /^(?:add|remind me|put|note)\b/i.test(said[1]!) || EDIT_KINDS.has(read(said[1]!).kind)) return undefined;
  const request = read(said[2]!);
  if (request.kind === 'bulk' && request.action === 'reschedule') return request;
  // A skip is not taken this way: "call mom, skip dinner" is two things to do, not news and a skip.
  if (request.kind === 'update' && request.changes.dueAt && Object.keys(request.changes).length === 1) return request;
  return undefined;
}
