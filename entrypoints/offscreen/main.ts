import { browser } from 'wxt/browser';
import { toPortLike } from '@/lib/messaging/port-like';
import { HOST_IDLE_MESSAGE } from '@/lib/models/webllm/host/host-protocol';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { serveHost } from '@/lib/models/webllm/host/serve-host';

// Chrome's offscreen document: hosts the WebLLM engine for the background.
// The engine's code loads with import() on the first request, not before.
let runtime: Promise<WebLlmHost> | undefined;
const onPort = serveHost({
  self: { id: browser.runtime.id, baseURL: browser.runtime.getURL('/') },
  host: () => (runtime ??= import('@/lib/models/webllm/host/webllm-runtime').then((m) => m.createWebLlmRuntime())),
  onIdle: () => void browser.runtime.sendMessage({ type: HOST_IDLE_MESSAGE }).catch(() => {}),
});
browser.runtime.onConnect.addListener((port) => onPort(toPortLike(port)));
