/**
 * Several users of one resource (the offscreen document hosts WebLLM and the
 * sync engine): each says when it is busy and when it has been idle a while;
 * `onAllIdle` runs when the last of them goes idle. Every part starts busy,
 * until it first says otherwise.
 */
export function idleGate<Part extends string>(parts: readonly Part[], onAllIdle: () => void) {
  const idle = new Set<Part>();
  return {
    busy(part: Part): void {
      idle.delete(part);
    },
    idle(part: Part): void {
      idle.add(part);
      if (parts.every((each) => idle.has(each))) onAllIdle();
    },
  };
}
