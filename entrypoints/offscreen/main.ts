import { browser } from 'wxt/browser';
import { toPortLike } from '@/lib/messaging/port-like';
import { sendRuntimeRequest } from '@/lib/messaging/send-runtime-request';
import { thisExtension } from '@/lib/messaging/trusted-sender';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { serveHost } from '@/lib/models/webllm/host/serve-host';
import { createLogger } from '@/lib/util';

// Chrome's offscreen document: hosts the WebLLM engine for the background.
// The engine's code loads with import() on the first request, not before.
const log = createLogger('offscreen');
let runtime: Promise<WebLlmHost> | undefined;
const onPort = serveHost({
  self: thisExtension(),
  host: () => (runtime ??= import('@/lib/models/webllm/host/webllm-runtime').then((m) => m.createWebLlmRuntime())),
  // When the background closes this document, the answer never arrives; a failure is only logged (it is tried again after the next operation).
  onIdle: () =>
    void sendRuntimeRequest({ type: 'webllm/host-idle' }).then((reply) => {
      if (!reply.ok) log.warn('could not ask the background to close the idle engine:', reply.error);
    }),
});
browser.runtime.onConnect.addListener((port) => onPort(toPortLike(port)));
