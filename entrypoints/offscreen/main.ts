import { browser } from 'wxt/browser';
import type { WebLlmHost } from '@/lib/models/webllm/host/webllm-host';
import { serveHost, type ServeHostOptions } from '@/lib/models/webllm/host/serve-host';

// Chrome's offscreen document: hosts the WebLLM engine for the background.
// The engine's code loads with import() on the first request, not before.
let runtime: Promise<WebLlmHost> | undefined;
serveHost({
  runtime: browser.runtime as unknown as ServeHostOptions['runtime'],
  host: () => (runtime ??= import('@/lib/models/webllm/host/webllm-runtime').then((m) => m.createWebLlmRuntime())),
});
