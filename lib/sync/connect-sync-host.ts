import { browser } from 'wxt/browser';
import { toPortLike } from '../messaging/port-like';
import { takeFirefoxSyncHost } from './firefox-sync-handoff';
import type { SyncHost } from './sync-host';
import { createPortSyncHost, SyncHostUnavailable } from './sync-host-client';
import { SYNC_HOST_PORT_NAME } from './sync-host-protocol';

export interface SyncHostWiring {
  /** Chrome: creates the offscreen document (shared with WebLLM) when it is not open. */
  ensureOffscreenDocument: () => Promise<void>;
  /** Firefox: the background's own "tasks changed" (reminders and the badge follow). */
  onTasksChanged: () => void;
}

/**
 * THE browser difference for the sync engine, as for WebLLM
 * (lib/models/webllm/host/connect-host.ts): the background never bundles
 * tsdav or ical.js.
 * - Chrome: a service worker cannot import() a chunk, so the engine runs in
 *   the offscreen document; each operation is one Port.
 * - Firefox: the event page import()s the engine's own script
 *   (entrypoints/sync-host.ts) on the first sync.
 * `import.meta.env.FIREFOX` is a build-time constant: each build keeps one branch.
 */
export function createSyncHost({ ensureOffscreenDocument, onTasksChanged }: SyncHostWiring): SyncHost {
  if (import.meta.env.FIREFOX) {
    let loading: Promise<SyncHost> | undefined;
    const load = () =>
      (loading ??= (async () => {
        // A literal path, resolved against the event page's own moz-extension:// URL (as webllm-host.js).
        await import(/* @vite-ignore */ '/sync-host.js');
        const factory = takeFirefoxSyncHost();
        if (!factory) throw new SyncHostUnavailable('its script did not load');
        return factory(onTasksChanged);
      })().catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
    return {
      connect: async (login) => (await load()).connect(login),
      syncNow: async () => (await load()).syncNow(),
    };
  }
  return createPortSyncHost(async () => {
    await ensureOffscreenDocument();
    return toPortLike(browser.runtime.connect({ name: SYNC_HOST_PORT_NAME }));
  });
}
