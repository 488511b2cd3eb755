import { MockLanguageModelV4, convertArrayToReadableStream } from 'ai/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTurn } from '@/lib/agent';
import { selectModels, servedContextTokens } from '@/lib/models';
import { servedContextOf } from '@/lib/models/remote/served-context';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';
import { CONVERSATION, harness, streamedText } from './support';

const ollama = (model: string): Settings => ({ ...DEFAULT_SETTINGS, provider: 'remote', remote: { baseURL: 'http://localhost:11434/v1', apiKey: '', model } });

afterEach(() => vi.unstubAllGlobals());

describe("Ollama's real context window", () => {
  it('is the Modelfile num_ctx, else the 4,096 default, never above the model’s own limit (/api/show)', () => {
    expect(servedContextOf({ parameters: 'num_ctx 8192\nstop "<|im_end|>"', model_info: { 'general.architecture': 'qwen3', 'qwen3.context_length': 40960 } })).toBe(8192);
    expect(servedContextOf({ parameters: 'stop "<|im_end|>"', model_info: { 'llama.context_length': 131072 } })).toBe(4096);
    expect(servedContextOf({ model_info: { 'gemma.context_length': 2048 } })).toBe(2048);
    expect(servedContextOf({ error: 'model "x" not found' })).toBeUndefined();
  });

  it('cuts the remote tier’s history to it, asking /api/show once', async () => {
    const fetch = vi.fn(async (input: string | URL | Request) => {
      expect(String(input)).toBe('http://localhost:11434/api/show');
      return Response.json({ parameters: 'temperature 0.6', model_info: { 'qwen3.context_length': 40960 } });
    });
    vi.stubGlobal('fetch', fetch);
    const [tier] = await selectModels(ollama('qwen3:8b-served'));
    expect(tier).toMatchObject({ engine: 'remote', contextTokens: 4096 });
    await selectModels(ollama('qwen3:8b-served'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a prompt the server cut anyway', () => {
  it('is said in the chat in words, and later turns fit the window the server showed', async () => {
    const usage = { inputTokens: { total: 2000, noCache: 2000, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 2, text: 2, reasoning: 0 } };
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: convertArrayToReadableStream([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'Done.' },
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
        ]),
      }),
    });
    const settings = ollama('llama3.2-cut');
    const h = harness([{ engine: 'remote', model, contextTokens: 100_000 }], { remote: settings.remote });
    // About 3,000 tokens of message on top of the fixed ~1,800: the server reports 2,000.
    await runTurn(h.deps, { conversationId: CONVERSATION, text: `Please read this: ${'lorem ipsum '.repeat(1000)}` }, h.emit);

    expect(streamedText(h.events)).toMatch(/^Done\.\n\n\(The model server kept only the last 2,000 tokens of this conversation, so the model may have missed its instructions/);
    const stored = await h.db.messages.toArray();
    expect(JSON.stringify(stored.at(-1)!.content)).toContain('kept only the last 2,000 tokens');
    expect(await servedContextTokens(settings)).toBe(2000);
  });

  it('is not claimed when the server counted about what was sent', async () => {
    const h = harness([]);
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: convertArrayToReadableStream([
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'Hi.' },
          { type: 'text-end', id: 't' },
          {
            type: 'finish',
            finishReason: { unified: 'stop', raw: 'stop' },
            usage: { inputTokens: { total: 1850, noCache: 1850, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 2, text: 2, reasoning: 0 } },
          },
        ]),
      }),
    });
    h.deps.models = async () => [{ engine: 'remote', model }];
    await runTurn(h.deps, { conversationId: CONVERSATION, text: 'hello' }, h.emit);
    expect(streamedText(h.events)).toBe('Hi.');
  });
});
