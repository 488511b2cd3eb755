/**
 * The WAI-ARIA tabs pattern's arrow keys: which of `count` items a key moves to
 * from `current` (Left/Right wrap around, Home and End go to the ends), or
 * undefined for a key that does not move.
 */
export function rovingIndex(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
