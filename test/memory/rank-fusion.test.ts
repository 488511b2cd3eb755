import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from '@/lib/memory';
import { nearestIds, vectorMatrix } from '@/lib/memory/vector-search';

describe('reciprocal rank fusion', () => {
  it('puts first what both searches rank well, above what only one ranks first', () => {
    // 7 is first by words only, 9 first by meaning only, 3 second in both.
    expect(
      reciprocalRankFusion([
        [7, 3, 5],
        [9, 3, 1],
      ])[0],
    ).toBe(3);
  });

  it('scores by rank alone: 1/(k+rank) summed over the lists', () => {
    const fused = reciprocalRankFusion([[1, 2], [2]]);
    expect(fused).toEqual([2, 1]);
    expect(1 / (RRF_K + 2) + 1 / (RRF_K + 1)).toBeGreaterThan(1 / (RRF_K + 1));
  });

  it('is one list unchanged when the other is empty (lexical only)', () => {
    expect(reciprocalRankFusion([[4, 2, 8], []])).toEqual([4, 2, 8]);
  });
});

describe('vector search', () => {
  it('finds the nearest by cosine, best first, and skips vectors of another size (another model)', () => {
    const matrix = vectorMatrix([
      { id: 3, vector: [0, 1, 0] },
      { id: 1, vector: [2, 0, 0] },
      { id: 2, vector: [0.9, 0.1, 0] },
      { id: 4, vector: [1, 0] },
      { id: 5, vector: [0, 0, 1] },
    ]);
    expect(nearestIds(matrix, [1, 0.05, 0], 3)).toEqual([1, 2, 3]);
    expect(nearestIds(matrix, [1, 0.05, 0], 3, 0.5)).toEqual([1, 2]);
    expect(nearestIds(matrix, [1, 0.05], 3)).toEqual([]);
  });

  it('keeps the same best matches as a full sort', () => {
    const entries = Array.from({ length: 300 }, (_, index) => ({ id: index + 1, vector: [Math.sin(index), Math.cos(index * 1.7), Math.sin(index * 0.3)] }));
    const query = [0.3, -0.5, 0.8];
    const unit = (v: number[]) => v.map((x) => x / Math.hypot(...v));
    const q = unit(query);
    const sorted = entries
      .map((entry) => ({ id: entry.id, score: unit(entry.vector).reduce((sum, x, i) => sum + x * q[i]!, 0) }))
      .sort((a, b) => b.score - a.score)
      .slice(0, 10)
      .map((entry) => entry.id);
    expect(nearestIds(vectorMatrix(entries), query, 10)).toEqual(sorted);
  });
});
