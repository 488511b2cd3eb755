import { describe, expect, it } from 'vitest';
import { pushedIterable } from '@/lib/models/webllm/host/pushed-iterable';

async function drain<T>(iterable: AsyncIterable<T>) {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('pushedIterable', () => {
  it('yields what was pushed, in order, including items pushed just before the end', async () => {
    const items = pushedIterable<number>(async (push) => {
      push(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      push(2);
      push(3);
    });
    expect(await drain(items)).toEqual([1, 2, 3]);
  });

  it('yields the items pushed before a failure, then throws it', async () => {
    const seen: number[] = [];
    const items = pushedIterable<number>(async (push) => {
      push(1);
      throw new Error('device lost');
    });
    await expect(
      (async () => {
        for await (const item of items) seen.push(item);
      })(),
    ).rejects.toThrow('device lost');
    expect(seen).toEqual([1]);
  });

  it('starts the producer only when iterated', async () => {
    let started = false;
    const items = pushedIterable<number>(async () => {
      started = true;
    });
    expect(started).toBe(false);
    await drain(items);
    expect(started).toBe(true);
  });
});
