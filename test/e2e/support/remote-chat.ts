import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { launchExtension, type ExtensionSession } from './chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './fake-openai-server';

/** Saves settings from the service worker, as Settings would (the test server's base URL, a test key). */
export async function saveSettings(session: ExtensionSession, settings: object): Promise<void> {
  const worker = await session.worker();
  await worker.evaluate(async (value) => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } };
    await chrome.storage.local.set({ settings: value });
  }, settings);
}

/** The remote tier on the fake server, with the design's defaults for the rest. */
export function remoteSettings(baseURL: string) {
  return { provider: 'remote', remote: { baseURL, model: 'test-model', apiKey: 'sk-test' }, historyWindow: 20, maxSteps: 5, approvalTimeoutMinutes: 10 };
}

/** The side panel on a new conversation. */
export async function openNewChat(session: ExtensionSession): Promise<Page> {
  const page = await session.openPage('sidepanel.html');
  await page.getByRole('textbox', { name: 'Message' }).waitFor();
  if (await page.getByRole('button', { name: 'New conversation' }).isEnabled()) {
    await page.getByRole('button', { name: 'New conversation' }).click();
  }
  return page;
}

/** Types a message and sends it with Enter; resolves once the box is empty again (the panel took it). */
export async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

export interface RemoteChat {
  readonly server: FakeOpenAIServer;
  readonly session: ExtensionSession;
  /** The side panel of the current test, on a new conversation. */
  readonly page: Page;
  say(text: string): Promise<void>;
}

/**
 * The set-up of a file of chat tests against the fake model server: one
 * server and one browser for the file, the remote tier saved, and a new
 * conversation in a fresh panel for each test.
 */
export function remoteChatSuite(): RemoteChat {
  let server: FakeOpenAIServer | undefined;
  let session: ExtensionSession | undefined;
  let page: Page | undefined;
  const defined = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not ready: use it inside a test`);
    return value;
  };
  beforeAll(async () => {
    server = await startFakeOpenAIServer();
    session = await launchExtension();
    await saveSettings(session, remoteSettings(server.baseURL));
  });
  afterAll(async () => {
    await session?.close();
    await server?.close();
  });
  beforeEach(async () => {
    page = await openNewChat(defined(session, 'the browser'));
  });
  return {
    get server() {
      return defined(server, 'the model server');
    },
    get session() {
      return defined(session, 'the browser');
    },
    get page() {
      return defined(page, 'the panel');
    },
    say: (text) => say(defined(page, 'the panel'), text),
  };
}
