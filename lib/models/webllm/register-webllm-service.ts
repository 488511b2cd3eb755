import { browser } from 'wxt/browser';
import { listenForIdleHost, getWebLlmHost } from './host/connect-host';
import { downloadCommandSchema } from './download/download-messages';
import { createDownloadService } from './download/download-service';
import { readDownloadRecord, writeDownloadRecord } from './download/download-storage';

/**
 * Background wiring: answers the Settings view's download commands, from this
 * extension's own pages only, and closes the idle offscreen host (Chrome).
 */
export function registerWebLlmService(): void {
  const service = createDownloadService({ host: getWebLlmHost, read: readDownloadRecord, write: writeDownloadRecord });
  browser.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const ownPage = sender.id === browser.runtime.id && (sender.url ?? '').startsWith(browser.runtime.getURL('/'));
    if (!ownPage || !downloadCommandSchema.safeParse(message).success) return;
    void service.receive(message).then(sendResponse, (error: unknown) => sendResponse({ ok: false, error: String(error) }));
    return true;
  });
  listenForIdleHost();
}
