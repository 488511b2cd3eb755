import { browser } from 'wxt/browser';
import { createRuntimeRequestListener } from '../../lib/messaging/runtime-request-listener';
import { thisExtension } from '../../lib/messaging/trusted-sender';
import { ok } from '../../lib/util';
import { getWebLlmHost } from '../../lib/models/webllm/host/connect-host';
import { closeOffscreenDocument } from '../../lib/models/webllm/host/offscreen-document';
import { createDownloadService } from '../../lib/models/webllm/download/download-service';
import { readDownloadRecord, writeDownloadRecord } from '../../lib/models/webllm/download/download-storage';

/**
 * Background wiring: answers the Settings view's download commands and, in
 * Chrome, the offscreen host's notice that it is idle (closing it frees the
 * GPU memory). The listener answers this extension's own contexts only.
 */
export function registerWebLlmService(): void {
  const service = createDownloadService({ host: getWebLlmHost, read: readDownloadRecord, write: writeDownloadRecord });
  browser.runtime.onMessage.addListener(
    createRuntimeRequestListener(thisExtension(), {
      ...service.handlers,
      // Firefox runs the engine in the background page itself: there is no document to close.
      ...(import.meta.env.FIREFOX
        ? {}
        : {
            'webllm/host-idle': async () => {
              await closeOffscreenDocument();
              return ok();
            },
          }),
    }),
  );
}
