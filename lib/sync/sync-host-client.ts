import type { PortLike } from '../messaging/port-like';
import { errorMessage } from '../util';
import type { SyncHost } from './sync-host';
import { syncHostReplySchema, type SyncHostReply, type SyncHostRequest } from './sync-host-protocol';

/** The sync host went away before it answered (its document closed, or it never loaded). */
export class SyncHostUnavailable extends Error {
  constructor(detail: string) {
    super(`The sync engine did not answer (${detail}). Nothing was changed; try again.`);
    this.name = 'SyncHostUnavailable';
  }
}

type Answer = Exclude<SyncHostReply, { type: 'heartbeat' | 'error' }>;

/**
 * The background's side of the sync host in Chrome's offscreen document:
 * each operation opens a Port, sends one request and waits for its one
 * validated answer (heartbeats keep the worker awake meanwhile).
 */
export function createPortSyncHost(connect: () => Promise<PortLike>): SyncHost {
  function call(request: SyncHostRequest): Promise<Answer> {
    return new Promise((resolve, reject) => {
      connect().then(
        (port) => {
          let settled = false;
          const finish = (fn: () => void) => {
            if (settled) return;
            settled = true;
            fn();
          };
          port.onDisconnect.addListener(() => finish(() => reject(new SyncHostUnavailable('its page closed'))));
          port.onMessage.addListener((message) => {
            const parsed = syncHostReplySchema.safeParse(message);
            if (!parsed.success || parsed.data.type === 'heartbeat') return;
            const reply = parsed.data;
            finish(() => {
              port.disconnect();
              if (reply.type === 'error') reject(new Error(reply.message));
              else resolve(reply);
            });
          });
          port.postMessage(request);
        },
        (error: unknown) => reject(new SyncHostUnavailable(errorMessage(error))),
      );
    });
  }

  return {
    async connect(login) {
      const reply = await call({ type: 'connect', login });
      if (reply.type !== 'connected') throw new SyncHostUnavailable('it answered another question');
      return reply.outcome;
    },
    async syncNow() {
      const reply = await call({ type: 'sync' });
      if (reply.type !== 'synced') throw new SyncHostUnavailable('it answered another question');
      return reply.report;
    },
  };
}
