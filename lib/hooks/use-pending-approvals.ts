import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PendingApprovalView } from '../agent/pending-approval';
import { db } from '../db';

type PendingApprovalModule = typeof import('../agent/pending-approval');

/**
 * The cards' words come from the tools' definitions (their schemas and code): loaded after the
 * chat's first paint, not with it, and once for the panel.
 */
let loaded: PendingApprovalModule | undefined;
const load = async () => (loaded ??= await import('../agent/pending-approval'));

/**
 * The conversation's pending approvals (one model step may ask for several),
 * live from the approvals table, so they survive reloads. Undefined while loading.
 */
export function usePendingApprovals(conversationId: string): PendingApprovalView[] | undefined {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (module) return undefined;
    let current = true;
    void load().then((found) => current && setModule(found));
    return () => {
      current = false;
    };
  }, [module]);
  return useLiveQuery(() => module?.pendingApprovals(db, conversationId), [module, conversationId]);
}
