import { isStepCount, streamText, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createWebLlmLanguageModel } from '@/lib/models/webllm/webllm-language-model';
import { WebLlmError } from '@/lib/models/webllm/webllm-error';
import { createFakeEngine, tokens } from '../local-tools/fake-engine';

const MODEL = 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC';

function taskTools(calls: unknown[]) {
  return {
    add_task: tool({
      description: 'Create a task',
      inputSchema: z.object({ title: z.string().min(1), priority: z.number().int().min(1).max(4).optional() }),
      execute: async (input) => {
        calls.push(input);
        return { id: 7, title: input.title };
      },
    }),
  };
}

async function collect(result: { fullStream: AsyncIterable<unknown> }) {
  const parts: { type: string; [key: string]: unknown }[] = [];
  for await (const part of result.fullStream) parts.push(part as { type: string });
  return parts;
}

describe('the WebLLM language model', () => {
  it('streams plain text piece by piece when no tools are offered', async () => {
    const engine = createFakeEngine([{ pieces: ['Hel', 'lo ', 'there.'] }]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const result = streamText({ model, prompt: 'Hi' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas).toEqual(['Hel', 'lo ', 'there.']);
    expect(engine.requests[0]?.jsonSchema).toBeUndefined();
    expect(engine.requests[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Hi' });
  });

  it('streams the text of a constrained JSON reply as it is decoded, without the JSON around it', async () => {
    const answer = JSON.stringify({ type: 'reply', text: 'You have "3" tasks.\nAll due today.' });
    const engine = createFakeEngine([{ pieces: tokens(answer, 4) }]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const result = streamText({ model, prompt: 'How many?', tools: taskTools([]) });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('You have "3" tasks.\nAll due today.');
  });

  it('turns a constrained tool_call answer into a tool call with an id of our own, runs it, and replies', async () => {
    const calls: unknown[] = [];
    const engine = createFakeEngine([
      { pieces: tokens(JSON.stringify({ type: 'tool_call', name: 'add_task', arguments: { title: 'Buy milk', priority: 2 } })) },
      { pieces: tokens(JSON.stringify({ type: 'reply', text: 'Created task #7: Buy milk' })) },
    ]);
    let n = 0;
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL, generateId: () => `call-${++n}` });
    const result = streamText({ model, prompt: 'add buy milk', tools: taskTools(calls), stopWhen: isStepCount(5) });
    const parts = await collect(result);

    const call = parts.find((p) => p.type === 'tool-call');
    expect(call).toMatchObject({ toolCallId: 'call-1', toolName: 'add_task', input: { title: 'Buy milk', priority: 2 } });
    expect(calls).toEqual([{ title: 'Buy milk', priority: 2 }]);
    expect(await result.text).toBe('Created task #7: Buy milk');

    // The first request was constrained by a schema naming the tool; the second carried the tool's result.
    const schema = JSON.parse(engine.requests[0]!.jsonSchema!);
    expect(JSON.stringify(schema)).toContain('"add_task"');
    expect(engine.requests[0]!.messages[0]!.role).toBe('system');
    expect(engine.requests[1]!.messages.at(-1)).toEqual({ role: 'user', content: '<tool_result name="add_task" id="call-1">\n{"id":7,"title":"Buy milk"}\n</tool_result>' });
  });

  it('repairs a tool call with a camelCase name, string arguments and a missing brace', async () => {
    const calls: unknown[] = [];
    const engine = createFakeEngine([
      { pieces: ['```json\n{"type":"tool_call","name":"addTask","arguments":"{\\"title\\": \\"Call mum\\",}"'] },
      { pieces: [JSON.stringify({ type: 'reply', text: 'Done.' })] },
    ]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const result = streamText({ model, prompt: 'remind me to call mum', tools: taskTools(calls), stopWhen: isStepCount(5) });
    await collect(result);
    expect(calls).toEqual([{ title: 'Call mum' }]);
    expect(await result.text).toBe('Done.');
  });

  it('reports a tool call it cannot repair as a tool error the model sees, without running any tool', async () => {
    const calls: unknown[] = [];
    const engine = createFakeEngine([
      { pieces: [JSON.stringify({ type: 'tool_call', name: 'add_task', arguments: { title: '' } })] },
      { pieces: [JSON.stringify({ type: 'tool_call', name: 'launch_rockets', arguments: {} })] },
      { pieces: [JSON.stringify({ type: 'reply', text: 'Sorry, I could not do that.' })] },
    ]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const result = streamText({ model, prompt: 'add', tools: taskTools(calls), stopWhen: isStepCount(5) });
    const parts = await collect(result);
    const errors = parts.filter((p) => p.type === 'tool-error');
    expect(errors.map((e) => e.toolName)).toEqual(['add_task', 'launch_rockets']);
    expect(calls).toEqual([]);
    expect(engine.requests[1]!.messages.at(-1)!.content).toMatch(/^<tool_result name="add_task" id="[^"]+" status="error">\n\{"error":/);
    expect(engine.requests[2]!.messages.at(-1)!.content).toMatch(/^<tool_result name="launch_rockets" id="[^"]+" status="error">\n.*launch_rockets/s);
    expect(await result.text).toBe('Sorry, I could not do that.');
  });

  it('ends the turn with a clear error when the GPU device is lost mid-answer', async () => {
    const engine = createFakeEngine([{ pieces: ['Let me'], throwAfter: new Error('DeviceLostError: The WebGPU device was lost') }]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const result = streamText({ model, prompt: 'Hi', onError: () => {} });
    const parts = await collect(result);
    const error = parts.find((p) => p.type === 'error')?.error;
    expect(error).toBeInstanceOf(WebLlmError);
    expect((error as WebLlmError).kind).toBe('device-lost');
    expect((error as Error).message).toMatch(/The GPU stopped responding .*device lost/);
  });

  it('rejects the call before streaming when the model cannot start, so the caller can fall back', async () => {
    const engine = createFakeEngine([{ pieces: [], throwAtStart: new Error('GPUDevice lost: out of memory') }]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const prompt = [{ role: 'user' as const, content: [{ type: 'text' as const, text: 'Hi' }] }];
    await expect(model.doStream({ prompt })).rejects.toThrow(/GPU stopped responding|ran out of memory/);
  });

  it('retries without the schema when the grammar compiler refuses it', async () => {
    const engine = createFakeEngine([
      { pieces: [], throwAtStart: new Error('GrammarMatcherInitError: cannot compile json_object') },
      { pieces: [JSON.stringify({ type: 'reply', text: 'Hello' })] },
    ]);
    const model = createWebLlmLanguageModel({ engine, modelId: MODEL });
    const result = streamText({ model, prompt: 'Hi', tools: taskTools([]) });
    expect(await result.text).toBe('Hello');
    expect(engine.requests[0]!.jsonSchema).toBeDefined();
    expect(engine.requests[1]!.jsonSchema).toBeUndefined();
  });
});
