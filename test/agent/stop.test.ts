import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { simulateReadableStream } from 'ai';
import { describe, expect, it } from 'vitest';
import { runTurn } from '@/lib/agent';
import { listMessages } from '@/lib/conversations';
import { CONVERSATION, eventsOf, harness, streamedText, textStep } from './support';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A model that streams its answer a word every 30 ms. */
function slowModel(words: string[]): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    modelId: 'slow',
    doStream: async () => ({
      stream: simulateReadableStream<LanguageModelV4StreamPart>({
        chunkDelayInMs: 30,
        chunks: [
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't1' },
          ...words.map((word): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't1', delta: `${word} ` })),
          { type: 'text-end', id: 't1' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
        ],
      }),
    }),
  });
}

describe('Stop', () => {
  it('ends a slow reply at once, keeps what was said marked "(stopped)", shows no error, and the next message is answered', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    const h = harness([{ engine: 'remote', model: slowModel(words) }]);
    const controller = new AbortController();
    const started = Date.now();
    // Stop once the first words are on screen.
    const emit = (event: Parameters<typeof h.emit>[0]) => {
      h.emit(event);
      if (event.type === 'text-delta' && event.text.startsWith('word2')) controller.abort();
    };

    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'Tell me a long story' }, emit, controller.signal);

    expect(Date.now() - started).toBeLessThan(40 * 30);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(h.events.at(-1)!.type).toBe('turn-end');
    const messages = await listMessages(h.db, CONVERSATION);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    const kept = JSON.stringify(messages[1]!.content);
    expect(kept).toContain('word0 word1 word2');
    expect(kept).toContain('(stopped)');
    expect(kept).not.toContain('word39');
    expect(streamedText(h.events)).toMatch(/word2 ?\n\n\(stopped\)$/);

    // A new message works after.
    const next = harness([]);
    next.deps.db = h.db;
    next.deps.models = async () => [{ engine: 'remote', model: new MockLanguageModelV4({ doStream: [textStep('Here you go.')] }) }];
    await runTurn(next.deps, { conversationId: CONVERSATION, text: 'Something short instead' }, next.emit);
    expect(eventsOf(next.events, 'error')).toEqual([]);
    expect(streamedText(next.events)).toBe('Here you go.');
    expect((await listMessages(h.db, CONVERSATION)).map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
  });
});
