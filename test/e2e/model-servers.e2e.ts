import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { say } from './support/remote-chat';

let session: ExtensionSession;
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  // What Ollama's GET /v1/models lists for a user who pulled a few models.
  server.models = ['gemma3:4b', 'llama3.2:latest', 'nomic-embed-text:latest', 'qwen3:8b'];
  session = await launchExtension();
});

afterAll(async () => {
  await session?.close();
  await server?.close();
});

it('a new user picks Ollama, then a model from the list, without typing a model name; the chat uses it', async () => {
  const page = await session.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel(/^Remote model/).check();

  await page.getByLabel('Server', { exact: true }).selectOption({ label: 'Ollama' });
  expect(await page.getByLabel('Base URL').inputValue()).toBe('http://localhost:11434/v1');
  await page.getByText(/OLLAMA_ORIGINS=chrome-extension:\/\/\*,moz-extension:\/\/\* ollama serve/).waitFor();

  // The test's stand-in for Ollama listens on another port.
  await page.getByLabel('Base URL').fill(server.baseURL);
  await page.getByRole('button', { name: 'List models' }).click();
  const list = page.getByLabel('Models on this server');
  await list.waitFor();
  expect(await list.locator('option').allTextContents()).toEqual(['Choose one of 4 models…', 'gemma3:4b', 'llama3.2:latest', 'nomic-embed-text:latest', 'qwen3:8b']);
  await list.selectOption('qwen3:8b');
  expect(await page.getByLabel('Model', { exact: true }).inputValue()).toBe('qwen3:8b');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Settings saved.').waitFor();

  await page.getByRole('tab', { name: 'Chat' }).click();
  server.script({ text: 'Hello from qwen3.' });
  await say(page, 'hi');
  await page.getByRole('log', { name: 'Messages' }).getByText('Hello from qwen3.').waitFor();
  expect(server.chatRequests().at(-1)!.model).toBe('qwen3:8b');
});
