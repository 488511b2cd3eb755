import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from '@/lib/memory';
import { nearestIds } from '@/lib/memory/vector-search';
import { normalize } from '@/lib/memory/vector-search';

describe('reciprocal rank fusion', () => {
  it('puts first what both searches rank well, above what only one ranks first', () => {
    // 7 is first by words only, 9 first by meaning only, 3 second in both.
    expect(reciprocalRankFusion([[7, 3, 5], [9, 3, 1]])[0]).toBe(3);
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
  it('finds the nearest by cosine and skips vectors of another size (another model)', () => {
    const entries = [
      { id: 1, vector: normalize([1, 0, 0]) },
      { id: 2, vector: normalize([0.9, 0.1, 0]) },
      { id: 3, vector: normalize([0, 1, 0]) },
      { id: 4, vector: normalize([1, 0]) },
    ];
    expect(nearestIds(entries, [1, 0.05, 0], 3)).toEqual([1, 2, 3]);
    expect(nearestIds(entries, [1, 0.05, 0], 3, 0.5)).toEqual([1, 2]);
  });
});
