import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChatPortListener, PORT_NAME, type AgentApi, type AgentEvent, type Emit } from '@/lib/messaging';
import { fakePort } from './fake-port';

const self = { id: 'ext-id', baseURL: 'chrome-extension://ext-id/' };
const panel = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };
const CONVERSATION = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';

interface Calls {
  runTurn: unknown[];
  answerApproval: unknown[];
  retryTurn: unknown[];
}

function fakeAgent(behaviour: (emit: Emit) => Promise<void> = async () => {}): { agent: AgentApi<'deps'>; calls: Calls } {
  const calls: Calls = { runTurn: [], answerApproval: [], retryTurn: [] };
  return {
    calls,
    agent: {
      async runTurn(deps, input, emit) {
        calls.runTurn.push({ deps, input });
        await behaviour(emit);
      },
      async answerApproval(deps, input, emit) {
        calls.answerApproval.push({ deps, input });
        await behaviour(emit);
      },
      async retryTurn(deps, input, emit) {
        calls.retryTurn.push({ deps, input });
        await behaviour(emit);
      },
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat port allowlist', () => {
  it.each([
    ['another extension', { id: 'other-id', url: 'chrome-extension://other-id/page.html' }],
    ['a web page or content script', { id: 'ext-id', url: 'https://evil.example/' }],
    ['a look-alike origin', { id: 'ext-id', url: 'chrome-extension://ext-id.evil/page.html' }],
    ['a sender without a URL', { id: 'ext-id' }],
    ['no sender at all', undefined],
  ])('disconnects %s without a reply and runs nothing', async (_label, sender) => {
    const { agent, calls } = fakeAgent();
    const port = fakePort(PORT_NAME, sender);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'delete everything' });
    await settle();
    expect(port.disconnected).toBe(true);
    expect(port.posted).toEqual([]);
    expect(calls.runTurn).toEqual([]);
  });

  it('leaves ports with another name alone', () => {
    const { agent } = fakeAgent();
    const port = fakePort('someone-else', panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    expect(port.disconnected).toBe(false);
  });
});

describe('dispatching panel messages', () => {
  it('runs a turn for "send" and streams its validated events, then reports idle', async () => {
    const { agent, calls } = fakeAgent(async (emit) => {
      emit({ type: 'turn-start', conversationId: CONVERSATION, turnId: 't1' });
      emit({ type: 'text-delta', conversationId: CONVERSATION, text: 'Hi' });
      emit({ type: 'turn-end', conversationId: CONVERSATION, turnId: 't1' });
    });
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: '  buy milk ' });
    await settle();
    expect(calls.runTurn).toEqual([{ deps: 'deps', input: { conversationId: CONVERSATION, text: 'buy milk' } }]);
    expect(port.posted).toEqual([
      { type: 'turn-start', conversationId: CONVERSATION, turnId: 't1' },
      { type: 'text-delta', conversationId: CONVERSATION, text: 'Hi' },
      { type: 'turn-end', conversationId: CONVERSATION, turnId: 't1' },
      { type: 'idle', conversationId: CONVERSATION },
    ]);
  });

  it('dispatches approvals and retries', async () => {
    const { agent, calls } = fakeAgent();
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver({ type: 'approval', approvalId: 'ap-1', approved: false });
    port.deliver({ type: 'retry', conversationId: CONVERSATION });
    await settle();
    await settle();
    expect(calls.answerApproval).toEqual([{ deps: 'deps', input: { approvalId: 'ap-1', approved: false } }]);
    expect(calls.retryTurn).toEqual([{ deps: 'deps', input: { conversationId: CONVERSATION } }]);
  });

  it('dispatches Approve all / Reject all as one answer on several approvals', async () => {
    const { agent, calls } = fakeAgent();
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver({ type: 'approvals', approvalIds: ['ap-1', 'ap-2'], approved: true });
    await settle();
    expect(calls.answerApproval).toEqual([{ deps: 'deps', input: { approvalIds: ['ap-1', 'ap-2'], approved: true } }]);
  });

  it.each([
    ['not an object', 'send'],
    ['an unknown type', { type: 'delete-all' }],
    ['a conversation id that is not a UUID', { type: 'send', conversationId: '../x', text: 'hi' }],
    ['an empty message', { type: 'send', conversationId: CONVERSATION, text: '   ' }],
    ['an approval without a decision', { type: 'approval', approvalId: 'ap-1' }],
    ['an answer on no approval at all', { type: 'approvals', approvalIds: [], approved: true }],
  ])('drops %s without running anything or replying', async (_label, message) => {
    const { agent, calls } = fakeAgent();
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver(message);
    await settle();
    expect(calls).toEqual({ runTurn: [], answerApproval: [], retryTurn: [] });
    expect(port.posted).toEqual([]);
    expect(port.disconnected).toBe(false);
  });

  it('never posts an event that does not match the protocol', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { agent } = fakeAgent(async (emit) => {
      emit({ type: 'text-delta', conversationId: CONVERSATION } as unknown as AgentEvent);
    });
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'hi' });
    await settle();
    expect(port.posted).toEqual([{ type: 'idle', conversationId: CONVERSATION }]);
    error.mockRestore();
  });

  it('turns an unexpected failure into a readable error in the thread', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { agent } = fakeAgent(async () => {
      throw new Error('boom');
    });
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'hi' });
    await settle();
    expect(port.posted[0]).toMatchObject({ type: 'error', conversationId: CONVERSATION, message: expect.stringMatching(/message is saved/) });
    expect(port.posted[1]).toEqual({ type: 'idle', conversationId: CONVERSATION });
    error.mockRestore();
  });

  it('runs requests one at a time', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const agent: AgentApi<null> = {
      async runTurn(_d, input) {
        order.push(`start ${input.text}`);
        if (input.text === 'first') await gate;
        order.push(`end ${input.text}`);
      },
      answerApproval: async () => {},
      retryTurn: async () => {},
    };
    const listener = createChatPortListener({ agent, deps: null, self });
    const port = fakePort(PORT_NAME, panel);
    listener(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'first' });
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'second' });
    await settle();
    expect(order).toEqual(['start first']);
    release();
    await settle();
    await settle();
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
  });
});

