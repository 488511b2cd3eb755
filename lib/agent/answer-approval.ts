import type { Approval } from '../db';
import { answerWithModels } from './answer-with-models';
import { closeApproval, expiredReason, findPendingApprovals, isExpired, recordApproved, REJECTED_REASON, settleApprovedCalls, type IfNotRun } from './approval-records';
import type { ApprovalAnswer } from '../messaging/agent-api';
import { inTurn } from './in-turn';
import { clockOf, safeEmit, type AgentDeps, type Emit } from './types';

const NOT_PENDING = 'This approval was already answered or cancelled, so nothing was changed.';

/** Why an approved call did not run when another approval of its step expired. */
export const SIBLING_EXPIRED_REASON = 'Not done: another approval asked for at the same time expired, so the request was cancelled. Ask again if you still want it.';

/**
 * Once no approval of the step is pending, closes its approved calls that
 * have not run, as not done (another approval expired, or the user wrote a
 * new message): every call of the step then has a result. Nothing while
 * some approval is still pending.
 */
export async function closeApprovedCalls(deps: AgentDeps, conversationId: string, ifNotRun: Exclude<IfNotRun, 'resume'>, emit?: Emit): Promise<void> {
  if ((await findPendingApprovals(deps.db, conversationId)).length > 0) return;
  const { cancelled } = await settleApprovedCalls(deps.db, conversationId, clockOf(deps)(), ifNotRun);
  for (const { toolCallId, toolName } of cancelled) emit?.({ type: 'tool-error', conversationId, toolCallId, toolName, error: ifNotRun.cancel });
}

/** Closes an overdue approval; with `explain`, tells the user why nothing happened. */
export async function expireOne(deps: AgentDeps, approval: Approval, emit?: Emit, explain = true): Promise<boolean> {
  // The approval's own timeout; the setting only when its dates cannot tell.
  const minutes = Math.round((Date.parse(approval.expiresAt) - Date.parse(approval.createdAt)) / 60_000) || (await deps.settings()).approvalTimeoutMinutes;
  const closed = await closeApproval(deps.db, approval.id, 'expired', expiredReason(minutes), clockOf(deps)());
  if (closed && emit) {
    const { conversationId, toolCallId, toolName } = approval;
    emit({ type: 'tool-error', conversationId, toolCallId, toolName, error: 'Not done: the approval expired.' });
    if (explain)
      emit({
        type: 'error',
        conversationId,
        message: `The approval request expired after ${minutes} minutes without an answer, so nothing was changed. Ask again if you still want it.`,
      });
  }
  // An approved call of the same step does not run unattended after the rest expired.
  if (closed) await closeApprovedCalls(deps, approval.conversationId, { cancel: SIBLING_EXPIRED_REASON, status: 'expired' }, emit);
  return Boolean(closed);
}

/** Expires these overdue approvals, explaining it once. */
export async function expireAll(deps: AgentDeps, approvals: readonly Approval[], emit?: Emit, explain = true): Promise<boolean> {
  let expired = false;
  for (const approval of approvals) if (await expireOne(deps, approval, emit, explain && !expired)) expired = true;
  return expired;
}

/**
 * Applies the user's decision on pending approvals of one conversation (from
 * the panel's buttons or a typed yes/no) and, once no approval of the step is
 * left pending, resumes the turn: the model loop runs the approved calls,
 * gets the denial of the rejected ones, and answers. The AI SDK needs an
 * answer to every approval request of a step before it goes on.
 */
export async function decide(deps: AgentDeps, approvals: readonly Approval[], approved: boolean, emit: Emit, signal?: AbortSignal): Promise<void> {
  const now = clockOf(deps)();
  const conversationId = approvals[0]?.conversationId ?? '';
  const overdue = approvals.filter((approval) => isExpired(approval, now));
  const expired = await expireAll(deps, overdue, emit);
  let answered = 0;
  for (const approval of approvals) {
    if (overdue.includes(approval)) continue;
    if (approved) {
      if (await recordApproved(deps.db, approval.id, now)) answered++;
    } else if (await closeApproval(deps.db, approval.id, 'denied', REJECTED_REASON, now)) {
      answered++;
      emit({ type: 'tool-error', conversationId, toolCallId: approval.toolCallId, toolName: approval.toolName, error: 'Not done: you rejected it.' });
    }
  }
  if (answered === 0) {
    if (!expired) emit({ type: 'error', conversationId, message: NOT_PENDING });
    return;
  }
  const pending = await findPendingApprovals(deps.db, conversationId);
  const stillOverdue = pending.filter((approval) => isExpired(approval, now));
  if (stillOverdue.length) {
    // The rest of the step expired meanwhile: it is cancelled, not resumed.
    await expireAll(deps, stillOverdue, emit, !expired);
    return;
  }
  // The turn waits until every approval of the step is answered.
  if (pending.length > 0) return;
  await answerWithModels(deps, conversationId, emit, signal);
}

/**
 * The panel's Approve or Reject on one card, or Approve all / Reject all.
 * Only this (or a typed yes/no while pending) can approve: never the model.
 */
export async function answerApproval(deps: AgentDeps, input: ApprovalAnswer, rawEmit: Emit, signal?: AbortSignal): Promise<void> {
  const emit = safeEmit(rawEmit);
  const ids = 'approvalIds' in input ? input.approvalIds : [input.approvalId];
  const found = (await deps.db.approvals.bulkGet([...ids])).filter((approval): approval is Approval => approval !== undefined);
  const conversationId = found[0]?.conversationId ?? '';
  await inTurn(conversationId, emit, async () => {
    const pending = found.filter((approval) => approval.status === 'pending' && approval.conversationId === conversationId);
    if (pending.length === 0) {
      emit({ type: 'error', conversationId, message: NOT_PENDING });
      return;
    }
    await decide(deps, pending, input.approved, emit, signal);
  });
}
