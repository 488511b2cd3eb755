import type { Approval, TodoDatabase } from '../db';
import { DEFAULT_TASK_CARD, findTool, taskCard, type ApprovalCard, type ApprovalChange, type TaskCardWords, type TaskView } from '../tools';
import { findPendingApprovals, isExpired } from './approval-records';

export type { ApprovalChange } from '../tools';

/** What the panel's approval card shows: the call, and its tool's card (lib/tools: each tool's `approval` words). */
export interface PendingApprovalView extends Pick<Approval, 'conversationId' | 'toolCallId' | 'toolName' | 'input' | 'createdAt' | 'expiresAt'>, ApprovalCard {
  approvalId: string;
}

/** The words of a card about one task for a tool: its own, or the default ("Allow this change to …?"). */
const taskWordsOf = (toolName: string): TaskCardWords => findTool(toolName)?.approval?.task ?? DEFAULT_TASK_CARD(toolName);

/** The question the card asks and the word on its approving button. */
export function questionOf(toolName: string, taskId: number | undefined, task: TaskView | undefined, changes: ApprovalChange[]): { question: string; action: string } {
  const title = task ? `“${task.title}”` : taskId ? `task #${taskId} (it no longer exists)` : 'a task';
  return taskWordsOf(toolName).question(title, task, changes);
}

/** The card of one call, as its tool words it; the card's own input is what will run (runInput) when fixed. */
async function cardOf(db: TodoDatabase, approval: Approval): Promise<ApprovalCard> {
  const words = findTool(approval.toolName)?.approval;
  if (words?.card) return { changes: [], ...(await words.card(db, approval.runInput ?? approval.input)) };
  return taskCard(db, approval.input, taskWordsOf(approval.toolName));
}

/** One pending approval as the panel's card shows it: the task as it is now and what will change. */
async function viewOf(db: TodoDatabase, approval: Approval): Promise<PendingApprovalView> {
  return {
    approvalId: approval.id,
    conversationId: approval.conversationId,
    toolCallId: approval.toolCallId,
    toolName: approval.toolName,
    input: approval.input,
    createdAt: approval.createdAt,
    expiresAt: approval.expiresAt,
    ...(await cardOf(db, approval)),
  };
}

/**
 * The pending approvals of a conversation, in the order the model asked for
 * them, for the panel's cards: one step may ask for several, and each must be
 * answered before the turn goes on. Those past their expiry are not offered:
 * they can no longer be approved (expireApprovals closes them).
 */
export async function pendingApprovals(db: TodoDatabase, conversationId: string, now: Date = new Date()): Promise<PendingApprovalView[]> {
  const pending = (await findPendingApprovals(db, conversationId)).filter((approval) => !isExpired(approval, now));
  return Promise.all(pending.map((approval) => viewOf(db, approval)));
}

/** The first pending approval of a conversation (see pendingApprovals), or undefined when none is. */
export async function pendingApproval(db: TodoDatabase, conversationId: string, now: Date = new Date()): Promise<PendingApprovalView | undefined> {
  return (await pendingApprovals(db, conversationId, now))[0];
}
