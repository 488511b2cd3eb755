import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Memory, type TodoDatabase } from '@/lib/db';
import { lexicalIndexOf, QUICK_BUILD_ROWS, RECENT_FALLBACK, resetMemoryIndexes, retrieveMemories, WARM_HOLD_MS, warmMemoryIndexes, type Embedder } from '@/lib/memory';
import { freshDatabase } from '../support/database';

const MODEL = 'remote:test-embed';
const OLD_FACT = 'My dentist is Dr. Okafor';
const NEW_FACT = 'The plumber comes on Thursday';

/** `RECENT_FALLBACK + 100` memories: the dentist fact is the oldest, the plumber fact the newest; every one has a vector. */
async function manyMemories(total = RECENT_FALLBACK + 100): Promise<TodoDatabase> {
  const db = freshDatabase('memory');
  const rows = Array.from({ length: total }, (_, index) => ({
    kind: 'fact' as const,
    text: index === 0 ? OLD_FACT : index === total - 1 ? NEW_FACT : `Filler memory number ${index} about nothing in particular`,
    engine: 'remote' as const,
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    embedding: { model: MODEL, vector: Float32Array.of(...(index === 0 ? [1, 0, 0] : [0, 1, 0])) },
  }));
  await db.memories.bulkAdd(rows as Memory[]);
  return db;
}

const embedder: Embedder = { model: MODEL, embed: async (texts) => texts.map(() => [1, 0, 0]) };
const texts = (memories: readonly Memory[]) => memories.map((memory) => memory.text);
/**
 * A ready index is still checked against the memories' revision (one database
 * read) before it is used; with a 0 ms wait that read raced the timer and lost
 * now and then on a loaded machine. Once built, a search must not depend on it.
 */
const READY_WAIT_MS = 10_000;

describe('the first turn after the worker starts never waits for the memory index', () => {
  beforeEach(() => resetMemoryIndexes());

  it('searches the newest memories while the full index is still building, and everything once it is ready', async () => {
    const db = await manyMemories();
    const cold = await retrieveMemories(db, { query: 'when does the plumber come? and my dentist?', indexWaitMs: 0 });
    expect(cold.via).toBe('recent');
    expect(texts(cold.matches)).toContain(NEW_FACT);
    expect(texts(cold.matches)).not.toContain(OLD_FACT);

    await lexicalIndexOf(db); // the build the cold turn started goes on, and finishes
    const warm = await retrieveMemories(db, { query: 'when does the plumber come? and my dentist?', indexWaitMs: READY_WAIT_MS });
    expect(warm.via).toBe('lexical');
    expect(texts(warm.matches)).toEqual(expect.arrayContaining([NEW_FACT, OLD_FACT]));
  });

  it('compares vectors of the newest memories only while the vectors load, then all of them', async () => {
    const db = await manyMemories();
    const cold = await retrieveMemories(db, { query: 'who treats my teeth', embedder, indexWaitMs: 0 });
    expect(cold.via).toBe('recent');
    expect(texts(cold.matches)).not.toContain(OLD_FACT);

    await warmMemoryIndexes(db, MODEL); // what the worker starts at start-up
    const warm = await retrieveMemories(db, { query: 'who treats my teeth', embedder, indexWaitMs: READY_WAIT_MS });
    expect(warm.via).toBe('fused');
    expect(texts(warm.matches)[0]).toBe(OLD_FACT);
  });

  it('does not wait out its time for a build too long to finish in it, but waits for a short one', async () => {
    const long = await manyMemories(QUICK_BUILD_ROWS + 1);
    // Counting walks every memory (about 20 ms at 10,000 in Chromium): knowing the build is long reads at most QUICK_BUILD_ROWS + 1 keys.
    const count = vi.spyOn(long.memories, 'count');
    const cold = await retrieveMemories(long, { query: 'when does the plumber come?', embedder, indexWaitMs: 60_000 });
    expect(cold.via).toBe('recent');
    expect(count).not.toHaveBeenCalled();
    expect(texts(cold.matches)).toContain(NEW_FACT);

    resetMemoryIndexes();
    const short = await manyMemories(QUICK_BUILD_ROWS);
    const waited = await retrieveMemories(short, { query: 'when does the plumber come? and my dentist?', indexWaitMs: 60_000 });
    expect(waited.via).toBe('lexical');
    expect(texts(waited.matches)).toEqual(expect.arrayContaining([NEW_FACT, OLD_FACT]));
  });

  it('holds a long build at the worker’s start, so the turn that woke it reads alone', async () => {
    const db = await manyMemories(QUICK_BUILD_ROWS + 1);
    const pages = vi.spyOn(db.memories, 'where');
    const warming = warmMemoryIndexes(db);
    await new Promise((resolve) => setTimeout(resolve, WARM_HOLD_MS / 2));
    expect(pages).not.toHaveBeenCalled();
    await warming;
    expect(pages).toHaveBeenCalled();
    expect((await lexicalIndexOf(db)).size).toBe(QUICK_BUILD_ROWS + 1);
  });

  it('builds the index once for callers that ask at the same time', async () => {
    const db = await manyMemories();
    const [first, second] = await Promise.all([lexicalIndexOf(db), lexicalIndexOf(db)]);
    expect(first).toBe(second);
    expect(first.size).toBe(RECENT_FALLBACK + 100);
  });
});
