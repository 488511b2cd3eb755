import { browser } from 'wxt/browser';
import { createRuntimeRequestListener } from '../../messaging/runtime-request-listener';
import { thisExtension } from '../../messaging/trusted-sender';
import { ok } from '../../util';
import { getWebLlmHost } from './host/connect-host';
import { closeOffscreenDocument } from './host/offscreen-document';
import { createDownloadService } from './download/download-service';
import { readDownloadRecord, writeDownloadRecord } from './download/download-storage';

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
