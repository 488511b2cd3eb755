import type { Page } from 'playwright-core';
import type { Page as FirefoxPage } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
import { launchExtension, type ExtensionSession, type LaunchOptions } from './chromium';
import { launchFirefoxExtension, type FirefoxOptions, type FirefoxSession } from './firefox';

export interface OpenedPanel {
  /** The browser with the built extension, one for the file. */
  session: ExtensionSession;
  /** The side panel, opened as a tab once for the file. */
  panel: Page;
}

/**
 * The set-up of a file of tests in Chromium: one browser with the built
 * extension, launched before the file's tests (handed to `opened`, which
 * keeps it) and closed after them.
 *
 *     let session: ExtensionSession;
 *     extensionForFile((opened) => (session = opened));
 */
export function extensionForFile(opened: (session: ExtensionSession) => unknown, options: LaunchOptions = {}): void {
  browserForFile(() => launchExtension(options), opened);
}

/** Launches before the tests of the current file or describe block, hands the browser to `opened`, closes it after them. */
function browserForFile<Session extends { close(): Promise<void> }>(launch: () => Promise<Session>, opened: (session: Session) => unknown): void {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await launch();
    await opened(session);
  });
  afterAll(async () => {
    await session?.close();
  });
}

/**
 * The same with the side panel opened as a tab once for the file. What a
 * file sets up besides (a seed, a file to import) goes in its own beforeAll,
 * which runs after this one.
 *
 *     let panel: Page;
 *     panelForFile((opened) => ({ panel } = opened));
 */
export function panelForFile(opened: (panel: OpenedPanel) => void, options: LaunchOptions = {}): void {
  extensionForFile(async (session) => opened({ session, panel: await session.openPage('sidepanel.html') }), options);
}

export interface OpenedFirefoxPanel {
  /** Firefox ESR with the built add-on, one for the file (or the describe block). */
  firefox: FirefoxSession;
  /** sidepanel.html (the page Firefox shows in its sidebar), opened as a tab once, when its tabs are on it. */
  panel: FirefoxPage;
}

/**
 * The set-up in Firefox: one browser with the built add-on, launched before
 * the file's (or the describe block's) tests and closed after them.
 *
 *     let firefox: FirefoxSession;
 *     firefoxForFile((opened) => (firefox = opened));
 */
export function firefoxForFile(opened: (firefox: FirefoxSession) => unknown, options: FirefoxOptions = {}): void {
  browserForFile(() => launchFirefoxExtension(options), opened);
}

/**
 * The same with the panel opened as a tab once.
 *
 *     let panel: Page;
 *     firefoxPanelForFile((opened) => ({ panel } = opened));
 */
export function firefoxPanelForFile(opened: (panel: OpenedFirefoxPanel) => void, options: FirefoxOptions = {}): void {
  firefoxForFile(async (firefox) => opened({ firefox, panel: await firefox.openPage('sidepanel.html', '[role="tab"]') }), options);
}
