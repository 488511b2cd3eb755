/**
 * Runs `work` when the page's main thread is idle (requestIdleCallback), at
 * the latest after `timeoutMs`; where there is no requestIdleCallback (a
 * service worker, Firefox's event page has one), after a short timeout.
 * Returns the way to cancel. For work that follows a big change (an import)
 * and must not compete with what the person does next.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, Math.min(200, timeoutMs));
  return () => clearTimeout(handle);
}
