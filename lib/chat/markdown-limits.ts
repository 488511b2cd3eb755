/**
 * What the panel renders as Markdown at most; past these a reply is shown as
 * the plain text it is. The Markdown parser's work grows with length and with
 * nesting (markdown-to-jsx 9 took 0.7 s on 500 nested list levels; 7.7 took
 * 15 s on 4,000 backticks), so both are bounded before parsing rather than timed.
 */
export const MARKDOWN_LIMITS = {
  /** Characters: a long reply is a few thousand. 20,000 of "- a" lines took 140 ms to render in Node. */
  chars: 10_000,
  /** Lines: each can become an element (a list item, a quote, a paragraph). */
  lines: 400,
  /** Block nesting on one line: list items, quotes and their indentation. */
  blockDepth: 8,
  /** Inline nesting: open brackets and emphasis inside each other. */
  inlineDepth: 16,
} as const;

export type PlainTextReason = 'length' | 'nesting';

const CONTAINER = /^(?:>|[-*+](?=\s|$)|\d{1,9}[.)](?=\s|$))\s*/;

/** How deep one line nests blocks: indentation (four columns a level) or container markers, whichever is more. */
function blockDepthOf(line: string): number {
  let rest = line;
  let markers = 0;
  let indent = 0;
  for (;;) {
    const spaces = /^[ \t]*/.exec(rest)![0];
    indent += spaces.replace(/\t/g, '    ').length;
    rest = rest.slice(spaces.length);
    const marker = CONTAINER.exec(rest);
    if (!marker) break;
    markers += 1;
    rest = rest.slice(marker[0].length);
    if (markers > MARKDOWN_LIMITS.blockDepth) break;
  }
  return Math.max(markers, Math.floor(indent / 4));
}

/** The deepest nesting of open brackets, parentheses and emphasis runs (each a level). */
function inlineDepthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '[' || char === '(') depth += 1;
    else if ((char === ']' || char === ')') && depth > 0) depth -= 1;
    else if (char === '\n') depth = 0;
    if (depth > deepest) deepest = depth;
  }
  const emphasis = /[*_~]{4,}/g;
  let run = 0;
  for (const match of text.matchAll(emphasis)) run = Math.max(run, match[0].length);
  return Math.max(deepest, run);
}

/**
 * Why a text is shown as plain text instead of Markdown, or undefined when
 * it may be rendered. Linear in the text's length.
 */
export function plainTextReason(text: string): PlainTextReason | undefined {
  if (text.length > MARKDOWN_LIMITS.chars) return 'length';
  let start = 0;
  let fenced = false;
  let lines = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end === -1 ? text.length : end);
    // Code in a fence is shown as it is, however deeply it is indented.
    lines += 1;
    if (lines > MARKDOWN_LIMITS.lines) return 'length';
    if (/^\s{0,3}(?:```|~~~)/.test(line)) fenced = !fenced;
    else if (!fenced && blockDepthOf(line) > MARKDOWN_LIMITS.blockDepth) return 'nesting';
    if (end === -1) break;
    start = end + 1;
  }
  if (inlineDepthOf(text) > MARKDOWN_LIMITS.inlineDepth) return 'nesting';
  return undefined;
}
