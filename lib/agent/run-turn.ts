import { saveUserMessage } from '../conversations';
import { messageNotSavedText } from '../db';
import { answerWithModels } from './answer-with-models';
import { decide, expireOne } from './answer-approval';
import { inTurn } from './in-turn';
import { closeApproval, findPendingApproval, isExpired, MOVED_ON_REASON, settleInterruptedApproval } from './approval-records';
import { parsePlainAnswer } from './plain-answer';
import { clockOf, safeEmit, type AgentDeps, type Emit } from './types';

/**
 * One message of the user. The message is saved first, in its own
 * transaction, so it survives whatever happens next; when it cannot be saved,
 * the turn stops there and the panel gets the text back. While an approval is
 * pending, a plain yes or no answers it; anything else passes it over
 * (recorded as denied) and goes to the model.
 */
export async function runTurn(deps: AgentDeps, input: { conversationId: string; text: string }, rawEmit: Emit, signal?: AbortSignal): Promise<void> {
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

    await settleInterruptedApproval(deps.db, conversationId, now(), 'cancel');
    const pending = await findPendingApproval(deps.db, conversationId);
    if (pending) {
      const answer = parsePlainAnswer(input.text);
      if (isExpired(pending, now())) {
        // A typed answer to it is told it came too late; anything else just goes on.
        await expireOne(deps, pending, emit, answer !== undefined);
        if (answer !== undefined) return;
      } else if (answer !== undefined) {
        await decide(deps, pending, answer, emit, signal);
        return;
      } else if (await closeApproval(deps.db, pending.id, 'denied', MOVED_ON_REASON, now())) {
        emit({ type: 'tool-error', conversationId, toolCallId: pending.toolCallId, toolName: pending.toolName, error: 'Not done: you wrote a new message instead of approving.' });
      }
    }
    await answerWithModels(deps, conversationId, emit, signal);
  });
}

/**
 * Runs the model again on the saved conversation after a turn was cut off
 * (worker stopped, connection lost), without a new user message. A pending
 * approval is shown again rather than answered.
 */
export async function retryTurn(deps: AgentDeps, input: { conversationId: string }, rawEmit: Emit, signal?: AbortSignal): Promise<void> {
  const emit = safeEmit(rawEmit);
  const { conversationId } = input;
  await inTurn(conversationId, emit, async () => {
    const pending = await findPendingApproval(deps.db, conversationId);
    if (pending && !isExpired(pending, clockOf(deps)())) {
      emit({ type: 'approval-required', conversationId, approvalId: pending.id });
      return;
    }
    if (pending) await expireOne(deps, pending);
    await settleInterruptedApproval(deps.db, conversationId, clockOf(deps)(), 'resume');
    await answerWithModels(deps, conversationId, emit, signal);
  });
}
