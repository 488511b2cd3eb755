/** A unit vector, so a dot product is the cosine similarity. */
export function normalize(vector: readonly number[]): Float32Array {
  const out = Float32Array.from(vector);
  let norm = 0;
  for (const value of out) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let index = 0; index < out.length; index++) out[index]! /= norm;
  return out;
}

export interface VectorEntry {
  id: number;
  vector: Float32Array;
}

/**
 * The ids of the entries most similar to the query (cosine), best first.
 * Brute force over unit vectors: at 10,000 memories of a few hundred
 * dimensions that is a few million multiply-adds, well under a millisecond
 * per thousand. Vectors of another length (another model) are skipped.
 */
export function nearestIds(entries: readonly VectorEntry[], query: readonly number[], limit: number, minSimilarity = 0): number[] {
  const unit = normalize(query);
  const scored: Array<{ id: number; score: number }> = [];
  for (const entry of entries) {
    if (entry.vector.length !== unit.length) continue;
    let dot = 0;
    for (let index = 0; index < unit.length; index++) dot += unit[index]! * entry.vector[index]!;
    if (dot >= minSimilarity) scored.push({ id: entry.id, score: dot });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.id);
}
