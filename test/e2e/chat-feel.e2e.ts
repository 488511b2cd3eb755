import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, type ExtensionSession } from './support/chromium';
import { startFakeOpenAIServer, type FakeOpenAIServer } from './support/fake-openai-server';
import { openNewChat, remoteSettings, saveSettings, say as sayIn } from './support/remote-chat';

let session: ExtensionSession;
let server: FakeOpenAIServer;

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  session = await launchExtension();
});

afterAll(async () => {
  await session?.close();
  await server?.close();
});

let page: Page;
beforeEach(async () => {
  await saveSettings(session, remoteSettings(server.baseURL));
  page = await openNewChat(session);
});

const say = (text: string) => sayIn(page, text);
const log = () => page.getByRole('log', { name: 'Messages' });

it('renders **bold** bold and raw HTML as text, with nothing run', async () => {
  server.script({ text: 'Your **Gym** task is set. <img src=x onerror="window.__xss=1">' });
  await say('what about the gym');
  await log().locator('strong', { hasText: 'Gym' }).waitFor();
  await log().getByText('<img src=x onerror="window.__xss=1">').waitFor();
  expect(await log().locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

it('Stop during a slow reply ends the turn at once, keeps what was said, and the next message gets an answer', async () => {
  const story = Array.from({ length: 60 }, (_, i) => `Sentence ${i} of a long story.`).join(' ');
  server.script({ text: story, chunkDelayMs: 150 });
  await say('tell me a long story');
  await log()
    .getByText(/Sentence 1 of/)
    .waitFor();

  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 5_000 });
  await log()
    .getByText(/\(stopped\)/)
    .waitFor();
  expect(await log().innerText()).not.toContain('Sentence 59');
  expect(await page.getByRole('alert').count()).toBe(0);

  server.script({ text: 'A short answer instead.' });
  await say('something short');
  await log().getByText('A short answer instead.').waitFor();

  // What was said before Stop is saved, marked as stopped.
  await page.reload();
  await log()
    .getByText(/Sentence 1 of/)
    .waitFor();
  await log()
    .getByText(/\(stopped\)/)
    .waitFor();
});

it('Escape stops a running reply too', async () => {
  server.script({ text: 'word '.repeat(300), chunkDelayMs: 150 });
  await say('talk for a while');
  // Stopped once the reply is running, as a person stops it. Pressed before the request reached the
  // server (a loaded machine), the scripted reply stayed queued and the next test got it instead of
  // its own HTTP 500 (it then waited for "Retrying (2/3)…" in vain).
  await log()
    .getByText(/word word/)
    .waitFor();
  await page.getByRole('button', { name: 'Stop' }).waitFor();
  await page.getByRole('textbox', { name: 'Message' }).press('Escape');
  await page.getByRole('button', { name: 'Stop' }).waitFor({ state: 'detached', timeout: 5_000 });
  await page.getByRole('textbox', { name: 'Message' }).fill('ready');
  expect(await page.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
});

it('an HTTP 500 shows "Retrying (2/3)…" and then the answer', async () => {
  server.script({ status: 500 }, { text: 'Back again.' });
  await say('hello there');
  await log().getByText('Retrying (2/3)…').waitFor();
  await log().getByText('Back again.').waitFor({ timeout: 15_000 });
  expect(
    await log()
      .getByText(/Retrying/)
      .count(),
  ).toBe(0);
});

it('a 5,000-character add with the offline assistant shows one plain sentence and no AI_/zod text', async () => {
  await saveSettings(session, { ...remoteSettings(server.baseURL), provider: 'offline' });
  page = await openNewChat(session);
  const text = 'very long task description '.repeat(190).slice(0, 5000);
  await say(`add ${text}`);
  const sentence = 'Titles can be up to 200 characters; the rest can go in the description.';
  await log().getByText(sentence).waitFor();
  await log()
    .getByText(/nothing was changed/)
    .waitFor();
  const shown = await log().innerText();
  expect(shown.split(sentence)).toHaveLength(2);
  expect(shown).not.toMatch(/AI_|Type validation|too_big|"origin"/);
});
