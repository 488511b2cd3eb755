import { taskIdOfInput, type ModelToolName } from '../tools';
import { matchConfirm, type ConfirmAction } from '../intent/match-confirm';

/**
 * Whether a text is shaped like a yes or a no: true, false, or undefined when
 * it is anything else. The same grammar as the offline assistant's, so "yep
 * go ahead" or "nope, keep it" read the same whichever model is configured.
 * Whether it answers a given approval is `typedAnswer`'s question.
 */
export function parsePlainAnswer(text: string): boolean | undefined {
  return matchConfirm(text)?.answer;
}

/** The tool an action word means ("rename", "move" → update_task). */
const TOOL_OF: Readonly<Record<ConfirmAction, ModelToolName>> = {
  delete: 'delete_task',
  update: 'update_task',
  complete: 'complete_task',
  create: 'add_task',
};

/** What a pending approval is for, as far as a typed answer can name it. */
export interface PendingCall {
  toolName: string;
  input: unknown;
}

/**
 * The pending calls a typed message answers, and how; undefined when it is
 * not an answer to them but a new message for the model. A yes or no that
 * names nothing ("yes", "go ahead", "no, keep it") answers every pending
 * call; one that names actions or task ids answers the calls it names, and
 * only if everything it names is pending: with "Delete task #1" waiting,
 * "yes delete it" and "yes delete task 1" approve it, while "yes delete
 * task 2", "ok complete #1" or "yes rename it" are new requests.
 */
export function typedAnswer<T extends PendingCall>(text: string, pending: readonly T[]): { approved: boolean; answers: T[] } | undefined {
  const reply = matchConfirm(text);
  if (!reply || pending.length === 0) return undefined;
  const namesAction = (call: T, action: ConfirmAction) => TOOL_OF[action] === call.toolName;
  const namesTask = (call: T, id: number) => taskIdOfInput(call.input) === id;
  const answers = pending.filter(
    (call) =>
      (reply.taskIds.length === 0 || reply.taskIds.some((id) => namesTask(call, id))) && (reply.actions.length === 0 || reply.actions.some((action) => namesAction(call, action))),
  );
  // Every task and action the words name must be one of the calls answered.
  const covered = reply.taskIds.every((id) => answers.some((call) => namesTask(call, id))) && reply.actions.every((action) => answers.some((call) => namesAction(call, action)));
  if (answers.length === 0 || !covered) return undefined;
  return { approved: reply.answer, answers };
}

/**
 * A yes that names nothing ("y", "ok", "right") while several calls wait:
 * too little to approve them all (a step may ask for ten deletes), so the
 * panel asks which instead. Undefined when that is not the case; otherwise
 * the sentence to show.
 */
export function bareYesForSeveral(text: string, pendingCount: number): string | undefined {
  const reply = matchConfirm(text);
  if (!reply || !reply.answer || pendingCount < 2 || reply.taskIds.length > 0 || reply.actions.length > 0) return undefined;
  return `${pendingCount} actions are waiting for your approval, so a plain yes did not approve them. Answer each card (or press Approve all), or say which: “yes, delete task 2”.`;
}
