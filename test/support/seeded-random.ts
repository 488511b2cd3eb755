/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same sequence, so a chaos run, a generated
 * pattern sample or a seeded benchmark database can be repeated exactly.
 */
export function seededRandom(seed: number): { next: () => number; int: (below: number) => number; pick: <T>(items: readonly T[]) => T } {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]! };
}
