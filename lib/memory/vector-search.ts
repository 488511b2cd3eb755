/** A unit vector, so a dot product is the cosine similarity. */
export function normalize(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let norm = 0;
  for (const value of out) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let index = 0; index < out.length; index++) out[index]! /= norm;
  return out;
}

/** The vectors of one model as unit rows of one contiguous array (fast to scan), with their memories' ids. */
export interface VectorMatrix {
  ids: Int32Array;
  dimensions: number;
  data: Float32Array;
}

/** Rows of another length than the first (a model's vectors all have one) are left out. */
export function vectorMatrix(entries: ReadonlyArray<{ id: number; vector: ArrayLike<number> }>): VectorMatrix {
  const dimensions = entries[0]?.vector.length ?? 0;
  const kept = entries.filter((entry) => entry.vector.length === dimensions);
  const data = new Float32Array(kept.length * dimensions);
  kept.forEach((entry, row) => data.set(normalize(entry.vector), row * dimensions));
  return { ids: Int32Array.from(kept.map((entry) => entry.id)), dimensions, data };
}

/**
 * The ids of the rows most similar to the query (cosine), best first, at
 * most `limit`, none below `minSimilarity`. Brute force over one contiguous
 * array, keeping only the best `limit` as it goes (no sort of every score):
 * at 10,000 memories of 768 dimensions that is 7.7 million multiply-adds.
 * A query of another length (another model) finds nothing.
 */
export function nearestIds(matrix: VectorMatrix, query: ArrayLike<number>, limit: number, minSimilarity = 0): number[] {
  if (query.length !== matrix.dimensions || limit <= 0) return [];
  const unit = normalize(query);
  const { data, dimensions, ids } = matrix;
  const bestScores: number[] = [];
  const bestIds: number[] = [];
  for (let row = 0; row < ids.length; row++) {
    let dot = 0;
    const offset = row * dimensions;
    for (let index = 0; index < dimensions; index++) dot += unit[index]! * data[offset + index]!;
    if (dot < minSimilarity || (bestScores.length === limit && dot <= bestScores[limit - 1]!)) continue;
    let at = bestScores.length;
    while (at > 0 && bestScores[at - 1]! < dot) at--;
    bestScores.splice(at, 0, dot);
    bestIds.splice(at, 0, ids[row]!);
    if (bestScores.length > limit) {
      bestScores.pop();
      bestIds.pop();
    }
  }
  return bestIds;
}
