import type { createChatClient as CreateChatClient } from '@/lib/chat/chat-client';
import { PORT_NAME, type AgentEvent } from '@/lib/messaging';
import { fakePort, type FakePort } from '../messaging/fake-port';

type ClientOptions = Parameters<typeof CreateChatClient>[0];

/**
 * A chat client over fake ports that records what a test reads: each port it
 * opened (with what was posted), each event and each interruption it reported.
 * `create` is the module's `createChatClient` (a test may import a fresh copy).
 */
export function recordingChatClient(create: typeof CreateChatClient, options: Partial<Pick<ClientOptions, 'heartbeatMs'>> = {}) {
  const ports: FakePort[] = [];
  const events: AgentEvent[] = [];
  const interrupted: (string | undefined)[] = [];
  const client = create({
    connect: () => {
      const port = fakePort(PORT_NAME);
      ports.push(port);
      return port;
    },
    onEvent: (event) => events.push(event),
    onInterrupted: (id) => interrupted.push(id),
    ...options,
  });
  return { client, ports, events, interrupted };
}
