import type { Approval, StoredMessage, TodoDatabase } from '../db';
import { saveUserMessage } from '../conversations';
import { messageNotSavedText } from '../db';
import { answerWithModels } from './answer-with-models';
import { closeApprovedCalls, decide, expireAll } from './answer-approval';
import { inTurn } from './in-turn';
import { endsCutOff } from './cut-off-answer';
import { startMemoryUpkeep } from './memory-upkeep';
import { closeApproval, findPendingApprovals, isExpired, MOVED_ON_REASON, NOT_RUN_REASON, settleApprovedCalls } from './approval-records';
import { bareYesForSeveral, typedAnswer } from './plain-answer';
import { pageForTurn, sayCannotSeePage } from './page-for-turn';
import { clockOf, safeEmit, type AgentDeps, type Emit } from './types';

/** Why an approved call did not run when the user wrote a new message before answering the rest of its step. */
export const SIBLING_MOVED_ON_REASON = 'Not done: you wrote a new message before answering every approval asked for at the same time. Ask again if you still want it.';

/** A new message instead of an answer: every pending approval is recorded as denied, and the step's approved calls as not done. */
async function passOver(deps: AgentDeps, pending: readonly Approval[], emit: Emit): Promise<void> {
  const now = clockOf(deps)();
  for (const approval of pending) {
    if (await closeApproval(deps.db, approval.id, 'denied', MOVED_ON_REASON, now)) {
      const { conversationId, toolCallId, toolName } = approval;
      emit({ type: 'tool-error', conversationId, toolCallId, toolName, error: 'Not done: you wrote a new message instead of approving.' });
    }
  }
  const conversationId = pending[0]?.conversationId;
  if (conversationId) await closeApprovedCalls(deps, conversationId, { cancel: SIBLING_MOVED_ON_REASON, status: 'error' }, emit);
}

/**
 * One message of the user. The message is saved first, in its own
 * transaction, so it survives whatever happens next; when it cannot be saved,
 * the turn stops there and the panel gets the text back. While approvals are
 * pending, a yes or no that names nothing else answers them (or the ones it
 * names: "yes delete task 2"); anything else, including a yes that names
 * another task or action, passes them over (recorded as denied) and goes to
 * the model.
 */
export async function runTurn(deps: AgentDeps, input: { conversationId: string; text: string; panelTabId?: number }, rawEmit: Emit, signal?: AbortSignal): Promise<void> {
  const emit = safeEmit(rawEmit);
  const { conversationId } = input;
  const now = clockOf(deps);
  await inTurn(conversationId, emit, async () => {
    let messageId: number;
    try {
      messageId = await saveUserMessage(deps.db, conversationId, input.text, now);
    } catch (error) {
      emit({ type: 'user-message-not-saved', conversationId, text: input.text, message: messageNotSavedText(error) });
      return;
    }
    emit({ type: 'user-message-saved', conversationId, messageId });

    const pending = await findPendingApprovals(deps.db, conversationId);
    if (pending.length === 0) {
      await settleApprovedCalls(deps.db, conversationId, now(), { cancel: NOT_RUN_REASON, status: 'error' });
    } else {
      const overdue = pending.filter((approval) => isExpired(approval, now()));
      if (overdue.length > 0) {
        // A typed answer to them is told it came too late; anything else just goes on.
        const answered = typedAnswer(input.text, overdue) !== undefined;
        await expireAll(deps, overdue, emit, answered);
        if (answered) return;
      }
      const open = pending.filter((approval) => !overdue.includes(approval));
      if (open.length > 0) {
        // A bare yes approves one waiting call, never several: it asks which, leaving them pending.
        const askWhich = bareYesForSeveral(input.text, open.length);
        if (askWhich) {
          emit({ type: 'error', conversationId, message: askWhich });
          return;
        }
        const answer = typedAnswer(input.text, open);
        if (answer) {
          await decide(deps, answer.answers, answer.approved, emit, signal);
          return;
        }
        await passOver(deps, open, emit);
      }
    }
    // A message about the page the person is on gets that page's title and address, for this turn only.
    const page = await pageForTurn(deps, conversationId, input.text, input.panelTabId);
    if (page.kind === 'hidden') {
      await sayCannotSeePage(deps, conversationId, emit);
      return;
    }
    await answerWithModels(deps, conversationId, emit, signal, page.kind === 'page' ? page.page : undefined);
    // Summaries and embeddings run after the reply, in the background: never before it, never holding the turn.
    startMemoryUpkeep(deps, conversationId);
  });
}

/**
 * Runs the model again on the saved conversation after a turn was cut off
 * (worker stopped, connection lost), without a new user message. Pending
 * approvals are shown again rather than answered.
 */
export async function retryTurn(deps: AgentDeps, input: { conversationId: string }, rawEmit: Emit, signal?: AbortSignal): Promise<void> {
  const emit = safeEmit(rawEmit);
  const { conversationId } = input;
  await inTurn(conversationId, emit, async () => {
    const pending = await findPendingApprovals(deps.db, conversationId);
    const open = pending.filter((approval) => !isExpired(approval, clockOf(deps)()));
    if (open.length > 0) {
      for (const approval of open) emit({ type: 'approval-required', conversationId, approvalId: approval.id });
      return;
    }
    await expireAll(deps, pending);
    await settleApprovedCalls(deps.db, conversationId, clockOf(deps)(), 'resume');
    // A panel whose port dropped offers Retry though the turn went on and was answered: nothing is left to answer.
    if (isFinalAnswer(await lastMessage(deps.db, conversationId))) return;
    await answerWithModels(deps, conversationId, emit, signal);
  });
}

function lastMessage(db: TodoDatabase, conversationId: string): Promise<StoredMessage | undefined> {
  return db.messages.where('[conversationId+id]').between([conversationId, 0], [conversationId, Infinity]).last();
}

/**
 * An assistant message that asks for no tool call and was not cut off: the
 * turn it ends is answered. An answer that broke off (a dropped connection)
 * or was stopped is not: Retry must answer it again.
 */
function isFinalAnswer(message: StoredMessage | undefined): boolean {
  if (message?.role !== 'assistant') return false;
  if (typeof message.content === 'string') return !endsCutOff(message.content);
  if (message.content.some((part) => part.type === 'tool-call')) return false;
  const text = message.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('');
  return !endsCutOff(text);
}
