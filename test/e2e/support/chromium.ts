import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

export interface LaunchOptions {
  /** Starts Chromium with a software WebGPU adapter (SwiftShader). */
  webgpu?: boolean;
  /**
   * Host permissions to treat as already granted, as after the user's
   * "Allow": headless Chromium cannot answer the permission prompt (the
   * request never settles), so the session runs a copy of the build whose
   * manifest lists them. Everything else is the real extension.
   */
  grantHosts?: string[];
  /** An unpacked extension other than the build, e.g. the contents of the store zip. */
  extensionDir?: string;
}

async function copyWithGrantedHosts(dir: string, hosts: string[], source: string): Promise<string> {
  const ext = join(dir, 'ext');
  await cp(source, ext, { recursive: true });
  const manifestPath = join(ext, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { host_permissions?: string[] };
  manifest.host_permissions = [...(manifest.host_permissions ?? []), ...hosts];
  await writeFile(manifestPath, JSON.stringify(manifest));
  return ext;
}

/** Launches Debian's Chromium with the built extension in a fresh profile. */
export async function launchExtension(options: LaunchOptions = {}): Promise<ExtensionSession> {
  const dir = await mkdtemp(join(tmpdir(), 'todo-assistant-e2e-'));
  const profile = join(dir, 'profile');
  const source = options.extensionDir ?? CHROME_BUILD;
  const extension = options.grantHosts?.length ? await copyWithGrantedHosts(dir, options.grantHosts, source) : source;
  const args = [
    '--headless=new',
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    options.webgpu ? '--enable-unsafe-webgpu' : '--disable-gpu',
    `--disable-extensions-except=${extension}`,
    `--load-extension=${extension}`,
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
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Settings opens as an overview with closed sections: open them all, as a person would one by one. */
export async function openSettingsSections(page: import('playwright-core').Page): Promise<void> {
  await page.locator('details.settings-section').first().waitFor();
  for (const section of await page.locator('details.settings-section').all()) {
    if (!(await section.evaluate((element) => (element as HTMLDetailsElement).open))) await section.locator('> summary').click();
  }
}
