/** The usual constant of reciprocal rank fusion (Cormack et al.): damps the weight of the very first ranks. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each list gives an item 1 / (k + rank); items are
 * ordered by the sum. Lists of different scales (BM25 scores, cosine
 * similarities) meet on ranks alone. Ties keep the order of first appearance.
 */
export function reciprocalRankFusion(lists: ReadonlyArray<readonly number[]>, k: number = RRF_K): number[] {
  const scores = new Map<number, number>();
  for (const list of lists) {
    list.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1)));
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
