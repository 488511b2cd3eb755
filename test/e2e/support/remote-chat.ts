import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ExtensionSession } from './chromium';

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
