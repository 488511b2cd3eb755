import type { SyncAccount } from '../db';
import { formatClock } from '../time/format-time';

/** The last sync in one plain sentence: the engine's problem, or what the last good sync did and when. */
export function syncStatusSentence(account: Pick<SyncAccount, 'lastSyncAt' | 'lastChanges' | 'problem'>, locale?: string): string {
  if (account.problem) return account.problem;
  if (!account.lastSyncAt) return 'Not synced yet.';
  const changes = account.lastChanges ?? 0;
  const at = formatClock(new Date(account.lastSyncAt), locale ? { locale } : {});
  if (changes === 0) return `Synced at ${at}: nothing had changed.`;
  return `Synced ${changes} ${changes === 1 ? 'change' : 'changes'} at ${at}.`;
}
