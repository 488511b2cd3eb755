import { expireOne } from './answer-approval';
import { clockOf, type AgentDeps } from './types';

/**
 * Cancels every pending approval past its expiry: marked and audited
 * `expired`, with the denial appended to its conversation so the model
 * knows. Returns how many expired. Safe to call at any time (alarms, panel
 * open): the background keeps no state between calls.
 */
export async function expireApprovals(deps: AgentDeps): Promise<number> {
  const now = clockOf(deps)().toISOString();
  // By status, not expiry: every decided approval is past its expiry too, and
  // this runs after each request, so reading those would grow with history.
  const overdue = await deps.db.approvals
    .where('status')
    .equals('pending')
    .filter((approval) => approval.expiresAt <= now)
    .toArray();
  let count = 0;
  for (const approval of overdue) if (await expireOne(deps, approval)) count++;
  return count;
}
