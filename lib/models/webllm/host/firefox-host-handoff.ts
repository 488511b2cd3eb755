import type { WebLlmHost } from './webllm-host';

/**
 * Firefox: the engine is built as its own script (entrypoints/webllm-host.ts)
 * that the background loads with import() on first use; the script leaves
 * its host here. A global, because a classic background script cannot share
 * a bundler chunk with a script loaded at run time.
 */
const KEY = '__todoAssistantWebLlmHost';

export function publishFirefoxHost(host: WebLlmHost): void {
  (globalThis as Record<string, unknown>)[KEY] = host;
}

export function takeFirefoxHost(): WebLlmHost | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as WebLlmHost | undefined;
}