describe('keeping the worker alive', () => {
  it('posts heartbeats while a turn runs and stops when it settles', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const { agent } = fakeAgent(() => new Promise<void>((resolve) => (finish = resolve)));
    const port = fakePort(PORT_NAME, panel);
    const keepAlive = vi.fn();
    createChatPortListener({ agent, deps: 'deps', self, heartbeatMs: 1000, keepAlive })(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'hi' });
    await vi.advanceTimersByTimeAsync(3500);
    expect(port.posted.filter((m) => (m as AgentEvent).type === 'heartbeat')).toHaveLength(3);
    expect(keepAlive).toHaveBeenCalledTimes(3);
    finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(port.posted.filter((m) => (m as AgentEvent).type === 'heartbeat')).toHaveLength(3);
  });

  it('lets the turn finish when the panel goes away, and posts nothing more', async () => {
    let finish!: () => void;
    let emitted: Emit | undefined;
    const { agent } = fakeAgent(
      (emit) =>
        new Promise<void>((resolve) => {
          emitted = emit;
          finish = resolve;
        }),
    );
    const onSettled = vi.fn();
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self, onSettled })(port);
    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'hi' });
    await settle();
    port.drop();
    emitted?.({ type: 'text-delta', conversationId: CONVERSATION, text: 'late' });
    finish();
    await settle();
    expect(port.posted).toEqual([]);
    expect(onSettled).toHaveBeenCalledOnce();
  });
});

describe('Stop on the chat port', () => {
  it('aborts the signal of the request in flight; the request settles with idle and the next one runs', async () => {
    const signals: AbortSignal[] = [];
    const agent: AgentApi<'deps'> = {
      runTurn: (_deps, _input, _emit, signal) =>
        new Promise<void>((resolve) => {
          signals.push(signal!);
          if (signals.length > 1) return resolve();
          signal!.addEventListener('abort', () => resolve(), { once: true });
        }),
      answerApproval: async () => {},
      retryTurn: async () => {},
    };
    const port = fakePort(PORT_NAME, panel);
    createChatPortListener({ agent, deps: 'deps', self })(port);

    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'a long story' });
    await settle();
    expect(signals[0]!.aborted).toBe(false);
    port.deliver({ type: 'stop' });
    await settle();
    expect(signals[0]!.aborted).toBe(true);
    expect(port.posted).toContainEqual({ type: 'idle', conversationId: CONVERSATION });

    port.deliver({ type: 'send', conversationId: CONVERSATION, text: 'something short' });
    await settle();
    expect(signals[1]!.aborted).toBe(false);
    expect((port.posted as AgentEvent[]).filter((event) => event.type === 'idle')).toHaveLength(2);
  });
});
