import type { SyncAccount } from '../db';
import { formatClock, formatMoment } from '../time/format-time';

type SyncOutcome = Pick<SyncAccount, 'lastSyncAt' | 'lastChanges' | 'problem' | 'progress'>;

/** A count in the person's locale: 2,000 in English, 2.000 in German. */
const formatNumber = (n: number, locale?: string) => new Intl.NumberFormat(locale).format(n);

/** The running sync's line: "Sent 120 of 2,000 tasks". */
export function syncProgressLine(progress: NonNullable<SyncAccount['progress']>, locale?: string): string {
  if (typeof progress === 'string') return progress;
  return `Sent ${formatNumber(progress.sent, locale)} of ${formatNumber(progress.total, locale)} ${progress.total === 1 ? 'task' : 'tasks'}`;
}

/**
 * The last sync in one plain sentence: the engine's problem with the time of
 * the last good sync, or what the last good sync did and when. While a sync
 * runs, its progress line ("Sent 120 of 2,000 tasks") instead.
 */
export function syncStatusSentence(account: SyncOutcome, locale?: string, now: Date = new Date()): string {
  if (account.progress) return `${syncProgressLine(account.progress, locale)}…`;
  if (account.problem) return account.lastSyncAt ? `${account.problem} ${lastGoodSync(account.lastSyncAt, now, locale)}` : account.problem;
  if (!account.lastSyncAt) return 'Not synced yet.';
  const changes = account.lastChanges ?? 0;
  const at = formatClock(new Date(account.lastSyncAt), locale ? { locale } : {});
  if (changes === 0) return `Synced at ${at}: nothing had changed.`;
  return `Synced ${formatNumber(changes, locale)} ${changes === 1 ? 'change' : 'changes'} at ${at}.`;
}

/** "Last good sync: Today 9:14 AM." */
export function lastGoodSync(lastSyncAt: string, now: Date, locale?: string): string {
  return `Last good sync: ${formatMoment(lastSyncAt, now, locale ? { locale } : {})}.`;
}

/** What the mark on the Tasks tab says: the last sync's problem (with the last good sync), or nothing when it went well. */
export function syncProblemMark(account: SyncOutcome | undefined, locale?: string, now: Date = new Date()): string | undefined {
  return account?.problem ? syncStatusSentence(account, locale, now) : undefined;
}
