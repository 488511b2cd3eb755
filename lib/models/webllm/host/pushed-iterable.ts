/**
 * Turns a producer that pushes items (WebLLM's stream, a Port's messages)
 * into an async iterable: items come out in order, the iteration ends when
 * the producer's promise resolves and throws what it rejects with.
 */
export async function* pushedIterable<T>(produce: (push: (item: T) => void) => Promise<unknown>): AsyncIterable<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let finished = false;
  let failure: unknown;
  const notify = () => wake?.();
  produce((item) => {
    queue.push(item);
    notify();
  }).then(
    () => {
      finished = true;
      notify();
    },
    (error: unknown) => {
      failure = error;
      finished = true;
      notify();
    },
  );
  for (;;) {
    if (queue.length > 0) {
      yield queue.shift()!;
      continue;
    }
    if (finished) break;
    await new Promise<void>((resolve) => (wake = resolve));
  }
  if (failure) throw failure;
}
