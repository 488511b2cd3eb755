import { useLiveQuery } from 'dexie-react-hooks';
import { pendingApproval, type PendingApprovalView } from '../agent/pending-approval';
import { db } from '../db';

/** The conversation's pending approval, live from the approvals table, so it survives reloads. */
export function usePendingApproval(conversationId: string): PendingApprovalView | undefined {
  return useLiveQuery(() => pendingApproval(db, conversationId), [conversationId]);
}
