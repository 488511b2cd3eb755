import { browser } from 'wxt/browser';
import { toPortLike } from '@/lib/messaging/port-like';
import { sendRuntimeRequest } from '@/lib/messaging/send-runtime-request';
import { thisExtension } from '@/lib/messaging/trusted-sender';
import { HOST_PORT_NAME } from '@/lib/models/webllm/host/host-protocol';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { serveHost } from '@/lib/models/webllm/host/serve-host';
import type { SyncHost } from '@/lib/sync/sync-host';
import { serveSyncHost } from '@/lib/sync/serve-sync-host';
import { createLogger, idleGate } from '@/lib/util';

// Chrome's offscreen document (one per extension): hosts the WebLLM engine and
// the CalDAV sync engine for the background. Each engine's code loads with
// import() on its first request, not before.
const log = createLogger('offscreen');

// The background closes this document when both engines have been idle a while.
// When the background closes it, the answer never arrives; a failure is only logged (it is tried again after the next operation).
const gate = idleGate(
  ['webllm', 'sync'],
  () =>
    void sendRuntimeRequest({ type: 'webllm/host-idle' }).then((reply) => {
      if (!reply.ok) log.warn('could not ask the background to close the idle engines:', reply.error);
    }),
);

let runtime: Promise<WebLlmHost> | undefined;
const onWebLlmPort = serveHost({
  self: thisExtension(),
  host: () => (runtime ??= import('@/lib/models/webllm/host/webllm-runtime').then((m) => m.createWebLlmRuntime())),
  onIdle: () => gate.idle('webllm'),
});

let sync: Promise<SyncHost> | undefined;
// Tasks the sync changed: the background sets the reminders and the badge to match.
const loadSync = async (): Promise<SyncHost> => (await import('@/lib/sync/offscreen-sync-runtime')).startSyncRuntime(() => void sendRuntimeRequest({ type: 'reminders/sync' }));
const onSyncPort = serveSyncHost({
  self: thisExtension(),
  host: () => (sync ??= loadSync().catch((error: unknown) => ((sync = undefined), Promise.reject(error)))),
  onBusy: () => gate.busy('sync'),
  onIdle: () => gate.idle('sync'),
});

browser.runtime.onConnect.addListener((port) => {
  if (port.name === HOST_PORT_NAME) gate.busy('webllm');
  const like = toPortLike(port);
  onWebLlmPort(like);
  onSyncPort(like);
});
