export interface TruncateOptions {
  /** Appended when the text is cut, counted within `max` (default `…`; `''` for none). */
  ellipsis?: string;
  /** Cut at the last space when that keeps at least half of the room (for titles). */
  atWord?: boolean;
}

// The same unit the limits are checked in: a string's `length` (UTF-16 code
// units), as zod's `.max()` and the HTML `maxLength` attribute count it.
const size = (text: string): number => text.length;

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined;

/** The text's user-perceived characters (grapheme clusters), or its code points where Intl.Segmenter is missing. */
function* pieces(text: string): Generator<string> {
  if (segmenter) for (const { segment } of segmenter.segment(text)) yield segment;
  else yield* text;
}

function fitCodePoints(text: string, room: number): string {
  let kept = '';
  for (const point of text) {
    if (size(kept) + size(point) > room) break;
    kept += point;
  }
  return kept;
}

/** The longest start of `text` made of whole pieces that fits in `room` units. */
function fit(text: string, room: number): string {
  let kept = '';
  for (const piece of pieces(text)) {
    if (size(kept) + size(piece) > room) {
      // A single cluster wider than the room (a long emoji sequence): keep the
      // code points that fit rather than nothing, still never half a pair.
      if (kept === '') kept = fitCodePoints(piece, room);
      break;
    }
    kept += piece;
  }
  return kept;
}

/**
 * Shortens text to at most `max` UTF-16 code units, cutting only between
 * grapheme clusters, so an emoji, a flag or a letter with its accent is never
 * split and no lone surrogate is ever produced. Text that fits comes back
 * unchanged; cut text loses its trailing spaces and ends with the ellipsis.
 */
export function truncate(text: string, max: number, options: TruncateOptions = {}): string {
  if (size(text) <= max) return text;
  const ellipsis = options.ellipsis ?? '…';
  const room = Math.max(0, max - size(ellipsis));
  let kept = fit(text, room);
  if (options.atWord) {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > room / 2) kept = kept.slice(0, lastSpace);
  }
  const result = `${kept.trimEnd()}${ellipsis}`;
  return size(result) <= max ? result : fit(result, max);
}
