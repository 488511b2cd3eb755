import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const CHROME_BUILD = resolve('.output/chrome-mv3');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ExtensionSession {
  context: BrowserContext;
  extensionId: string;
  worker: () => Promise<Worker>;
  /** Opens an extension page (e.g. `sidepanel.html`) as an ordinary tab. */
  openPage: (path: string) => Promise<Page>;
  /** Stops the service worker the way Chrome does when it is idle. */
  stopServiceWorker: () => Promise<void>;
  close: () => Promise<void>;
}

/** Launches Debian's Chromium with the built extension in a fresh profile. */
export async function launchExtension(options: { webgpu?: boolean } = {}): Promise<ExtensionSession> {
  const profile = await mkdtemp(join(tmpdir(), 'todo-assistant-e2e-'));
  const args = [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    options.webgpu ? '--enable-unsafe-webgpu' : '--disable-gpu',
    `--disable-extensions-except=${CHROME_BUILD}`,
    `--load-extension=${CHROME_BUILD}`,
  ];
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args });

  const worker = async () => {
    const running = context.serviceWorkers().find((w) => w.url().startsWith('chrome-extension://'));
    return running ?? (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  };
  const extensionId = new URL((await worker()).url()).host;

  return {
    context,
    extensionId,
    worker,
    async openPage(path) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`);
      return page;
    },
    async stopServiceWorker() {
      const page = context.pages()[0] ?? (await context.newPage());
      const cdp = await context.newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await cdp.detach();
    },
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
