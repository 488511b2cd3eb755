import type { Approval } from '../db';
import { answerWithModels } from './answer-with-models';
import { closeApproval, expiredReason, isExpired, recordApproved, REJECTED_REASON } from './approval-records';
import { inTurn } from './in-turn';
import { clockOf, safeEmit, type AgentDeps, type Emit } from './types';

const NOT_PENDING = 'This approval was already answered or cancelled, so nothing was changed.';

/** Closes an overdue approval; with `explain`, tells the user why nothing happened. */
export async function expireOne(deps: AgentDeps, approval: Approval, emit?: Emit, explain = true): Promise<boolean> {
  // The approval's own timeout; the setting only when its dates cannot tell.
  const minutes =
    Math.round((Date.parse(approval.expiresAt) - Date.parse(approval.createdAt)) / 60_000) || (await deps.settings()).approvalTimeoutMinutes;
  const closed = await closeApproval(deps.db, approval.id, 'expired', expiredReason(minutes), clockOf(deps)());
  if (closed && emit) {
    const { conversationId, toolCallId, toolName } = approval;
    emit({ type: 'tool-error', conversationId, toolCallId, toolName, error: 'Not done: the approval expired.' });
    if (explain) emit({
      type: 'error',
      conversationId,
      message: `The approval request expired after ${minutes} minutes without an answer, so nothing was changed. Ask again if you still want it.`,
    });
  }
  return Boolean(closed);
}

/**
 * Applies the user's decision on a pending approval (from the panel's
 * buttons or a typed yes/no) and resumes the turn. Approved: the model loop
 * runs the tool. Rejected: the denial is recorded, audited and given to the
 * model, which answers.
 */
export async function decide(deps: AgentDeps, approval: Approval, approved: boolean, emit: Emit, signal?: AbortSignal): Promise<void> {
  const now = clockOf(deps)();
  const { conversationId } = approval;
  if (isExpired(approval, now)) {
    await expireOne(deps, approval, emit);
    return;
  }
  if (approved) {
    if (!(await recordApproved(deps.db, approval.id, now))) {
      emit({ type: 'error', conversationId, message: NOT_PENDING });
      return;
    }
  } else {
    if (!(await closeApproval(deps.db, approval.id, 'denied', REJECTED_REASON, now))) {
      emit({ type: 'error', conversationId, message: NOT_PENDING });
      return;
    }
    emit({ type: 'tool-error', conversationId, toolCallId: approval.toolCallId, toolName: approval.toolName, error: 'Not done: you rejected it.' });
  }
  await answerWithModels(deps, conversationId, emit, signal);
}

/** The panel's Approve or Reject. Only this (or a typed yes/no while pending) can approve: never the model. */
export async function answerApproval(
  deps: AgentDeps,
  input: { approvalId: string; approved: boolean },
  rawEmit: Emit,
  signal?: AbortSignal,
): Promise<void> {
  const emit = safeEmit(rawEmit);
  const approval = await deps.db.approvals.get(input.approvalId);
  const conversationId = approval?.conversationId ?? '';
  await inTurn(conversationId, emit, async () => {
    if (!approval || approval.status !== 'pending') {
      emit({ type: 'error', conversationId, message: NOT_PENDING });
      return;
    }
    await decide(deps, approval, input.approved, emit, signal);
  });
}
