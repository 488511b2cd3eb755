import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { db } from '@/lib/db';
import { APPROVAL_ALARM } from '@/lib/messaging';
import { registerMessaging } from '@/entrypoints/background/register-messaging';

describe('the background at wake', () => {
  it('only registers listeners: no database read, no alarm call until an event comes', async () => {
    // The fake browser has no ports; the chat port listener is tested on its own (chat-port-handler.test.ts).
    vi.spyOn(fakeBrowser.runtime.onConnect, 'addListener').mockImplementation(() => undefined);
    const alarms = { get: vi.spyOn(fakeBrowser.alarms, 'get'), clear: vi.spyOn(fakeBrowser.alarms, 'clear') };
    registerMessaging();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(db.isOpen()).toBe(false);
    expect(alarms.get).not.toHaveBeenCalled();
    expect(alarms.clear).not.toHaveBeenCalled();

    // When the browser starts (alarms may have been cleared), pending approvals are swept and the alarm set again.
    const now = new Date();
    await db.approvals.add({
      id: 'approval-1',
      conversationId: '2f1b6c0e-3d4a-4b5c-8d6e-7f8091a2b3c4',
      toolCallId: 'call-1',
      toolName: 'delete_task',
      input: { task_id: 1 },
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 600_000).toISOString(),
      status: 'pending',
    });
    await fakeBrowser.runtime.onStartup.trigger();
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(APPROVAL_ALARM)).toMatchObject({ periodInMinutes: 1 }));
  });
});
