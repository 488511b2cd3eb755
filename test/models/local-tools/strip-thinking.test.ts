import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { visibleText } from '@/lib/models/local-tools/strip-thinking';
import { createWebLlmLanguageModel } from '@/lib/models/webllm/webllm-language-model';
import { createFakeEngine, tokens } from './fake-engine';

describe('a <think> block (Qwen3)', () => {
  it('is removed whole, and held back while it is still open', () => {
    expect(visibleText('<think>\n\n</think>\n\nHello', true)).toBe('Hello');
    expect(visibleText('<think>I should plan', false)).toBe('');
    expect(visibleText('<thi', false)).toBe('');
    expect(visibleText('<think>never closed', true)).toBe('');
  });

  it('is a thought only where it opens the answer: later, "<think>" is text the user may need', () => {
    expect(visibleText('Added the task “<think> about it”.', true)).toBe('Added the task “<think> about it”.');
    expect(visibleText('<think></think>Renamed to <think>', true)).toBe('Renamed to <think>');
  });

  it('never reaches what streams to the user, even token by token', async () => {
    const answer = '<think>The user wants milk. Secret plan.</think>\n\nAdded it.';
    const engine = createFakeEngine([{ pieces: tokens(answer, 2) }]);
    const result = streamText({ model: createWebLlmLanguageModel({ engine, modelId: 'Qwen3-1.7B-q4f16_1-MLC' }), prompt: 'add milk' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.join('')).toBe('Added it.');
    expect(deltas.some((d) => /think|Secret|</.test(d))).toBe(false);
  });

  it('before a constrained JSON answer is dropped, and the call still parses', async () => {
    const answer = `<think>\n\n</think>\n\n${JSON.stringify({ type: 'reply', text: 'Done.' })}`;
    const engine = createFakeEngine([{ pieces: tokens(answer, 3) }]);
    const { tool } = await import('ai');
    const { z } = await import('zod');
    const tools = { list_tasks: tool({ description: 'List', inputSchema: z.object({}), execute: async () => [] }) };
    const result = streamText({ model: createWebLlmLanguageModel({ engine, modelId: 'Qwen3-1.7B-q4f16_1-MLC' }), prompt: 'hi', tools });
    expect(await result.text).toBe('Done.');
  });
});

describe('a local answer that did not end by itself', () => {
  it.each(['length', 'abort'] as const)('ended by %s, it is never repaired into a tool call', async (finishReason) => {
    // Cut off inside the number: the repaired call would delete task #12 instead of #123.
    const answer = '{"type":"tool_call","name":"delete_task","arguments":{"task_id":12';
    const engine = createFakeEngine([{ pieces: tokens(answer, 3), finishReason }]);
    const { tool } = await import('ai');
    const { z } = await import('zod');
    const ran: unknown[] = [];
    const tools = { delete_task: tool({ description: 'Delete', inputSchema: z.object({ task_id: z.number() }), execute: async (input) => ran.push(input) }) };
    const result = streamText({ model: createWebLlmLanguageModel({ engine, modelId: 'Qwen3-1.7B-q4f16_1-MLC' }), prompt: 'delete task 123', tools, onError: () => undefined });
    await result.consumeStream();
    expect(ran).toEqual([]);
    expect((await result.toolCalls).length).toBe(0);
  });
});
