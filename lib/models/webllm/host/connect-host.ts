import { browser } from 'wxt/browser';
import { toPortLike } from '../../../messaging/port-like';
import { HOST_PORT_NAME } from './host-protocol';
import { ensureOffscreenDocument } from './offscreen-document';
import { webLlmError } from '../webllm-error';
import { takeFirefoxHost } from './firefox-host-handoff';
import { createPortHostClient } from './port-host-client';
import type { WebLlmHost } from './webllm-host';

/**
 * THE browser difference for WebLLM, in one place.
 * - Chrome: service workers may not import(), so the engine lives in an
 *   offscreen document created on first use; we talk to it over Ports.
 * - Firefox: the background is an event page where import() works, so the
 *   engine loads right here, on first use, from its own script
 *   (entrypoints/webllm-host.ts): a classic background script cannot split
 *   chunks, so a plain import('./webllm-runtime') would inline WebLLM.
 * `import.meta.env.FIREFOX` is a build-time constant, so each build keeps one
 * branch and Chrome's background never references the engine's chunk.
 */
let host: WebLlmHost | undefined;

export function getWebLlmHost(): WebLlmHost {
  if (host) return host;
  if (import.meta.env.FIREFOX) {
    let loading: Promise<WebLlmHost> | undefined;
    const load = () =>
      (loading ??= (async () => {
        // A literal path, resolved against the event page's own moz-extension:// URL: the
        // same file as runtime.getURL('/webllm-host.js'), but one the Add-ons linter can
        // see is a file of the package (a computed URL is its UNSAFE_VAR_ASSIGNMENT warning).
        await import(/* @vite-ignore */ '/webllm-host.js');
        const loaded = takeFirefoxHost();
        if (!loaded) throw webLlmError('host-unavailable', 'the engine script did not load');
        return loaded;
      })().finally(() => {
        if (!takeFirefoxHost()) loading = undefined;
      }));
    host = {
      async *generate(request, signal) {
        yield* (await load()).generate(request, signal);
      },
      download: async (modelId, onProgress, signal) => (await load()).download(modelId, onProgress, signal),
      embed: async (modelId, texts, signal) => (await load()).embed(modelId, texts, signal),
      deleteModel: async (modelId) => (await load()).deleteModel(modelId),
      isCached: async (modelId) => (await load()).isCached(modelId),
    };
  } else {
    host = createPortHostClient(async () => {
      await ensureOffscreenDocument();
      return toPortLike(browser.runtime.connect({ name: HOST_PORT_NAME }));
    });
  }
  return host;
}
