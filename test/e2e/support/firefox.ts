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
      const page = await browser.newPage();
      // Firefox does not report the load of a moz-extension:// page; wait for an element instead.
      await page.goto(`moz-extension://${uuid}/${path}`, { waitUntil: 'domcontentloaded', timeout: 5000 }).catch(() => {});
      await page.waitForSelector(readySelector);
      return page;
    },
    close: () => browser.close(),
  };
}

/** Every row of one object store of the extension's database, read from one of its pages. */
export function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(readStoreInPage, store) as Promise<T[]>;
}
