// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageList } from '@/components/chat/MessageList';
import type { LiveItem, ThreadItem } from '@/lib/chat';

afterEach(cleanup);

/** The chat's scroller is `height` px tall with `content` px of messages; counts how often its size is read (each read lays the page out). */
function layOut(height: number, content: number) {
  const reads = { count: 0 };
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')!.get!;
  const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!.get!;
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('message-list') ? height : clientHeight.call(this);
    }),
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      if (!this.classList.contains('message-list')) return scrollHeight.call(this);
      reads.count++;
      return content;
    }),
  ];
  return { reads, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

const thread: ThreadItem[] = Array.from({ length: 50 }, (_, i) =>
  i % 2 ? { kind: 'assistant', key: `a${i}`, text: `Reply ${i}` } : { kind: 'user', key: `u${i}`, text: `Question ${i}` },
);
const live = (text: string): LiveItem[] => [{ kind: 'text', key: 'live-text-0', text }];

/** Renders a streamed answer growing over `pieces` renders; returns the size reads they cost. */
function streamAnswer(hasEarlier: boolean, pieces: number): number {
  const onLoadEarlier = vi.fn();
  const { rerender } = render(<MessageList thread={thread} liveItems={live('A')} running hasEarlier={hasEarlier} onLoadEarlier={onLoadEarlier} />);
  const { reads, restore } = layOut(600, 10_000);
  try {
    for (let piece = 1; piece <= pieces; piece++) {
      rerender(<MessageList thread={thread} liveItems={live('A'.repeat(piece + 1))} running hasEarlier={hasEarlier} onLoadEarlier={onLoadEarlier} />);
    }
  } finally {
    restore();
  }
  cleanup();
  return reads.count;
}

/**
 * The list checks whether it is too short to scroll (and fetches earlier
 * messages to fill it), but not on every render: a streamed answer renders
 * it many times a second, and each read of its size lays the panel out.
 * A long conversation (earlier messages to load) must not cost more per
 * streamed piece than a short one.
 */
describe('the chat’s layout while an answer streams', () => {
  it('reads its size no more often with earlier messages to load than without', () => {
    const withoutEarlier = streamAnswer(false, 20);
    const withEarlier = streamAnswer(true, 20);
    expect(withEarlier).toBeLessThanOrEqual(withoutEarlier + 2);
  });

  it('still fetches earlier messages when what is loaded does not fill the window', () => {
    const { restore } = layOut(600, 300);
    try {
      const onLoadEarlier = vi.fn();
      render(<MessageList thread={thread.slice(0, 4)} liveItems={[]} running={false} hasEarlier onLoadEarlier={onLoadEarlier} />);
      expect(onLoadEarlier).toHaveBeenCalled();
    } finally {
      restore();
    }
  });
});
