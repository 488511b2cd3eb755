import { describe, expect, it } from 'vitest';
import type { Embedder } from '@/lib/memory';
import { selectEmbedder, type SelectEmbedderDeps } from '@/lib/models/select-embedder';
import type { DownloadRecord } from '@/lib/models/webllm/download/download-state';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { WEBLLM_EMBEDDING_MODEL } from '@/lib/models/webllm/model-catalog';
import { createWebLlmEmbedder } from '@/lib/models/webllm/webllm-embedder';
import type { GpuLike } from '@/lib/models/webllm/webgpu-availability';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const gpu: GpuLike = { requestAdapter: async () => ({ features: new Set<string>(), info: { vendor: 'google', architecture: 'swiftshader' } }) };
const noAdapter: GpuLike = { requestAdapter: async () => null };
const downloaded: DownloadRecord = { status: 'downloaded', percent: 100, updatedAt: NOW.toISOString() };

function settings(memory: Partial<Settings['memory']> = {}, baseURL = ''): Settings {
  return {
    ...DEFAULT_SETTINGS,
    remote: { ...DEFAULT_SETTINGS.remote, baseURL, model: 'gpt-4o-mini' },
    memory: { ...DEFAULT_SETTINGS.memory, ...memory },
  };
}

function deps(record: DownloadRecord | undefined, withGpu: GpuLike | undefined = gpu): SelectEmbedderDeps & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    gpu: withGpu,
    now: () => NOW,
    readRecord: async (modelId) => {
      asked.push(modelId);
      return record;
    },
  };
}

describe('the embedding tiers', () => {
  it('uses the remote embedding model when one is set with a server, even with WebLLM embeddings downloaded', async () => {
    const embedder = await selectEmbedder(settings({ embeddingModel: 'nomic-embed-text', webllmEmbeddings: true }, 'http://localhost:11434/v1'), deps(downloaded));
    expect(embedder?.model).toBe('remote:nomic-embed-text');
  });

  it("otherwise uses WebLLM's embedding model when it is switched on and downloaded, naming its vectors by tier and model", async () => {
    const d = deps(downloaded);
    const embedder = await selectEmbedder(settings({ webllmEmbeddings: true }), d);
    expect(embedder?.model).toBe('webllm:snowflake-arctic-embed-s-q0f32-MLC-b4');
    expect(d.asked).toEqual([WEBLLM_EMBEDDING_MODEL.id]);
  });

  it('otherwise none: switched off, not downloaded, no WebGPU, or memory off', async () => {
    expect(await selectEmbedder(settings({ webllmEmbeddings: false }), deps(downloaded))).toBeUndefined();
    expect(await selectEmbedder(settings({ webllmEmbeddings: true }), deps(undefined))).toBeUndefined();
    expect(await selectEmbedder(settings({ webllmEmbeddings: true }), deps({ ...downloaded, status: 'downloading', percent: 40 }))).toBeUndefined();
    expect(await selectEmbedder(settings({ webllmEmbeddings: true }), deps(downloaded, noAdapter))).toBeUndefined();
    expect(await selectEmbedder(settings({ webllmEmbeddings: true, enabled: false }), deps(downloaded))).toBeUndefined();
  });

  it('a remote embedding model without a server is no tier: WebLLM is used', async () => {
    const embedder = await selectEmbedder(settings({ embeddingModel: 'nomic-embed-text', webllmEmbeddings: true }), deps(downloaded));
    expect(embedder?.model).toBe('webllm:snowflake-arctic-embed-s-q0f32-MLC-b4');
  });
});

describe("WebLLM's embedder", () => {
  function fakeHost(): WebLlmHost & { calls: Array<{ modelId: string; texts: readonly string[] }> } {
    const calls: Array<{ modelId: string; texts: readonly string[] }> = [];
    return {
      calls,
      generate: () => {
        throw new Error('not used');
      },
      download: async () => ({ resolvedId: 'x' }),
      embed: async (modelId, texts) => {
        calls.push({ modelId, texts });
        return texts.map((text) => [text.length]);
      },
      deleteModel: async () => {},
      isCached: async () => true,
    };
  }

  it('embeds through the engine host, in requests the host protocol accepts, keeping the order', async () => {
    const host = fakeHost();
    const embedder: Embedder = createWebLlmEmbedder(() => host);
    const texts = Array.from({ length: 150 }, (_, i) => 'x'.repeat(i + 1));
    const vectors = await embedder.embed(texts);
    expect(vectors).toEqual(texts.map((text) => [text.length]));
    expect(host.calls.map((call) => call.texts.length)).toEqual([64, 64, 22]);
    expect(new Set(host.calls.map((call) => call.modelId))).toEqual(new Set([WEBLLM_EMBEDDING_MODEL.id]));
  });

  it('passes the host failure on (a model that is not downloaded), so memory search falls back to words', async () => {
    const host = fakeHost();
    host.embed = async () => {
      throw new Error('The in-browser model is not downloaded yet.');
    };
    await expect(createWebLlmEmbedder(() => host).embed(['a'])).rejects.toThrow(/not downloaded/);
  });
});
