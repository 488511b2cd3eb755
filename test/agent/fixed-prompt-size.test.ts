import { streamText, tool, zodSchema } from 'ai';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it, vi } from 'vitest';
import { buildSystemPrompt } from '@/lib/agent';
import { toolSchemasText } from '@/lib/agent/tool-schema-tokens';
import { estimateTokens } from '@/lib/memory';
import { createRemoteModel } from '@/lib/models';
import { DEFAULT_SETTINGS } from '@/lib/settings';
import { modelTools } from '@/lib/tools';

/**
 * The fixed part of every request (system prompt without memories, plus the
 * tool schemas) must leave room in Ollama's default 4,096-token window for a
 * useful history and the answer: at most 2,000 tokens, whatever tools are
 * registered. Measured on what the remote tier really sends.
 */
const BUDGET = 2000;
const NOW = new Date('2026-11-26T09:30:00Z');

async function sentRequest(): Promise<{ system: string; tools: string }> {
  const fetch = vi.fn(
    async (_input: string | URL | Request, _init?: RequestInit) =>
      new Response(
        'data: {"id":"1","object":"chat.completion.chunk","created":0,"model":"m","choices":[{"index":0,"delta":{"content":"ok"},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  );
  const settings = { ...DEFAULT_SETTINGS, remote: { ...DEFAULT_SETTINGS.remote, baseURL: 'http://127.0.0.1:11434/v1', model: 'm' } };
  await streamText({
    model: createRemoteModel(settings, fetch),
    instructions: buildSystemPrompt({ tools: modelTools, now: NOW, timeZone: 'America/Los_Angeles' }),
    prompt: 'hi',
    tools: Object.fromEntries(modelTools.map((t) => [t.name, tool({ description: t.description, inputSchema: zodSchema(t.inputSchema) })])),
  }).consumeStream();
  const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as { messages: { role: string; content: string }[]; tools: unknown[] };
  return { system: body.messages.find((m) => m.role === 'system')!.content, tools: JSON.stringify(body.tools) };
}

describe('the fixed part of every request', () => {
  it(`is at most ${BUDGET} tokens with every registered tool, counted by a real tokenizer (o200k) and by the estimate`, async () => {
    const { system, tools } = await sentRequest();
    const real = countTokens(system) + countTokens(tools);
    const estimated = estimateTokens(system) + estimateTokens(tools);
    console.info(`fixed prompt: ${real} tokens (o200k), estimated ${estimated}; system ${system.length} chars, tools ${tools.length} chars, ${modelTools.length} tools`);
    expect(real).toBeLessThanOrEqual(BUDGET);
    expect(estimated).toBeLessThanOrEqual(BUDGET);
  });

  it('is estimated within 15% of the real tokenizer, and the estimate measures what is sent', async () => {
    const { system, tools } = await sentRequest();
    expect(JSON.parse(tools)).toEqual(JSON.parse(toolSchemasText()));
    for (const text of [system, tools]) {
      const ratio = estimateTokens(text) / countTokens(text);
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.15);
    }
  });
});
