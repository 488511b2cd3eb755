import { describe, expect, it } from 'vitest';
import { rovingIndex } from '@/lib/util';

describe('rovingIndex', () => {
  it('moves right and left, wrapping at the ends', () => {
    expect(rovingIndex('ArrowRight', 0, 4)).toBe(1);
    expect(rovingIndex('ArrowRight', 3, 4)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(rovingIndex('ArrowLeft', 2, 4)).toBe(1);
  });

  it('goes to the first and last with Home and End', () => {
    expect(rovingIndex('Home', 2, 4)).toBe(0);
    expect(rovingIndex('End', 1, 4)).toBe(3);
  });

  it('ignores other keys and an empty list', () => {
    expect(rovingIndex('ArrowDown', 1, 4)).toBeUndefined();
    expect(rovingIndex('a', 1, 4)).toBeUndefined();
    expect(rovingIndex('ArrowRight', 0, 0)).toBeUndefined();
  });
});
