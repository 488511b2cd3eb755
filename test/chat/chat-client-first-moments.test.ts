import { describe, expect, it, vi } from 'vitest';
import { recordingChatClient } from './recording-chat-client';

const CONVERSATION = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';

/** A client from a fresh copy of its module: the port's schemas (loaded after first paint) are not here yet. */
async function freshClient() {
  vi.resetModules();
  const { createChatClient, loadChatSchemas } = await import('@/lib/chat/chat-client');
  return { ...recordingChatClient(createChatClient), loadChatSchemas };
}

describe('the panel chat client in the panel’s first moments, before the port’s schemas arrived', () => {
  it('sends what was sent once they arrive, validated and in order, and is busy meanwhile', async () => {
    const { client, ports, loadChatSchemas } = await freshClient();
    client.send(CONVERSATION, ' buy milk ');
    expect(client.busy()).toBe(true);
    client.stop();
    await loadChatSchemas();
    await Promise.resolve();
    expect(ports).toHaveLength(1);
    expect(ports[0]!.posted).toEqual([{ type: 'send', conversationId: CONVERSATION, text: 'buy milk' }, { type: 'stop' }]);
  });

  it('validates the events on the port it opens then', async () => {
    const { client, ports, events, loadChatSchemas } = await freshClient();
    client.send(CONVERSATION, 'hi');
    await loadChatSchemas();
    await Promise.resolve();
    ports[0]!.deliver({ type: 'text-delta', conversationId: CONVERSATION, text: 'Hel' });
    ports[0]!.deliver({ type: 'run-this', code: 'alert(1)' });
    ports[0]!.deliver({ type: 'idle', conversationId: CONVERSATION });
    expect(events).toEqual([
      { type: 'text-delta', conversationId: CONVERSATION, text: 'Hel' },
      { type: 'idle', conversationId: CONVERSATION },
    ]);
    expect(client.busy()).toBe(false);
  });

  it('ends the request as an interrupted one when its message does not fit the protocol', async () => {
    const { client, ports, interrupted, loadChatSchemas } = await freshClient();
    client.send('not-a-uuid', 'hi');
    await loadChatSchemas();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ports.flatMap((port) => port.posted)).toEqual([]);
    expect(client.busy()).toBe(false);
    expect(interrupted).toEqual(['not-a-uuid']);
  });
});
