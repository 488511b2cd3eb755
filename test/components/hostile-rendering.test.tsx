// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { MessageBubble } from '@/components/chat/MessageBubble';
import { MessageList } from '@/components/chat/MessageList';
import { MARKDOWN_LIMITS, type ThreadItem } from '@/lib/chat';
import { layOutMessageList } from './support/lay-out-message-list';

layOutMessageList();
afterEach(cleanup);

describe('a reply the renderer cannot format never blanks the panel', () => {
  it('a list nested 60 deep is shown as plain text, with a note, instead of being parsed', () => {
    const nested = Array.from({ length: 60 }, (_, depth) => `${' '.repeat(depth * 2)}- level ${depth}`).join('\n');
    const { container } = render(<MessageBubble role="assistant" text={nested} />);
    expect(container.querySelector('li')).toBeNull();
    expect(container.textContent).toContain('- level 59');
    expect(screen.getByText(/Shown as plain text: it nests too deeply to format/)).toBeTruthy();
  });

  it('a reply longer than the limit is plain text; one just under it is formatted', () => {
    const long = `**bold** ${'word '.repeat(MARKDOWN_LIMITS.chars / 5)}`;
    const { container, unmount } = render(<MessageBubble role="assistant" text={long} />);
    expect(container.querySelector('strong')).toBeNull();
    expect(screen.getByText(/too long to format/)).toBeTruthy();
    unmount();
    const { container: short } = render(<MessageBubble role="assistant" text={`**bold** ${'word '.repeat(100)}`} />);
    expect(short.querySelector('strong')?.textContent).toBe('bold');
  });

  it('a message whose value cannot be rendered shows as a note, and the messages around it stay readable', () => {
    // An imported value a schema let through by mistake: an object where text belongs.
    const odd = { toString: 0 } as unknown as string;
    const thread: ThreadItem[] = [
      { kind: 'user', key: 'm1', text: 'Before' },
      { kind: 'user', key: 'm2', text: odd },
      { kind: 'assistant', key: 'm3', text: 'After' },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<MessageList thread={thread} liveItems={[]} running={false} />);
    expect(screen.getByText('Before')).toBeTruthy();
    expect(screen.getByText('After')).toBeTruthy();
    expect(screen.getByText(/This message could not be shown in full/)).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('the Markdown renderer on any text', () => {
  const timings: number[] = [];
  afterAll(() => {
    const sorted = [...timings].sort((a, b) => a - b);
    if (sorted.length === 0) return;
    // Printed, not asserted: the machine is shared. The work is bounded by MARKDOWN_LIMITS.
    console.info(`Markdown render of ${sorted.length} fuzzed texts: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`);
  });

  /** Texts made of the characters Markdown gives meaning to, up to 20 kB. */
  const hostile = fc.oneof(
    fc.string({ unit: fc.constantFrom('-', ' ', '\n', '`', '[', ']', '(', ')', '*', '_', '>', '#', '|', '!', '<', '1', '.', 'a', '\\', '~'), maxLength: 20_000 }),
    fc
      .tuple(fc.constantFrom('- ', '`', '[a](', '[', '> ', '*_', '  - x\n', '1. ', '|a|\n', '```\n'), fc.integer({ min: 1, max: 5000 }))
      .map(([unit, count]) => unit.repeat(count).slice(0, 20_000)),
    fc.string({ maxLength: 2000 }),
  );

  it('renders every string up to 20 kB, or falls back to plain text, without throwing', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const started = performance.now();
        const { container, unmount } = render(<MessageBubble role="assistant" text={text} />);
        timings.push(performance.now() - started);
        // Whatever it is, the panel shows the message (the bubble is there) and nothing ran away.
        expect(container.querySelector('.bubble')).not.toBeNull();
        unmount();
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
