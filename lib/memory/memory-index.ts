import type { Memory, TodoDatabase } from '../db';
import { createLexicalIndex, type LexicalIndex } from './lexical-index';
import { normalize, type VectorEntry } from './vector-search';

/**
 * What a context (the background) keeps between turns so retrieval costs a
 * search, not a read of every memory: the lexical index and the unit vectors
 * of the current embedding model. Each is checked against the table on use
 * (count and newest id; the number of vectors of the model) and brought up
 * to date, by adding what is new, or rebuilt when something was removed or
 * replaced. A memory deleted in another context (Settings) is gone from the
 * next turn's results.
 */
interface LexicalCache {
  db: TodoDatabase;
  count: number;
  lastId: number;
  index: LexicalIndex;
}

interface VectorCache {
  db: TodoDatabase;
  model: string;
  count: number;
  lastId: number;
  entries: VectorEntry[];
}

let lexical: LexicalCache | undefined;
let vectors: VectorCache | undefined;

async function tableState(db: TodoDatabase): Promise<{ count: number; lastId: number }> {
  const [count, lastId] = await Promise.all([db.memories.count(), db.memories.toCollection().lastKey()]);
  return { count, lastId: typeof lastId === 'number' ? lastId : 0 };
}

const toIndexed = (memory: Memory) => ({ id: memory.id, text: memory.text });

/** The lexical index over every memory of this database, up to date. */
export async function lexicalIndexOf(db: TodoDatabase): Promise<LexicalIndex> {
  const state = await tableState(db);
  const cached = lexical?.db === db ? lexical : undefined;
  if (cached && cached.count === state.count && cached.lastId === state.lastId) return cached.index;
  if (cached && state.lastId >= cached.lastId) {
    const added = await db.memories.where(':id').above(cached.lastId).toArray();
    if (cached.count + added.length === state.count) {
      cached.index.add(added.map(toIndexed));
      Object.assign(cached, state);
      return cached.index;
    }
  }
  const index = createLexicalIndex((await db.memories.toArray()).map(toIndexed));
  lexical = { db, ...state, index };
  return index;
}

/** The unit vectors made by `model`, up to date. */
export async function vectorsOf(db: TodoDatabase, model: string): Promise<VectorEntry[]> {
  const [count, last] = await Promise.all([
    db.memories.where('embedding.model').equals(model).count(),
    db.memories.toCollection().lastKey(),
  ]);
  const lastId = typeof last === 'number' ? last : 0;
  if (vectors?.db === db && vectors.model === model && vectors.count === count && vectors.lastId === lastId) return vectors.entries;
  const rows = await db.memories.where('embedding.model').equals(model).toArray();
  const entries = rows.flatMap((memory) => (memory.embedding ? [{ id: memory.id, vector: normalize(memory.embedding.vector) }] : []));
  vectors = { db, model, count, lastId, entries };
  return entries;
}

/** Forgets what this context cached (tests; a deleted database). */
export function resetMemoryIndexes(): void {
  lexical = undefined;
  vectors = undefined;
}
