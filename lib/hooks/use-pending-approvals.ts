import { useLiveQuery } from 'dexie-react-hooks';
import { pendingApprovals, type PendingApprovalView } from '../agent/pending-approval';
import { db } from '../db';

/**
 * The conversation's pending approvals (one model step may ask for several),
 * live from the approvals table, so they survive reloads. Undefined while loading.
 */
export function usePendingApprovals(conversationId: string): PendingApprovalView[] | undefined {
  return useLiveQuery(() => pendingApprovals(db, conversationId), [conversationId]);
}
