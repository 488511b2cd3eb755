import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchExtension, openSettingsSections, type ExtensionSession } from './support/chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { readStoreInPage } from './support/read-store';
import { openNewChat, say } from './support/remote-chat';

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
  // Settings' sections start closed (issue 21): the person opens them first.
  await openSettingsSections(page);
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

it('a model the server says cannot use tools: a clear command is still done, a question answered in words, and the chat names a model that can', async () => {
  const page = await openNewChat(session);
  // Ollama's answer for a model without tools (ollama/ollama issues #5793, #6027); the test server stands in for it.
  const refusal = {
    status: 400,
    body: JSON.stringify({ error: { message: 'registry.ollama.ai/library/gemma3:4b does not support tools', type: 'api_error', param: null, code: null } }),
  };
  const worker = await session.worker();
  await worker.evaluate(async (baseURL) => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } };
    await chrome.storage.local.set({ settings: { provider: 'remote', remote: { baseURL, model: 'gemma3:4b', apiKey: '' } } });
  }, server.baseURL);

  server.script(refusal);
  await say(page, 'add buy bread tomorrow');
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByText('“gemma3:4b” cannot use tools, so the offline assistant did this.', { exact: false }).first().waitFor();
  // The first of the server's models in a tool-capable family (gemma3 is not one, nor an embedding model).
  await log
    .getByText(/choose “llama3\.2:latest” in Settings → Model: it can use tools\./)
    .first()
    .waitFor();
  const todos = (await page.evaluate(readStoreInPage, 'todos')) as { title: string }[];
  expect(todos.map((todo) => todo.title)).toContain('Buy bread');

  server.script({ text: 'Paris is the capital of France.' });
  await say(page, 'what is the capital of France?');
  await log.getByText('Paris is the capital of France.').waitFor();
  expect(server.chatRequests().at(-1)!.tools).toBeUndefined();
});

it('a prompt the server cut is said in the chat, in words', async () => {
  const page = await openNewChat(session);
  const worker = await session.worker();
  await worker.evaluate(async (baseURL) => {
    const { chrome } = globalThis as unknown as { chrome: { storage: { local: { set(items: object): Promise<void> } } } };
    await chrome.storage.local.set({ settings: { provider: 'remote', remote: { baseURL, model: 'qwen3:8b', apiKey: '' } } });
  }, server.baseURL);
  // About 3,000 tokens of message and 1,800 of instructions; the server says it kept 2,048.
  server.script({ text: 'Noted.', promptTokens: 2048 });
  await say(page, `Keep this in mind: ${'the quarterly report needs three charts and a summary '.repeat(200)}`);
  await page
    .getByRole('log', { name: 'Messages' })
    .getByText(/The model server kept only the last 2,048 tokens of this conversation/)
    .waitFor();
});
