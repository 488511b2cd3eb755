import { useLiveQuery } from 'dexie-react-hooks';
import { pendingApproval } from '../agent/pending-approval';
import { db } from '../db';
import type { ApprovalCardView } from '@/components/ApprovalCard';

async function loadPending(conversationId: string): Promise<ApprovalCardView | undefined> {
  const view = await pendingApproval(db, conversationId);
  if (!view) return undefined;
  return {
    id: view.approvalId,
    toolName: view.toolName,
    taskTitle: view.currentTitle,
    taskId: view.taskId,
    change: view.summary,
    expiresAt: view.expiresAt,
  };
}

/** The conversation's pending approval, live from the approvals table, so it survives reloads. */
export function usePendingApproval(conversationId: string): ApprovalCardView | undefined {
  return useLiveQuery(() => loadPending(conversationId), [conversationId]);
}
