import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { APPROVAL_ALARM, createApprovalSweeper } from '@/lib/messaging';

describe('the approval expiry alarm', () => {
  it('expires approvals and keeps a one-minute alarm while some are pending', async () => {
    const expire = vi.fn(async () => 1);
    const sweeper = createApprovalSweeper({ expire, hasPending: async () => true, alarms: fakeBrowser.alarms });
    await sweeper.sweep();
    expect(expire).toHaveBeenCalledOnce();
    expect(await fakeBrowser.alarms.get(APPROVAL_ALARM)).toMatchObject({ name: APPROVAL_ALARM, periodInMinutes: 1 });
  });

  it('clears the alarm once nothing is pending', async () => {
    let pending = true;
    const sweeper = createApprovalSweeper({ expire: async () => 0, hasPending: async () => pending, alarms: fakeBrowser.alarms });
    await sweeper.sweep();
    pending = false;
    await sweeper.onAlarm({ name: APPROVAL_ALARM });
    expect(await fakeBrowser.alarms.get(APPROVAL_ALARM)).toBeUndefined();
  });

  it('ignores other alarms', () => {
    const expire = vi.fn(async () => 0);
    const sweeper = createApprovalSweeper({ expire, hasPending: async () => false, alarms: fakeBrowser.alarms });
    expect(sweeper.onAlarm({ name: 'something-else' })).toBeUndefined();
    expect(expire).not.toHaveBeenCalled();
  });
});
