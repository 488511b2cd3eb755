import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchExtension, type ExtensionSession, type LaunchOptions } from './chromium';

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
  let session: ExtensionSession | undefined;
  beforeAll(async () => {
    session = await launchExtension(options);
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
