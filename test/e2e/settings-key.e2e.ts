import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession, openSettingsSections } from './support/chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { saveSettings } from './support/remote-chat';

let session: ExtensionSession;
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  session = await launchExtension();
  // A key saved for http://localhost:PORT, the way settings looked before keys had an origin.
  const baseURL = server.baseURL.replace('127.0.0.1', 'localhost');
  await saveSettings(session, { provider: 'remote', remote: { baseURL, model: 'test-model', apiKey: 'sk-local-secret' } });
});

afterAll(async () => {
  await session?.close();
  await server?.close();
});

it('Settings: the saved key goes to its own server only; another origin in Base URL drops it, says so, and Test connection sends no key', async () => {
  const page = await session.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(page);
  const baseURL = page.getByLabel('Base URL');
  await expect.poll(() => baseURL.inputValue()).toMatch(/^http:\/\/localhost:\d+\/v1$/);

  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.getByText(/^Connected\./).waitFor();
  // The model list, then a one-token answer that proves the key: both with it.
  expect(server.requests.slice(-2)).toMatchObject([
    { path: '/v1/models', authorization: 'Bearer sk-local-secret' },
    { path: '/v1/chat/completions', authorization: 'Bearer sk-local-secret' },
  ]);

  // Same server, another origin (127.0.0.1 is not localhost).
  await baseURL.fill(server.baseURL);
  const origin = new URL(server.baseURL.replace('127.0.0.1', 'localhost')).origin;
  await page.getByText(`The saved key was for ${origin}; enter the key for this server.`).waitFor();
  const before = server.requests.length;
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect.poll(() => server.requests.length).toBe(before + 2);
  expect(server.requests.slice(-2)).toMatchObject([
    { path: '/v1/models', authorization: undefined },
    { path: '/v1/chat/completions', authorization: undefined },
  ]);

  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved.').waitFor();
  const stored = await (
    await session.worker()
  ).evaluate(async () => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { get(key: string): Promise<Record<string, { remote: Record<string, unknown> }>> } } } };
    return (await chrome.storage.local.get('settings')).settings!.remote;
  });
  expect(stored).toEqual({ baseURL: server.baseURL, apiKey: '', model: 'test-model' });
});
