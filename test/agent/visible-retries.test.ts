import { APICallError } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { CONVERSATION, eventsOf, harness, streamedText, textStep } from './support';

/** A server that answers HTTP 500 `failures` times, then the reply. */
function flakyModel(failures: number) {
  let calls = 0;
  return new MockLanguageModelV4({
    doStream: async () => {
      calls++;
      if (calls <= failures) {
        throw new APICallError({ message: 'HTTP 500', url: 'http://127.0.0.1/v1/chat/completions', requestBodyValues: {}, statusCode: 500, isRetryable: true });
      }
      return textStep('Done at last.');
    },
  });
}

describe('retries the panel can see', () => {
  it('an HTTP 500 is retried with a "retrying" event per attempt (2/3, 3/3) before the answer streams', async () => {
    const model = flakyModel(2);
    const h = harness([{ engine: 'remote', model }]);
    h.deps.maxRetries = 2;
    h.deps.retryDelayMs = 1;

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);

    expect(eventsOf(h.events, 'retrying').map(({ attempt, max }) => `${attempt}/${max}`)).toEqual(['2/3', '3/3']);
    const types = h.events.map((event) => event.type);
    expect(types.lastIndexOf('retrying')).toBeLessThan(types.indexOf('text-delta'));
    expect(streamedText(h.events)).toBe('Done at last.');
    expect(model.doStreamCalls).toHaveLength(3);
    expect(eventsOf(h.events, 'error')).toEqual([]);
  });

  it('gives up after the last attempt with the one error sentence, and does not retry what cannot get better', async () => {
    const h = harness([{ engine: 'remote', model: flakyModel(5) }]);
    h.deps.maxRetries = 2;
    h.deps.retryDelayMs = 1;
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);
    expect(eventsOf(h.events, 'retrying')).toHaveLength(2);
    expect(eventsOf(h.events, 'error')).toHaveLength(1);

    const refused = new MockLanguageModelV4({
      doStream: async () => {
        throw new APICallError({ message: 'HTTP 401', url: 'http://127.0.0.1/v1', requestBodyValues: {}, statusCode: 401, isRetryable: false });
      },
    });
    const h2 = harness([{ engine: 'remote', model: refused }]);
    h2.deps.maxRetries = 2;
    h2.deps.retryDelayMs = 1;
    await runTurn(h2.deps, { conversationId: CONVERSATION, text: 'hello' }, h2.emit);
    expect(eventsOf(h2.events, 'retrying')).toEqual([]);
    expect(refused.doStreamCalls).toHaveLength(1);
  });
});
