import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { answerApproval, retryTurn, runTurn } from '@/lib/agent';
import { listMessages } from '@/lib/conversations';
import { createChatPortListener, PORT_NAME, type AgentEvent } from '@/lib/messaging';
import { harness } from '../agent/support';
import { fakePort } from './fake-port';

// Two side panels (two windows) send at the same moment. The background takes one request at a
// time, in the order they came: no turn's messages land between another's, and both get answers.

const self = { id: 'ext-id', baseURL: 'chrome-extension://ext-id/' };
const panel = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };
const FIRST = '0b5e7c1a-2f4d-4c3b-8a9e-1d2c3b4a5f60';
const SECOND = '7c9d2e4f-1a3b-4c5d-8e6f-0a1b2c3d4e5f';
const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

/** A model that takes a moment, then answers "Answer to: <the last user message>" in three pieces. */
function echoModel() {
  return new MockLanguageModelV4({
    modelId: 'mock-remote',
    doStream: async (options: LanguageModelV4CallOptions) => {
      const last = options.prompt.filter((m) => m.role === 'user').at(-1);
      const said = last && Array.isArray(last.content) ? last.content.map((part) => ('text' in part ? part.text : '')).join('') : '';
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {
        stream: convertArrayToReadableStream([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'Answer ' },
          { type: 'text-delta', id: 't', delta: 'to: ' },
          { type: 'text-delta', id: 't', delta: said },
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
        ]),
      };
    },
  });
}

function twoPanels() {
  const model = echoModel();
  const h = harness([{ engine: 'remote', model }]);
  const listen = createChatPortListener({ agent: { runTurn, answerApproval, retryTurn }, deps: h.deps, self });
  const a = fakePort(PORT_NAME, panel);
  const b = fakePort(PORT_NAME, panel);
  /** Every event either panel got, in the order the background posted them. */
  const log: string[] = [];
  for (const [name, port] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const post = port.postMessage.bind(port);
    port.postMessage = (event) => {
      log.push(`${name} ${(event as AgentEvent).type}`);
      post(event);
    };
  }
  listen(a);
  listen(b);
  return { h, model, a, b, log };
}

const idle = (port: ReturnType<typeof fakePort>, count = 1) =>
  new Promise<void>((resolve) => {
    const check = () => (port.posted.filter((e) => (e as AgentEvent).type === 'idle').length >= count ? resolve() : setTimeout(check, 5));
    check();
  });
const text = (port: ReturnType<typeof fakePort>) =>
  (port.posted as AgentEvent[])
    .filter((e): e is Extract<AgentEvent, { type: 'text-delta' }> => e.type === 'text-delta')
    .map((e) => e.text)
    .join('');
const contents = async (h: ReturnType<typeof harness>, conversationId: string) =>
  (await listMessages(h.db, conversationId)).map((m) => [m.role, typeof m.content === 'string' ? m.content : m.content.map((p) => ('text' in p ? p.text : '')).join('')]);

describe('two panels sending at once', () => {
  it('in the same conversation: one turn after the other, in the order sent, both answered', async () => {
    const { h, a, b, model } = twoPanels();
    a.deliver({ type: 'send', conversationId: FIRST, text: 'first from window A' });
    b.deliver({ type: 'send', conversationId: FIRST, text: 'second from window B' });
    await Promise.all([idle(a), idle(b)]);

    expect(await contents(h, FIRST)).toEqual([
      ['user', 'first from window A'],
      ['assistant', 'Answer to: first from window A'],
      ['user', 'second from window B'],
      ['assistant', 'Answer to: second from window B'],
    ]);
    // Each panel streamed its own answer, whole; the second turn saw the first one's exchange.
    expect(text(a)).toBe('Answer to: first from window A');
    expect(text(b)).toBe('Answer to: second from window B');
    expect(model.doStreamCalls[1]!.prompt.filter((m) => m.role !== 'system')).toHaveLength(3);
  });

  it('in two conversations: each conversation gets its own turn, whole, and both are answered', async () => {
    const { h, a, b, log } = twoPanels();
    for (let i = 1; i <= 3; i++) {
      a.deliver({ type: 'send', conversationId: FIRST, text: `A${i}` });
      b.deliver({ type: 'send', conversationId: SECOND, text: `B${i}` });
    }
    await Promise.all([idle(a, 3), idle(b, 3)]);
    expect(await contents(h, FIRST)).toEqual(
      [1, 2, 3].flatMap((i) => [
        ['user', `A${i}`],
        ['assistant', `Answer to: A${i}`],
      ]),
    );
    expect(await contents(h, SECOND)).toEqual(
      [1, 2, 3].flatMap((i) => [
        ['user', `B${i}`],
        ['assistant', `Answer to: B${i}`],
      ]),
    );
    // Turns never overlapped, and went in the order sent: A1 B1 A2 B2 A3 B3, each started and ended before the next.
    const turns = log.filter((line) => line.endsWith('turn-start') || line.endsWith('turn-end'));
    expect(turns).toEqual(['A', 'B', 'A', 'B', 'A', 'B'].flatMap((who) => [`${who} turn-start`, `${who} turn-end`]));
  });
});
