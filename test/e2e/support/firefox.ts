import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { readStoreInPage } from './read-store';

export const FIREFOX_BUILD = resolve('.output/firefox-mv3');
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The add-on id the manifest gives Firefox (wxt.config.ts). */
const GECKO_ID = 'todo-assistant@example.org';

export interface FirefoxSession {
  browser: Browser;
  /** The extension's internal UUID, fixed before install: its pages live at `moz-extension://<uuid>/`. */
  uuid: string;
  /** Opens an extension page (e.g. `sidepanel.html`) as an ordinary tab, once `readySelector` is on it. */
  openPage: (path: string, readySelector: string) => Promise<Page>;
  close: () => Promise<void>;
}

/**
 * Launches Debian's Firefox ESR over WebDriver BiDi with the built extension
 * (`.output/firefox-mv3`) installed as a temporary add-on in a fresh profile.
 */
export interface FirefoxOptions {
  /**
   * Grant optional permissions (the model server's data consent, hosts) when
   * the extension asks from a user action, without Firefox's prompt, which a
   * test cannot answer: as a user who clicks Allow.
   */
  allowOptionalPermissions?: boolean;
}

export async function launchFirefoxExtension(options: FirefoxOptions = {}): Promise<FirefoxSession> {
  if (!existsSync(resolve(FIREFOX_BUILD, 'manifest.json'))) {
    throw new Error(`No Firefox build at ${FIREFOX_BUILD}: run \`npm run build:firefox\` (or \`npm run test:e2e\`, which builds both browsers).`);
  }
  const uuid = randomUUID();
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Without it Firefox refuses to navigate to moz-extension:// pages.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: uuid }),
      ...(options.allowOptionalPermissions ? { 'extensions.webextOptionalPermissionPrompts': false } : {}),
    },
  });
  try {
    await browser.installExtension(FIREFOX_BUILD);
  } catch (error) {
    await browser.close();
    throw error;
  }

  return {
    browser,
    uuid,
    async openPage(path, readySelector) {
      const page = await newTab(browser);
      // Firefox never reports the load of a moz-extension:// page over BiDi: an awaited goto only ends at its
      // timeout (it waited a fixed 5 s per page, however fast the page was). Start the navigation, and wait
      // for the real condition instead: the page's element that says it is ready. The navigation's own
      // promise settles when the tab closes or the browser quits; it is never the thing waited on.
      void page.goto(`moz-extension://${uuid}/${path}`, { waitUntil: 'domcontentloaded', timeout: 0 }).catch(() => {});
      // A query sent while the tab is still switching documents can fail inside the driver ("right-hand side
      // of 'in' should be an object, got null"): that is not an answer, so ask again until the element is there.
      const deadline = Date.now() + 30_000;
      for (;;) {
        const found = await page.$(readySelector).catch(() => null);
        if (found) return page;
        if (Date.now() > deadline) throw new Error(`${path} did not show ${readySelector} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => browser.close(),
  };
}

/**
 * The one driver error worth a retry. Firefox's `browsingContext.create` for a
 * foreground tab waits until the tab selected until then turns hidden; when
 * that tab closes meanwhile (a page that calls `window.close()`, e.g. quick-add
 * after saving, or a tab a test closes without waiting) the wait fails with
 * this message, though nothing is wrong with the extension or the new tab.
 */
export const CLOSING_TAB_ERROR = 'BrowsingContext does no longer exist';

/**
 * Opens a foreground tab; retries once, and says so on stderr, when Firefox
 * fails only because the previously selected tab closed during the call.
 * Any other error, or the same one twice, fails the test.
 */
export async function newTab(browser: Pick<Browser, 'newPage'>, log: (line: string) => void = (line) => console.warn(line)): Promise<Page> {
  try {
    return await browser.newPage();
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes(CLOSING_TAB_ERROR)) throw error;
    log(`[e2e] Firefox browsingContext.create: "${CLOSING_TAB_ERROR}" (the previously selected tab closed meanwhile); retrying once`);
    return browser.newPage();
  }
}

/**
 * Resolves once a tab has closed (e.g. the page called `window.close()`).
 * Firefox does not send the close of a moz-extension:// tab over BiDi (as it
 * does not send its load), so Puppeteer's `close` event never comes: ask the
 * tab until Firefox answers that it no longer exists.
 */
export async function waitForTabToClose(page: Page, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const gone = await page
      .evaluate(() => true)
      .then(
        () => false,
        (error: unknown) => /not found|no such frame|no longer exist|closed/i.test(String(error)),
      );
    if (gone) return;
    if (Date.now() > deadline) throw new Error(`The tab did not close within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every row of one object store of the extension's database, read from one of its pages. */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(readStoreInPage, store) as Promise<T[]>;
}
