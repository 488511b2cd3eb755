import type { Memory, TodoDatabase } from '../db';
import type { Embedder } from './embedder';
import { bumpMemoryRevision } from './memory-revision';

export interface EmbeddingProgress {
  done: number;
  total: number;
}

/** Memories whose vector is missing or came from another model. */
export async function embeddingProgress(db: TodoDatabase, model: string): Promise<EmbeddingProgress> {
  const [total, done] = await Promise.all([db.memories.count(), db.memories.where('embedding.model').equals(model).count()]);
  return { done, total };
}

export interface EmbedPendingOptions {
  batchSize?: number;
  /** Stop after this many memories (the rest waits for the next turn). */
  max?: number;
  signal?: AbortSignal;
  onProgress?: (progress: EmbeddingProgress) => void;
}

/**
 * Gives every memory a vector of `embedder`'s model, in batches: new
 * memories, and after a model change every memory, so vectors of two models
 * are never compared. A vector replaces the old one only on a memory that is
 * still there with the same text; a failure stops the pass and leaves the
 * rest for the next one (lexical search covers them meanwhile). Returns how
 * many were embedded.
 */
export async function embedPendingMemories(db: TodoDatabase, embedder: Embedder, options: EmbedPendingOptions = {}): Promise<number> {
  const batchSize = options.batchSize ?? 32;
  const max = options.max ?? Number.POSITIVE_INFINITY;
  let embedded = 0;
  while (embedded < max && !options.signal?.aborted) {
    const batch: Memory[] = await db.memories
      .filter((memory) => memory.embedding?.model !== embedder.model)
      .limit(Math.min(batchSize, max - embedded))
      .toArray();
    if (batch.length === 0) break;
    const vectors = await embedder.embed(
      batch.map((memory) => memory.text),
      options.signal,
    );
    if (vectors.length !== batch.length) throw new Error(`The embedding model returned ${vectors.length} vectors for ${batch.length} texts.`);
    await db.transaction('rw', db.memories, db.memoryRevision, async () => {
      for (const [index, memory] of batch.entries()) {
        const current = await db.memories.get(memory.id);
        if (current && current.text === memory.text) await db.memories.update(memory.id, { embedding: { model: embedder.model, vector: Float32Array.from(vectors[index]!) } });
      }
      await bumpMemoryRevision(db, 'vectors');
    });
    embedded += batch.length;
    options.onProgress?.(await embeddingProgress(db, embedder.model));
  }
  return embedded;
}
