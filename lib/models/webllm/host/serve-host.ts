import { toWebLlmError } from '../webllm-error';
import { HOST_IDLE_MESSAGE, HOST_PORT_NAME, hostRequestSchema, type HostReply, type HostRequest } from './host-protocol';
import type { WebLlmHost } from './webllm-host';

/** A runtime Port as both browsers give it (the parts we use). */
export interface PortLike {
  name: string;
  sender?: { id?: string };
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(cb: (message: unknown) => void): void };
  onDisconnect: { addListener(cb: () => void): void };
}

export interface ServeHostOptions {
  runtime: {
    id: string;
    onConnect: { addListener(cb: (port: PortLike) => void): void };
    sendMessage(message: unknown): Promise<unknown>;
  };
  host: () => Promise<WebLlmHost>;
  idleMs?: number;
  heartbeatMs?: number;
}

/**
 * The offscreen document's side: accepts one operation per Port from this
 * extension only, runs it on the host, and streams replies back. Closing the
 * Port cancels the operation. After idleMs without work it asks the
 * background to close the document, which frees the GPU memory.
 */
export function serveHost({ runtime, host, idleMs = 5 * 60_000, heartbeatMs = 20_000 }: ServeHostOptions): void {
  let active = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  const armIdle = () => {
    clearTimeout(idleTimer);
    if (active === 0) idleTimer = setTimeout(() => void runtime.sendMessage({ type: HOST_IDLE_MESSAGE }).catch(() => {}), idleMs);
  };
  armIdle();

  runtime.onConnect.addListener((port) => {
    if (port.name !== HOST_PORT_NAME || port.sender?.id !== runtime.id) return;
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
      const heartbeat = setInterval(() => send({ type: 'heartbeat' }), heartbeatMs);
      void run(parsed.data, send, controller.signal)
        .catch((error) => {
          const clear = toWebLlmError(error);
          send({ type: 'error', kind: clear.kind, message: clear.message });
        })
        .finally(() => {
          clearInterval(heartbeat);
          active -= 1;
          armIdle();
        });
    });
  });

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
      case 'is-cached':
        send({ type: 'done', cached: await h.isCached(request.modelId) });
        return;
    }
  }
}
