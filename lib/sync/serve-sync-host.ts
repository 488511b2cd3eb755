import type { PortLike } from '../messaging/port-like';
import { HEARTBEAT_INTERVAL_MS } from '../messaging/protocol';
import { isTrustedSender, type ExtensionIdentity } from '../messaging/trusted-sender';
import { errorMessage } from '../util';
import { startHeartbeat } from '../util/heartbeat';
import type { SyncHost } from './sync-host';
import { SYNC_HOST_PORT_NAME, syncHostRequestSchema, type SyncHostReply, type SyncHostRequest } from './sync-host-protocol';

export interface ServeSyncHostOptions {
  /** This extension: only its own contexts (the background) may open a sync Port. */
  self: ExtensionIdentity;
  /** The engine, loaded on the first request. */
  host: () => Promise<SyncHost>;
  /** A sync or a connection started. */
  onBusy?: () => void;
  /** Nothing has run for idleMs (also idleMs after the start, when nothing came). */
  onIdle?: () => void;
  idleMs?: number;
  heartbeatMs?: number;
}

/**
 * The sync host's side (Chrome's offscreen document): returns the
 * `runtime.onConnect` listener that accepts one operation per Port from this
 * extension only, runs it on the engine and answers once. A Port closed
 * early does not stop a sync (it would leave half a sync); its answer is
 * dropped, and the account row says how it went.
 */
export function serveSyncHost({ self, host, onBusy, onIdle, idleMs = 60_000, heartbeatMs = HEARTBEAT_INTERVAL_MS }: ServeSyncHostOptions): (port: PortLike) => void {
  let active = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    if (active === 0 && onIdle) idleTimer = setTimeout(onIdle, idleMs);
  };
  armIdle();

  async function run(request: SyncHostRequest): Promise<SyncHostReply> {
    const engine = await host();
    if (request.type === 'connect') return { type: 'connected', outcome: await engine.connect(request.login) };
    return { type: 'synced', report: await engine.syncNow() };
  }

  return (port) => {
    if (port.name !== SYNC_HOST_PORT_NAME || !isTrustedSender(port.sender, self)) return;
    let open = true;
    let started = false;
    port.onDisconnect.addListener(() => (open = false));
    port.onMessage.addListener((message) => {
      const parsed = syncHostRequestSchema.safeParse(message);
      if (!parsed.success || started) return;
      started = true;
      active += 1;
      clearTimeout(idleTimer);
      onBusy?.();
      const send = (reply: SyncHostReply) => {
        if (open) port.postMessage(reply);
      };
      // Chrome stops an idle service worker after 30 s; the first sync of a large calendar takes longer.
      const stopBeat = startHeartbeat(() => send({ type: 'heartbeat' }), heartbeatMs);
      void run(parsed.data)
        .catch((error: unknown): SyncHostReply => ({ type: 'error', message: errorMessage(error).slice(0, 2000) }))
        .then(send)
        .finally(() => {
          stopBeat();
          active -= 1;
          armIdle();
        });
    });
  };
}
