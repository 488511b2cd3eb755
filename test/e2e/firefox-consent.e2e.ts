import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { firefoxPanelForFile } from './support/panel-suite';
import { remoteSettings } from './support/remote-chat';

// Firefox ESR with the built add-on and a model server on 127.0.0.1 (allowed at install), saved
// without the data consent Firefox asks for on Save (as after an update, or once the user
// withdrew it in about:addons): no chat may reach the server.
let server: FakeOpenAIServer;
let panel: Page;
firefoxPanelForFile((opened) => ({ panel } = opened));
beforeAll(async () => {
  server = await startFakeOpenAIServer();
  await panel.evaluate(`browser.storage.local.set({ settings: ${JSON.stringify(remoteSettings(server.baseURL))} })`);
});
afterAll(async () => {
  await server?.close();
});

it('declares the consent as optional and has not got it at install', async () => {
  const granted = await panel.evaluate(`browser.permissions.getAll()`);
  expect(granted).toMatchObject({ data_collection: [] });
});

it('sends nothing to the model server without the consent, and says how to allow it', async () => {
  server.script({ text: 'This must never be asked for.' });
  const box = await panel.waitForSelector('::-p-aria([name="Message"][role="textbox"])');
  await box!.type('add pay rent tomorrow');
  await box!.press('Enter');
  await panel.waitForFunction(() => document.body.textContent?.includes('Firefox has not allowed Todo Assistant to send your messages'), { timeout: 20_000 });
  expect(server.chatRequests()).toEqual([]);
});
