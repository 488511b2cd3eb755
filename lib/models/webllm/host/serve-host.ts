import type { PortLike } from '../../../messaging/port-like';
import { HEARTBEAT_INTERVAL_MS } from '../../../messaging/protocol';
import { startHeartbeat } from '../../../util/heartbeat';
import { isTrustedSender, type ExtensionIdentity } from '../../../messaging/trusted-sender';
import { toWebLlmError } from '../webllm-error';
import { HOST_PORT_NAME, hostRequestSchema, type HostReply, type HostRequest } from './host-protocol';
import type { WebLlmHost } from './webllm-host';

export interface ServeHostOptions {
  /** This extension: only its own contexts (the background) may open a host Port. */
  self: ExtensionIdentity;
  host: () => Promise<WebLlmHost>;
  /** Called when the host has had nothing to do for idleMs: ask the background to close the document. */
  onIdle: () => void;
  idleMs?: number;
  heartbeatMs?: number;
}

/**
 * The offscreen document's side: returns the `runtime.onConnect` listener
 * that accepts one operation per Port from this extension only, runs it on
 * the host, and streams replies back. Closing the Port cancels the operation.
 * After idleMs without work it calls onIdle, so the background can close the
 * document and free the GPU memory.
 */
export function serveHost({ self, host, onIdle, idleMs = 5 * 60_000, heartbeatMs = HEARTBEAT_INTERVAL_MS }: ServeHostOptions): (port: PortLike) => void {
  let active = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    if (active === 0) idleTimer = setTimeout(onIdle, idleMs);
  };
  armIdle();

  async function run(request: HostRequest, send: (reply: HostReply) => void, signal: AbortSignal) {
    const h = await host();
    switch (request.type) {
      case 'generate':
        for await (const chunk of h.generate(request.request, signal)) send({ type: 'chunk', chunk });
        send({ type: 'done' });
        return;
      case 'download': {
        const { resolvedId } = await h.download(request.modelId, (p) => send({ type: 'progress', ...p }), signal);
        send({ type: 'done', resolvedId });
        return;
      }
      case 'delete':
        await h.deleteModel(request.modelId);
        send({ type: 'done' });
        return;
      case 'embed':
        send({ type: 'done', vectors: await h.embed(request.modelId, request.texts, signal) });
        return;
      case 'is-cached':
        send({ type: 'done', cached: await h.isCached(request.modelId) });
        return;
    }
  }

  return (port) => {
    // The background's Port carries the worker script's URL, one of this extension's own.
    if (port.name !== HOST_PORT_NAME || !isTrustedSender(port.sender, self)) return;
    const controller = new AbortController();
    let started = false;
    port.onDisconnect.addListener(() => controller.abort());
    port.onMessage.addListener((message) => {
      const parsed = hostRequestSchema.safeParse(message);
      if (!parsed.success || started) return;
      started = true;
      active += 1;
      clearTimeout(idleTimer);
      const send = (reply: HostReply) => {
        if (!controller.signal.aborted) port.postMessage(reply);
      };
      // Chrome stops an idle service worker after 30 s; a slow shard of a
      // download could take longer than that between progress reports.
      const stopBeat = startHeartbeat(() => send({ type: 'heartbeat' }), heartbeatMs);
      void run(parsed.data, send, controller.signal)
        .catch((error: unknown) => {
          const clear = toWebLlmError(error);
          send({ type: 'error', kind: clear.kind, message: clear.message });
        })
        .finally(() => {
          stopBeat();
          active -= 1;
          armIdle();
        });
    });
  };
}
