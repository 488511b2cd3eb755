import { describe, expect, it } from 'vitest';
import { syncProgressLine, syncStatusSentence } from '@/lib/hooks/sync-status';
import { formatClock } from '@/lib/time/format-time';

const AT = '2026-03-10T09:14:00.000Z';

describe('the sync sentences', () => {
  it('group the thousands in the person’s locale', () => {
    expect(syncStatusSentence({ lastSyncAt: AT, lastChanges: 2000 }, 'en-US')).toBe(`Synced 2,000 changes at ${formatClock(new Date(AT), { locale: 'en-US' })}.`);
    expect(syncStatusSentence({ lastSyncAt: AT, lastChanges: 2000 }, 'de-DE')).toBe(`Synced 2.000 changes at ${formatClock(new Date(AT), { locale: 'de-DE' })}.`);
    expect(syncStatusSentence({ progress: { sent: 1200, total: 2000 } }, 'en-US')).toBe('Sent 1,200 of 2,000 tasks…');
    expect(syncProgressLine({ sent: 1200, total: 2000 }, 'de-DE')).toBe('Sent 1.200 of 2.000 tasks');
  });

  it('say one task and one change in the singular', () => {
    expect(syncProgressLine({ sent: 0, total: 1 }, 'en-US')).toBe('Sent 0 of 1 task');
    expect(syncStatusSentence({ lastSyncAt: AT, lastChanges: 1 }, 'en-US')).toMatch(/^Synced 1 change at /);
  });

  it('show a line an older version wrote mid-sync as it is', () => {
    expect(syncStatusSentence({ progress: 'Sent 120 of 2,000 tasks' })).toBe('Sent 120 of 2,000 tasks…');
  });
});
