import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it, vi } from 'vitest';
import { answerApproval, memoryUpkeepSettled, pendingApprovals, runTurn } from '@/lib/agent';
import type { Embedder } from '@/lib/memory';
import { embedPendingMemories, MEMORY_HEADING, retrieveMemories, SUMMARY_HEADING } from '@/lib/memory';
import { eventsOf, harness, promptOf, scriptedModel, streamedText, textStep, toolStep } from './support';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

const systemOf = (model: MockLanguageModelV4, call = 0) => {
  const first = promptOf(model, call)[0]!;
  return first.role === 'system' ? first.content : '';
};

/** A fake embedding model: one axis per concept, so "teeth" is near "dentist" though no word is shared. */
const CONCEPTS: Record<string, number> = { dentist: 0, teeth: 0, tooth: 0, okafor: 0, friday: 1, home: 1, milk: 2 };
function fakeEmbedder(model = 'fake:concepts', fail = false): Embedder & { calls: number } {
  const embedder = {
    model,
    calls: 0,
    async embed(texts: readonly string[]) {
      embedder.calls++;
      if (fail) throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      return texts.map((text) => {
        const vector = [0.01, 0.01, 0.01];
        for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) if (word in CONCEPTS) vector[CONCEPTS[word]!]! += 1;
        return vector;
      });
    },
  };
  return embedder;
}

