import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatClient, loadChatSchemas } from '@/lib/chat';
import { recordingChatClient } from './recording-chat-client';

const CONVERSATION = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';

function setup() {
  return recordingChatClient(createChatClient, { heartbeatMs: 1000 });
}

// The port's schemas load after the panel's first paint; these tests are about the client once they are here.
beforeAll(async () => {
  await loadChatSchemas();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the panel chat client', () => {
  it('connects on first use and sends validated messages', () => {
    const { client, ports } = setup();
    expect(ports).toHaveLength(0);
    client.send(CONVERSATION, ' buy milk ');
    client.answerApproval('ap-1', true, CONVERSATION);
    client.retry(CONVERSATION);
    expect(ports).toHaveLength(1);
    expect(ports[0]!.posted).toEqual([
      { type: 'send', conversationId: CONVERSATION, text: 'buy milk' },
      { type: 'approval', approvalId: 'ap-1', approved: true },
      { type: 'retry', conversationId: CONVERSATION },
    ]);
  });

  it('refuses to send an invalid message and sends nothing', () => {
    const { client, ports } = setup();
    expect(() => client.send('not-a-uuid', 'hi')).toThrow();
    expect(() => client.send(CONVERSATION, '   ')).toThrow();
    expect(client.busy()).toBe(false);
    expect(ports.flatMap((p) => p.posted)).toEqual([]);
  });

  it('passes on valid events and ignores anything else', () => {
    const { client, ports, events } = setup();
    client.send(CONVERSATION, 'hi');
    const port = ports[0]!;
    port.deliver({ type: 'text-delta', conversationId: CONVERSATION, text: 'Hel' });
    port.deliver({ type: 'text-delta', conversationId: CONVERSATION });
    port.deliver({ type: 'run-this', code: 'alert(1)' });
    port.deliver('garbage');
    expect(events).toEqual([{ type: 'text-delta', conversationId: CONVERSATION, text: 'Hel' }]);
  });

  it('reports an interrupted answer when the worker stops mid-turn, then reconnects for the retry', () => {
    const { client, ports, interrupted } = setup();
    client.send(CONVERSATION, 'hi');
    expect(client.busy()).toBe(true);
    ports[0]!.drop();
    expect(interrupted).toEqual([CONVERSATION]);
    expect(client.busy()).toBe(false);
    client.retry(CONVERSATION);
    expect(ports).toHaveLength(2);
    expect(ports[1]!.posted).toEqual([{ type: 'retry', conversationId: CONVERSATION }]);
  });

  it('does not report an interruption when the port closes between turns', () => {
    const { client, ports, interrupted } = setup();
    client.send(CONVERSATION, 'hi');
    ports[0]!.deliver({ type: 'idle', conversationId: CONVERSATION });
    expect(client.busy()).toBe(false);
    ports[0]!.drop();
    expect(interrupted).toEqual([]);
  });

  it('opens a new port when the old one died before its disconnect was reported', () => {
    const { client, ports } = setup();
    client.send(CONVERSATION, 'one');
    ports[0]!.deliver({ type: 'idle', conversationId: CONVERSATION });
    ports[0]!.disconnected = true;
    client.send(CONVERSATION, 'two');
    expect(ports).toHaveLength(2);
    expect(ports[1]!.posted).toEqual([{ type: 'send', conversationId: CONVERSATION, text: 'two' }]);
  });

  it('sends heartbeats while a turn runs, and stops after it', async () => {
    vi.useFakeTimers();
    const { client, ports } = setup();
    client.send(CONVERSATION, 'hi');
    await vi.advanceTimersByTimeAsync(2500);
    const port = ports[0]!;
    expect(port.posted.filter((m) => (m as { type: string }).type === 'heartbeat')).toHaveLength(2);
    port.deliver({ type: 'idle', conversationId: CONVERSATION });
    await vi.advanceTimersByTimeAsync(5000);
    expect(port.posted.filter((m) => (m as { type: string }).type === 'heartbeat')).toHaveLength(2);
  });
});
