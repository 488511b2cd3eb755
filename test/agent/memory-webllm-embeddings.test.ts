import { describe, expect, it } from 'vitest';
import { memoryUpkeepSettled, runTurn } from '@/lib/agent';
import { embedPendingMemories } from '@/lib/memory';
import { selectEmbedder } from '@/lib/models/select-embedder';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { createWebLlmEmbedder } from '@/lib/models/webllm/webllm-embedder';
import type { Settings } from '@/lib/settings';
import { harness, scriptedModel, textStep } from './support';

const NOW = new Date();
const A = 'conv-a';

/** The engine host with a fake WebLLM behind it: 3-dimensional vectors from the texts' lengths. */
function fakeEngineHost(): WebLlmHost & { embedded: string[] } {
  const embedded: string[] = [];
  return {
    embedded,
    generate: () => {
      throw new Error('not used');
    },
    download: async (modelId) => ({ resolvedId: modelId }),
    embed: async (_modelId, texts) => {
      embedded.push(...texts);
      return texts.map((text) => [text.length, 1, 0]);
    },
    deleteModel: async () => {},
    isCached: async () => true,
  };
}

describe("memory with WebLLM's embedding model", () => {
  it('with no remote embedding model, a downloaded WebLLM embedding model re-embeds memories of the old model in the background of a turn', async () => {
    const host = fakeEngineHost();
    const h = harness([{ engine: 'remote', model: scriptedModel([textStep('Hello.')]) }]);
    h.settings.memory = { ...h.settings.memory, embeddingModel: '', webllmEmbeddings: true };
    h.deps.embedder = (settings: Settings) =>
      selectEmbedder(settings, {
        gpu: { requestAdapter: async () => ({ features: new Set<string>() }) },
        readRecord: async () => ({ status: 'downloaded', percent: 100, updatedAt: NOW.toISOString() }),
        webLlmEmbedder: () => createWebLlmEmbedder(() => host),
      });
    await h.db.memories.add({ kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T00:00:00.000Z' } as never);
    // Embedded before with the server's model: that vector must not be compared with WebLLM's.
    await embedPendingMemories(h.db, { model: 'remote:nomic-embed-text', embed: async (texts) => texts.map(() => [0, 0, 1]) });

    await runTurn(h.deps, { conversationId: A, text: 'hello' }, h.emit);
    await memoryUpkeepSettled();

    const [memory] = await h.db.memories.toArray();
    expect(memory?.embedding).toEqual({ model: 'webllm:snowflake-arctic-embed-s-q0f32-MLC-b4', vector: new Float32Array([24, 1, 0]) });
    expect(host.embedded).toContain('My dentist is Dr. Okafor');
  });
});
