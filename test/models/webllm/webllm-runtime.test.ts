import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngineChunk } from '@/lib/models/local-tools/engine';

// A stand-in for WebLLM: the runtime's only contact with the real library.
const state = vi.hoisted(() => ({
  cached: new Set<string>(),
  reloads: [] as string[],
  requests: [] as Record<string, unknown>[],
  failReload: undefined as Error | undefined,
  failMidStream: undefined as Error | undefined,
  embedInputs: [] as string[][],
}));
vi.mock('@mlc-ai/web-llm', () => ({
  hasModelInCache: async (id: string) => state.cached.has(id),
  deleteModelAllInfoInCache: async (id: string) => void state.cached.delete(id),
  MLCEngine: class {
    setInitProgressCallback() {}
    async reload(id: string) {
      state.reloads.push(id);
      if (state.failReload) throw state.failReload;
      state.cached.add(id);
    }
    async unload() {}
    async interruptGenerate() {}
    embeddings = {
      // Out of order on purpose: the runtime must put vectors back in the order of the texts.
      create: async ({ input }: { input: string[] }) => {
        state.embedInputs.push(input);
        return { data: input.map((text, index) => ({ index, embedding: [text.length, index] })).reverse() };
      },
    };
    chat = {
      completions: {
        create: async (request: Record<string, unknown>) => {
          state.requests.push(request);
          return (async function* () {
            yield { choices: [{ delta: { content: 'Hi' }, finish_reason: null }] };
            if (state.failMidStream) throw state.failMidStream;
            yield { choices: [{ delta: { content: ' there' }, finish_reason: 'stop' }] };
            yield { choices: [], usage: { prompt_tokens: 5, completion_tokens: 2 } };
          })();
        },
      },
    };
  },
}));

const { createWebLlmRuntime } = await import('@/lib/models/webllm/host/webllm-runtime');
const F16 = 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC';
const F32 = 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC';
const request = { model: F16, messages: [{ role: 'user' as const, content: 'hi' }] };

async function drain(iterable: AsyncIterable<EngineChunk>) {
  const out: EngineChunk[] = [];
  for await (const c of iterable) out.push(c);
  return out;
}

beforeEach(() => {
  state.cached.clear();
  state.reloads.length = 0;
  state.requests.length = 0;
  state.failReload = undefined;
  state.failMidStream = undefined;
  state.embedInputs.length = 0;
  vi.stubGlobal('navigator', { gpu: { requestAdapter: async () => ({ features: new Set<string>() }) } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the WebLLM runtime', () => {
  it('never downloads to answer: an uncached model is a clear "not downloaded" error', async () => {
    await expect(drain(createWebLlmRuntime().generate(request))).rejects.toThrow(/not downloaded yet/);
    expect(state.reloads).toEqual([]);
  });

  it('downloads the f32 build on a GPU without shader-f16, then streams from it with the schema as response_format', async () => {
    const runtime = createWebLlmRuntime();
    expect(await runtime.download(F16, () => {})).toEqual({ resolvedId: F32 });
    const chunks = await drain(runtime.generate({ ...request, jsonSchema: '{"type":"object"}' }));
    expect(chunks).toEqual([
      { type: 'delta', text: 'Hi' },
      { type: 'delta', text: ' there' },
      { type: 'finish', reason: 'stop', inputTokens: 5, outputTokens: 2 },
    ]);
    expect(state.requests[0]).toMatchObject({ stream: true, response_format: { type: 'json_object', schema: '{"type":"object"}' } });
    expect(state.reloads).toEqual([F32]);
  });

  it('turns thinking off for Qwen3 (WebLLM reads extra_body.enable_thinking), and leaves models without a thinking mode alone', async () => {
    const runtime = createWebLlmRuntime();
    await runtime.download('Qwen3-1.7B-q4f16_1-MLC', () => {});
    await drain(runtime.generate({ ...request, model: 'Qwen3-1.7B-q4f16_1-MLC' }));
    expect(state.requests[0]).toMatchObject({ extra_body: { enable_thinking: false } });
    await runtime.download(F16, () => {});
    await drain(runtime.generate(request));
    expect(state.requests[1]).not.toHaveProperty('extra_body');
  });

  it('asks for the GPU adapter once per answer', async () => {
    const runtime = createWebLlmRuntime();
    await runtime.download(F16, () => {});
    const requestAdapter = vi.fn(async () => ({ features: new Set<string>() }));
    vi.stubGlobal('navigator', { gpu: { requestAdapter } });
    await drain(runtime.generate(request));
    expect(requestAdapter).toHaveBeenCalledTimes(1);
  });

  it('reports a lost device mid-answer clearly, and loads afresh on the next call', async () => {
    const runtime = createWebLlmRuntime();
    await runtime.download(F16, () => {});
    state.failMidStream = new Error('Device was lost');
    await expect(drain(runtime.generate(request))).rejects.toMatchObject({ kind: 'device-lost' });
    state.failMidStream = undefined;
    await drain(runtime.generate(request));
    expect(state.reloads).toEqual([F32, F32]);
  });

  it('turns a failed download into a clear error', async () => {
    state.failReload = new TypeError('Failed to fetch');
    await expect(createWebLlmRuntime().download(F16, () => {})).rejects.toThrow(/^The model download failed\./);
  });

  it('says WebGPU is missing before touching the engine', async () => {
    vi.stubGlobal('navigator', {});
    await expect(createWebLlmRuntime().download(F16, () => {})).rejects.toMatchObject({ kind: 'no-webgpu' });
    expect(state.reloads).toEqual([]);
  });

  it('deletes both builds of a model', async () => {
    state.cached.add(F16).add(F32);
    await createWebLlmRuntime().deleteModel(F16);
    expect(state.cached.size).toBe(0);
  });

  describe('embeddings', () => {
    const EMBED = 'snowflake-arctic-embed-s-q0f32-MLC-b4';

    it('never downloads to embed: an embedding model that is not downloaded is a clear "not downloaded" error', async () => {
      await expect(createWebLlmRuntime().embed(EMBED, ['a'])).rejects.toMatchObject({ kind: 'not-downloaded' });
      expect(state.reloads).toEqual([]);
    });

    it('embeds with a downloaded model, one vector per text in their order', async () => {
      const runtime = createWebLlmRuntime();
      expect(await runtime.download(EMBED, () => {})).toEqual({ resolvedId: EMBED });
      expect(await runtime.embed(EMBED, ['a', 'bbb', 'cc'])).toEqual([
        [1, 0],
        [3, 1],
        [2, 2],
      ]);
      expect(state.embedInputs).toEqual([['a', 'bbb', 'cc']]);
    });

    it('skips an embedding whose caller gave up while it waited (a turn waits only briefly for its query vector)', async () => {
      const runtime = createWebLlmRuntime();
      state.cached.add(EMBED);
      await expect(runtime.embed(EMBED, ['a'], AbortSignal.abort())).rejects.toThrow(/stopped/);
      expect(state.reloads).toEqual([]);
      expect(state.embedInputs).toEqual([]);
    });

    it('keeps the chat model loaded while embedding: neither pushes the other off the GPU', async () => {
      const runtime = createWebLlmRuntime();
      await runtime.download(F16, () => {});
      await runtime.download(EMBED, () => {});
      await drain(runtime.generate(request));
      await runtime.embed(EMBED, ['a']);
      await drain(runtime.generate(request));
      await runtime.embed(EMBED, ['b']);
      expect(state.reloads).toEqual([F32, EMBED]);
    });
  });
});
