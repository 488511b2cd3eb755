import type { SyncHost } from './sync-host';

/**
 * Firefox: the sync engine is built as its own script (entrypoints/sync-host.ts)
 * that the background event page loads with import() on the first sync; the
 * script leaves a factory here. A global, because a classic background script
 * cannot share a bundler chunk with a script loaded at run time. The factory
 * takes the background's own "tasks changed" call: the script has its own
 * copy of lib/tools, whose listeners the background never sees.
 */
const KEY = '__todoAssistantSyncHost';

export type SyncHostFactory = (onTasksChanged: () => void) => SyncHost;

export function publishFirefoxSyncHost(factory: SyncHostFactory): void {
  (globalThis as Record<string, unknown>)[KEY] = factory;
}

export function takeFirefoxSyncHost(): SyncHostFactory | undefined {
  return (globalThis as Record<string, unknown>)[KEY] as SyncHostFactory | undefined;
}
