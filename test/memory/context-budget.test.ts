import type { ModelMessage } from 'ai';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateMessagesTokens, estimateTokens, fitHistory, historyRoom, MAX_OLD_TOOL_OUTPUT_CHARS } from '@/lib/memory';

const user = (text: string): ModelMessage => ({ role: 'user', content: text });
const assistant = (text: string): ModelMessage => ({ role: 'assistant', content: [{ type: 'text', text }] });
const call = (id: string): ModelMessage => ({ role: 'assistant', content: [{ type: 'tool-call', toolCallId: id, toolName: 'list_tasks', input: {} }] });
const result = (id: string, value: unknown): ModelMessage => ({
  role: 'tool',
  content: [{ type: 'tool-result', toolCallId: id, toolName: 'list_tasks', output: { type: 'json', value: value as never } }],
});

describe('token budgeting of the history', () => {
  it('estimates about four characters a token, rounded up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });

  it('leaves room for the fixed part and the reply', () => {
    expect(historyRoom({ contextTokens: 4096, fixedTokens: 1000 })).toBe(4096 - 1000 - 1024);
    expect(historyRoom({ contextTokens: 2000, fixedTokens: 1000 })).toBe(500);
    expect(historyRoom({ contextTokens: 1000, fixedTokens: 5000 })).toBe(0);
  });

  it('sends a history that fits as it is, long tool outputs included', () => {
    const history = [user('show tasks'), call('a'), result('a', { rows: 'x'.repeat(2000) }), assistant('Here.'), user('the third one')];
    expect(fitHistory(history, { contextTokens: 100_000, fixedTokens: 0 })).toEqual(history);
  });

  it('drops the oldest exchanges first, keeps a call with its result, and never cuts the current message', () => {
    const history = [user('old '.repeat(200)), assistant('ok'), user('mid'), call('b'), result('b', { n: 1 }), assistant('done'), user('now '.repeat(50))];
    const fitted = fitHistory(history, { contextTokens: 600, fixedTokens: 200, replyTokens: 100 });
    expect(fitted.at(-1)).toEqual(history.at(-1));
    expect(fitted[0]).toEqual(user('mid'));
    expect(fitted).toHaveLength(5);
  });

  it('shortens long tool outputs of earlier exchanges when over budget', () => {
    const history = [user('list'), call('a'), result('a', { rows: 'y'.repeat(5000) }), assistant('Here.'), user('thanks')];
    const fitted = fitHistory(history, { contextTokens: 1000, fixedTokens: 100, replyTokens: 100 });
    const tool = fitted.find((message) => message.role === 'tool');
    expect(tool).toBeDefined();
    expect(JSON.stringify(tool).length).toBeLessThan(MAX_OLD_TOOL_OUTPUT_CHARS + 400);
    expect(JSON.stringify(tool)).toContain('shortened');
  });

  it('keeps the current message even when it alone is over the budget', () => {
    const big = user('z'.repeat(50_000));
    expect(fitHistory([user('a'), assistant('b'), big], { contextTokens: 1000, fixedTokens: 100 })).toEqual([big]);
  });

  it('stays within the room at any history length, apart from the current message', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 400 }), fc.string({ maxLength: 400 })), { maxLength: 200 }),
        fc.integer({ min: 512, max: 32_000 }),
        (pairs, contextTokens) => {
          const history = [...pairs.flatMap(([q, a]) => [user(q), assistant(a)]), user('current')];
          const budget = { contextTokens, fixedTokens: 300 };
          const fitted = fitHistory(history, budget);
          expect(fitted.at(-1)).toEqual(user('current'));
          expect(estimateMessagesTokens(fitted)).toBeLessThanOrEqual(Math.max(historyRoom(budget), estimateMessagesTokens([user('current')])));
          // Whatever is kept is a suffix of the history: nothing in between is lost.
          expect(history.slice(history.length - fitted.length)).toEqual(fitted);
        },
      ),
      { numRuns: 200 },
    );
  });
});
