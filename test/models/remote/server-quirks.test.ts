import { stepCountIs, streamText, tool } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createRemoteModel } from '@/lib/models';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

// Streams as servers send them, cut into the byte chunks given (split inside lines, inside JSON, inside tags).
const settings: Settings = { ...DEFAULT_SETTINGS, provider: 'remote', remote: { ...DEFAULT_SETTINGS.remote, baseURL: 'http://127.0.0.1:8080/v1', model: 'm' } };

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** The SSE text of a stream of content pieces (then finish_reason stop). */
const contentStream = (pieces: string[]) =>
  [chunk({ role: 'assistant', content: '' }), ...pieces.map((content) => chunk({ content })), chunk({}, 'stop'), 'data: [DONE]\n\n'].join('');

/** Answers the first request with `sse` cut every `size` bytes, and any later one with "Done." */
function serverOf(sse: string, size = 7) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    const text = calls === 1 ? sse : contentStream(['Done.']);
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
}

async function run(sse: string, size?: number) {
  const added: unknown[] = [];
  const result = streamText({
    model: createRemoteModel(settings, serverOf(sse, size)),
    prompt: 'add buy milk',
    tools: {
      add_task: tool({ inputSchema: z.object({ title: z.string(), priority: z.number().optional() }), execute: async (input) => (added.push(input), { id: 1 }) }),
    },
    stopWhen: stepCountIs(2),
  });
  const shown: string[] = [];
  for await (const part of result.fullStream) if (part.type === 'text-delta') shown.push(part.text);
  const stored = JSON.stringify(await result.responseMessages);
  return { added, shown: shown.join(''), stored };
}

const RAW = /<think>|<\/think>|<tool_call>|python_tag|TOOL_CALLS|"parameters"|planning/;

describe('the remote tier reads what servers really send', () => {
  it.each([1, 5, 13])('tool arguments sent as a JSON object (llama.cpp) run the tool, cut every %i bytes', async (size) => {
    const sse = [
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'add_task', arguments: { title: 'Buy milk', priority: 2 } } }],
      }),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ].join('');
    const { added, shown } = await run(sse, size);
    expect(added).toEqual([{ title: 'Buy milk', priority: 2 }]);
    expect(shown).toBe('Done.');
  });

  it.each([
    [['<think>', 'planning', '</think>', 'Hello there']],
    [['<th', 'ink>\nplan', 'ning the answer</th', 'ink>\n\nHel', 'lo there']],
    [['\n<think', '>planning</think>Hello there']],
  ])('an inline <think> block split as %j is neither shown nor stored', async (pieces) => {
    const { shown, stored } = await run(contentStream(pieces));
    expect(shown).toBe('Hello there');
    expect(stored).not.toMatch(RAW);
  });

  it.each([
    ['Hermes / Qwen', ['<think>\nplanning\n</think>\n\n<tool', '_call>\n{"name": "add_task", "argu', 'ments": {"title": "Buy milk"}}\n</tool_call>']],
    ['Llama 3.1 python_tag', ['<|python', '_tag|>{"name": "add_task", "parameters": {"title": "Buy milk"}}<|eom_id|>']],
    ['Llama 3.2 bare JSON', ['{"name": "add_task", ', '"parameters": {"title": "Buy milk"}}']],
    ['Mistral', ['[TOOL_', 'CALLS][{"name": "add_task", "arguments": {"title": "Buy milk"}}]']],
    ['Mistral (newer tokenizer)', ['[TOOL_CALLS]add_task[ARGS]{"title": ', '"Buy milk"}']],
  ])('a tool call written as text (%s) runs, and its markup is neither shown nor stored', async (_server, pieces) => {
    const { added, shown, stored } = await run(contentStream(pieces as string[]));
    expect(added).toEqual([{ title: 'Buy milk' }]);
    expect(shown).toBe('Done.');
    expect(stored).not.toMatch(RAW);
  });

  it('shows words said before a written call, and runs each of several calls', async () => {
    const { added, shown } = await run(
      contentStream([
        'Adding both.\n<tool_call>{"name":"add_task","arguments":{"title":"A"}}</tool_call>\n<tool_',
        'call>{"name":"add_task","arguments":{"title":"B"}}</tool_call>',
      ]),
    );
    expect(added).toEqual([{ title: 'A' }, { title: 'B' }]);
    expect(shown).toBe('Adding both.\nDone.');
  });

  it('text that only looks like the start of markup is shown in full', async () => {
    const { added, shown } = await run(contentStream(['[TOOL', 'S] are in the shed; <', 'tool_box> too. {"name": "not a tool"}']));
    expect(added).toEqual([]);
    expect(shown).toBe('[TOOLS] are in the shed; <tool_box> too. {"name": "not a tool"}');
  });

  it('a JSON answer that names no tool is an answer', async () => {
    const { added, shown } = await run(contentStream(['{"name": "Ada", ', '"age": 36}']));
    expect(added).toEqual([]);
    expect(shown).toBe('{"name": "Ada", "age": 36}');
  });
});