describe('long-term memory in turns', () => {
  it('a fact kept in one conversation is in the system prompt of a later, new conversation that asks about it', async () => {
    const model = scriptedModel([
      toolStep([{ id: 'r1', name: 'remember', input: { text: 'My dentist is Dr. Okafor' } }]),
      textStep('Noted.'),
      textStep('Your dentist is Dr. Okafor.'),
    ]);
    const h = harness([{ engine: 'remote', model }]);
    await runTurn(h.deps, { conversationId: A, text: 'Remember that my dentist is Dr. Okafor' }, h.emit);
    expect(await h.db.memories.toArray()).toMatchObject([{ kind: 'fact', text: 'My dentist is Dr. Okafor', conversationId: A, engine: 'remote' }]);

    await runTurn(h.deps, { conversationId: B, text: 'Who is my dentist?' }, h.emit);
    const system = systemOf(model, 2);
    expect(system).toContain(MEMORY_HEADING);
    expect(system).toMatch(/- memory #1: "My dentist is Dr\. Okafor/);
    await memoryUpkeepSettled();
  });

  it('finds by meaning with an embedding model, and by words alone when the embedding server is down', async () => {
    const model = scriptedModel([textStep('a'), textStep('b')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.memories.add({ kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T00:00:00.000Z' } as never);
    const good = fakeEmbedder();
    await embedPendingMemories(h.db, good);

    h.deps.embedder = () => good;
    await runTurn(h.deps, { conversationId: A, text: 'I have a tooth ache' }, h.emit);
    expect(systemOf(model, 0)).toContain('My dentist is Dr. Okafor');

    const down = fakeEmbedder('fake:concepts', true);
    h.deps.embedder = () => down;
    await runTurn(h.deps, { conversationId: B, text: 'when do I see the dentist?' }, h.emit);
    expect(down.calls).toBeGreaterThan(0);
    expect(systemOf(model, 1)).toContain('My dentist is Dr. Okafor');
    expect(eventsOf(h.events, 'error')).toEqual([]);
    await memoryUpkeepSettled();
  });

  it('never compares vectors of different models: after a model change the old vectors are not used, and are replaced in the background', async () => {
    const model = scriptedModel([textStep('a')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.memories.add({ kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T00:00:00.000Z' } as never);
    await embedPendingMemories(h.db, fakeEmbedder('fake:old'));
    const next = fakeEmbedder('fake:new');
    // Nothing shares a word with the memory: only a vector of the new model could find it, and there is none yet.
    expect((await retrieveMemories(h.db, { query: 'tooth ache', embedder: next })).matches).toEqual([]);
    h.deps.embedder = () => next;
    await runTurn(h.deps, { conversationId: A, text: 'hello' }, h.emit);
    await memoryUpkeepSettled();
    expect((await h.db.memories.toArray())[0]!.embedding!.model).toBe('fake:new');
    // Kept as 32-bit floats: a quarter of the bytes of plain numbers, read without making a value per number.
    expect((await h.db.memories.toArray())[0]!.embedding!.vector).toBeInstanceOf(Float32Array);
    expect((await retrieveMemories(h.db, { query: 'tooth ache', embedder: next })).matches).toMatchObject([{ text: 'My dentist is Dr. Okafor' }]);
  });

  it('retrieves nothing and keeps nothing when memory is off', async () => {
    const model = scriptedModel([toolStep([{ id: 'r1', name: 'remember', input: { text: 'I like tea' } }]), textStep('ok'), textStep('ok')]);
    const h = harness([{ engine: 'remote', model }]);
    h.settings.memory = { ...h.settings.memory, enabled: false };
    await h.db.memories.add({ kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T00:00:00.000Z' } as never);
    await runTurn(h.deps, { conversationId: A, text: 'remember I like tea, and who is my dentist?' }, h.emit);
    expect(systemOf(model, 0)).not.toContain(MEMORY_HEADING);
    expect(await h.db.memories.count()).toBe(1);
    expect(eventsOf(h.events, 'tool-error')[0]?.error).toMatch(/Memory is off/);
    await memoryUpkeepSettled();
  });

  it('forgets a memory only after approval, with a card that quotes it', async () => {
    const model = scriptedModel([toolStep([{ id: 'f1', name: 'forget_memory', input: { query: 'dentist' } }]), textStep('Forgotten.')]);
    const h = harness([{ engine: 'remote', model }]);
    await h.db.memories.add({ kind: 'fact', text: 'My dentist is Dr. Okafor', engine: 'remote', createdAt: '2026-03-01T00:00:00.000Z' } as never);
    await runTurn(h.deps, { conversationId: A, text: 'forget that my dentist is Dr. Okafor' }, h.emit);
    expect(await h.db.memories.count()).toBe(1);
    const [card] = await pendingApprovals(h.db, A, h.clock.now);
    expect(card).toMatchObject({ question: 'Forget “My dentist is Dr. Okafor”?', action: 'Forget' });
    await answerApproval(h.deps, { approvalId: card!.approvalId, approved: true }, h.emit);
    expect(await h.db.memories.count()).toBe(0);
    await memoryUpkeepSettled();
  });

  it('keeps the API key out of memories', async () => {
    const model = scriptedModel([toolStep([{ id: 'r1', name: 'remember', input: { text: 'my key is sk-secret-key-123' } }]), textStep('ok')]);
    const h = harness([{ engine: 'remote', model }]);
    await runTurn(h.deps, { conversationId: A, text: 'remember my key' }, h.emit);
    const rows = await h.db.memories.toArray();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('sk-secret-key-123');
    await memoryUpkeepSettled();
  });
});

describe('summaries in the background', () => {
  async function seed(h: ReturnType<typeof harness>, conversationId: string, pairs: number) {
    for (let index = 0; index < pairs; index++) {
      await h.db.messages.bulkAdd([
        { conversationId, role: 'user', content: `My cat is called Miso (note ${index})`, createdAt: '2026-03-01T00:00:00.000Z' },
        { conversationId, role: 'assistant', content: [{ type: 'text', text: `reply ${index}` }], createdAt: '2026-03-01T00:00:00.000Z', engine: 'remote' },
      ] as never);
    }
  }

  it('summarises the messages older than the window once the conversation passes the threshold, leaving the log unchanged', async () => {
    const summariser = new MockLanguageModelV4({
      modelId: 'mock-remote',
      doStream: [textStep('ok')],
      doGenerate: async () => ({
        content: [{ type: 'text', text: 'The user has a cat called Miso.' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      }),
    });
    const h = harness([{ engine: 'remote', model: summariser }]);
    await seed(h, A, 30);
    const before = await h.db.messages.toArray();
    await runTurn(h.deps, { conversationId: A, text: 'hello' }, h.emit);
    await memoryUpkeepSettled();
    const [summary, ...rest] = await h.db.memories.toArray();
    expect(rest).toEqual([]);
    // After the reply: 62 messages, a window of 20, so the 42 before it.
    expect(summary).toMatchObject({
      kind: 'summary',
      conversationId: A,
      text: 'The user has a cat called Miso.',
      fromMessageId: before[0]!.id,
      toMessageId: before[41]!.id,
      engine: 'remote',
    });
    const after = await h.db.messages.toArray();
    expect(after.slice(0, before.length)).toEqual(before);
    // The next turn of this conversation sees its own summary.
    const model = scriptedModel([textStep('hi')]);
    h.deps.models = async () => [{ engine: 'remote', model }];
    await runTurn(h.deps, { conversationId: A, text: 'what is my cat called?' }, h.emit);
    expect(systemOf(model)).toContain(`${SUMMARY_HEADING} (data):\n${'`'.repeat(3)}memories\n- "The user has a cat called Miso."\n${'`'.repeat(3)}`);
    await memoryUpkeepSettled();
  });

  it('never delays the reply: the turn ends while the summary is still being written', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const model = new MockLanguageModelV4({
      modelId: 'mock-remote',
      doStream: [textStep('Hello!')],
      doGenerate: async () => {
        await held;
        return {
          content: [{ type: 'text', text: 'Late summary.' }],
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
          warnings: [],
        };
      },
    });
    const h = harness([{ engine: 'remote', model }]);
    await seed(h, A, 30);
    await runTurn(h.deps, { conversationId: A, text: 'hello' }, h.emit);
    expect(streamedText(h.events)).toBe('Hello!');
    expect(await h.db.memories.count()).toBe(0);
    release();
    await memoryUpkeepSettled();
    expect(await h.db.memories.count()).toBe(1);
  });

  it('writes nothing below the threshold', async () => {
    const h = harness([{ engine: 'offline', model: scriptedModel([textStep('ok')]) }]);
    await seed(h, A, 19);
    await runTurn(h.deps, { conversationId: A, text: 'hello' }, h.emit);
    await memoryUpkeepSettled();
    expect(await h.db.memories.count()).toBe(0);
  });

  it('a failed summary request writes nothing, loses nothing, and is retried on a later turn', async () => {
    let fail = true;
    const generate = vi.fn(async () => {
      if (fail) throw new Error('HTTP 429: quota exceeded');
      return {
        content: [{ type: 'text' as const, text: 'Summary after retry.' }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } },
        warnings: [],
      };
    });
    const model = new MockLanguageModelV4({ modelId: 'mock-remote', doStream: [textStep('one'), textStep('two')], doGenerate: generate });
    const h = harness([{ engine: 'remote', model }]);
    await seed(h, A, 30);
    await runTurn(h.deps, { conversationId: A, text: 'first' }, h.emit);
    await memoryUpkeepSettled();
    expect(generate).toHaveBeenCalledTimes(1);
    expect(await h.db.memories.count()).toBe(0);
    expect(eventsOf(h.events, 'error')).toEqual([]);
    expect(await h.db.messages.count()).toBe(62);
    fail = false;
    await runTurn(h.deps, { conversationId: A, text: 'second' }, h.emit);
    await memoryUpkeepSettled();
    expect(await h.db.memories.toArray()).toMatchObject([{ kind: 'summary', text: 'Summary after retry.' }]);
  });

  it('the offline tier writes an extractive summary', async () => {
    const h = harness([{ engine: 'offline', model: scriptedModel([textStep('ok')]) }], { provider: 'offline' });
    await seed(h, A, 30);
    await runTurn(h.deps, { conversationId: A, text: 'hello' }, h.emit);
    await memoryUpkeepSettled();
    const [summary] = await h.db.memories.toArray();
    expect(summary).toMatchObject({ kind: 'summary', engine: 'offline' });
    expect(summary!.text).toContain('Facts the user stated: My cat is called Miso (note 0); My cat is called Miso (note 1)');
  });
});
