/**
 * Bundled by memory-retrieval.ts and run inside an extension page of the
 * real Chromium: lib/memory's retrieval over 10,000 memories in a database
 * of its own (the extension's is left alone). The embedder answers at once
 * with a fixed vector, so the figures are the extension's own work.
 */
import { seededRandom } from '../support/seeded-random';
import { createDatabase, type Memory } from '../../lib/db';
import { lexicalIndexOf, resetMemoryIndexes, retrieveMemories, vectorsOf, warmMemoryIndexes, type Embedder } from '../../lib/memory';
import { nearestIds } from '../../lib/memory/vector-search';

export interface MemoryBenchOptions {
  count: number;
  dimensions: number;
  runs: number;
}

export interface MemoryBenchResult {
  seedMs: number;
  /** First use after a (re)start: building the lexical index, loading the vectors. */
  coldLexicalMs: number;
  coldVectorMs: number;
  /** A fused retrieval right after the worker started building the indexes: what the first turn waits. */
  firstTurnMs: number;
  firstTurnVia: string;
  lexicalMs: number[];
  vectorMs: number[];
  fusedMs: number[];
}

const WORDS =
  'dentist okafor friday home office milk bread garden sister lyon paris train ticket invoice rent car service doctor yoga piano lesson birthday gift meeting report budget plumber kitchen window passport visa flight hotel'.split(
    ' ',
  );

/** Fills the database named `name` (the extension's own for the cold-turn figure) with `count` memories. */
export async function seedMemories({ name, count, dimensions }: { name: string; count: number; dimensions: number }): Promise<number> {
  const db = createDatabase(name);
  const started = performance.now();
  await fill(db, seededRandom(7).next, count, dimensions, 'remote:bench-embed');
  db.close();
  return performance.now() - started;
}

async function fill(db: ReturnType<typeof createDatabase>, next: () => number, count: number, dimensions: number, model: string): Promise<void> {
  for (let offset = 0; offset < count; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - offset) }, (_, index) => {
      const words = Array.from({ length: 12 }, () => WORDS[Math.floor(next() * WORDS.length)]!);
      return {
        kind: index % 5 === 0 ? 'summary' : 'fact',
        text: `Memory ${offset + index}: ${words.join(' ')}.`,
        engine: 'remote',
        createdAt: new Date(Date.UTC(2026, 0, 1) + (offset + index) * 60_000).toISOString(),
        embedding: { model, vector: Float32Array.from({ length: dimensions }, () => next() - 0.5) },
      } as Omit<Memory, 'id'>;
    });
    await db.memories.bulkAdd(rows as Memory[]);
  }
}

export async function runMemoryBench({ count, dimensions, runs }: MemoryBenchOptions): Promise<MemoryBenchResult> {
  const next = seededRandom(7).next;
  const db = createDatabase(`memory-bench-${Date.now()}`);
  const model = 'remote:bench-embed';
  const started = performance.now();
  await fill(db, next, count, dimensions, model);
  const seedMs = performance.now() - started;
  const queryVector = Array.from({ length: dimensions }, () => next() - 0.5);
  const embedder: Embedder = { model, embed: async (texts) => texts.map(() => queryVector) };
  const queries = ['who is my dentist?', 'when is the piano lesson', 'passport and visa for the flight', 'what did I say about the garden'];

  resetMemoryIndexes();
  let t = performance.now();
  const warming = warmMemoryIndexes(db, model);
  const first = await retrieveMemories(db, { query: queries[0]!, embedder });
  const firstTurnMs = performance.now() - t;
  await warming;

  resetMemoryIndexes();
  t = performance.now();
  await lexicalIndexOf(db);
  const coldLexicalMs = performance.now() - t;
  t = performance.now();
  await vectorsOf(db, model);
  const coldVectorMs = performance.now() - t;

  const lexicalMs: number[] = [];
  const vectorMs: number[] = [];
  const fusedMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const query = queries[run % queries.length]!;
    t = performance.now();
    await retrieveMemories(db, { query });
    lexicalMs.push(performance.now() - t);
    t = performance.now();
    nearestIds(await vectorsOf(db, model), queryVector, 20);
    vectorMs.push(performance.now() - t);
    t = performance.now();
    await retrieveMemories(db, { query, embedder });
    fusedMs.push(performance.now() - t);
  }
  db.close();
  await db.delete();
  return { seedMs, coldLexicalMs, coldVectorMs, firstTurnMs, firstTurnVia: first.via, lexicalMs, vectorMs, fusedMs };
}
