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
 * The set-up of a file of panel tests in Chromium: one browser with the built
 * extension and its side panel, launched before the file's tests (handed to
 * `opened`, which keeps what the file uses) and closed after them.
 *
 *     let panel: Page;
 *     panelForFile((opened) => ({ panel } = opened));
 */
export function panelForFile(opened: (panel: OpenedPanel) => void, options: LaunchOptions = {}): void {
  let session: ExtensionSession | undefined;
  beforeAll(async () => {
    session = await launchExtension(options);
    opened({ session, panel: await session.openPage('sidepanel.html') });
  });
  afterAll(async () => {
    await session?.close();
  });
}
