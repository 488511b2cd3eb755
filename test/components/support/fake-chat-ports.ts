import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { chatSession, loadChatSchemas } from '@/lib/chat';
import { PORT_NAME } from '@/lib/messaging';
import { fakePort, type FakePort } from '../../messaging/fake-port';

/**
 * Gives every chat port the panel opens to a fake, for the tests of one file:
 * the returned list holds the ports of the current test, newest last. After
 * each test the panel is unmounted and the chat session closed. The port's
 * schemas (which the panel loads after its first paint) are loaded first, so a
 * Send posts at once, as it does in a panel open for more than a moment.
 */
export function fakeChatPorts(): FakePort[] {
  const ports: FakePort[] = [];
  beforeAll(async () => {
    await loadChatSchemas();
  });
  beforeEach(() => {
    ports.length = 0;
    (fakeBrowser.runtime as unknown as { connect: () => FakePort }).connect = () => {
      const port = fakePort(PORT_NAME);
      ports.push(port);
      return port;
    };
  });
  afterEach(() => {
    cleanup();
    chatSession().close();
  });
  return ports;
}
