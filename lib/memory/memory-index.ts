import type { Memory, TodoDatabase } from '../db';
import { createLexicalIndex, type LexicalIndex } from './lexical-index';
import { memoryRevision } from './memory-revision';
import { vectorMatrix, type VectorMatrix } from './vector-search';

/**
 * What a context (the background) keeps between turns so retrieval costs a
 * search, not a read of every memory: the lexical index and the vectors of
 * the current embedding model. Each remembers the memories' revision it was
 * built at; one key read tells whether it is current (every change of the
 * memories, in any context, raises the revision). When it is not, new
 * memories are added to the lexical index, and anything else (a deletion, a
 * new vector) rebuilds. A memory deleted in Settings is gone from the next
 * turn's results.
 */
interface LexicalCache {
  db: TodoDatabase;
  revision: number;
  count: number;
  lastId: number;
  index: LexicalIndex;
}

interface VectorCache {
  db: TodoDatabase;
  model: string;
  revision: number;
  matrix: VectorMatrix;
}

let lexical: LexicalCache | undefined;
let vectors: VectorCache | undefined;

const toIndexed = (memory: Memory) => ({ id: memory.id, text: memory.text });

/** The lexical index over every memory of this database, up to date. */
export async function lexicalIndexOf(db: TodoDatabase): Promise<LexicalIndex> {
  const revision = await memoryRevision(db);
  const cached = lexical?.db === db ? lexical : undefined;
  if (cached && cached.revision === revision) return cached.index;
  const [count, last] = await Promise.all([db.memories.count(), db.memories.toCollection().lastKey()]);
  const lastId = typeof last === 'number' ? last : 0;
  if (cached && lastId >= cached.lastId) {
    const added = await db.memories.where(':id').above(cached.lastId).toArray();
    if (cached.count + added.length === count) {
      cached.index.add(added.map(toIndexed));
      Object.assign(cached, { revision, count, lastId });
      return cached.index;
    }
  }
  const index = createLexicalIndex((await db.memories.toArray()).map(toIndexed));
  lexical = { db, revision, count, lastId, index };
  return index;
}

/** The vectors made by `model`, up to date, as one matrix of unit rows. */
export async function vectorsOf(db: TodoDatabase, model: string): Promise<VectorMatrix> {
  const revision = await memoryRevision(db);
  if (vectors?.db === db && vectors.model === model && vectors.revision === revision) return vectors.matrix;
  const rows = await db.memories.where('embedding.model').equals(model).toArray();
  const matrix = vectorMatrix(rows.flatMap((memory) => (memory.embedding ? [{ id: memory.id, vector: memory.embedding.vector }] : [])));
  vectors = { db, model, revision, matrix };
  return matrix;
}

/** Forgets what this context cached (tests; a deleted database). */
export function resetMemoryIndexes(): void {
  lexical = undefined;
  vectors = undefined;
}
