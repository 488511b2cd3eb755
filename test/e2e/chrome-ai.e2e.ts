import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionSession, openSettingsSections } from './support/chromium';
import { readStoreInPage } from './support/read-store';

// Headless Chromium (Debian's 156) exposes `LanguageModel` in the extension's
// pages and its service worker, but has no model: availability() answers
// "unavailable" (create() fails, "the service is not running"). A test-only fake `LanguageModel`
// (never in the build) is installed where each part runs: in the service
// worker, where the assistant's turn runs, with worker.evaluate; in the panel
// with an init script, so Settings sees the same model.

interface FakeOptions {
  /** What the model answers, one JSON string per prompt, in order. */
  answers: string[];
  /** create() fails as Chrome's does when its model cannot run after all. */
  failCreate?: boolean;
}

/** Runs inside the extension (worker or page): a `LanguageModel` with the Prompt API's shape. */
function installFakeLanguageModel({ answers, failCreate }: FakeOptions) {
  const state = { prompts: [] as string[], constraints: 0 };
  (globalThis as Record<string, unknown>).__fakePromptApi = state;
  (globalThis as Record<string, unknown>).LanguageModel = {
    availability: async () => 'available',
    create: async () => {
      if (failCreate) throw Object.assign(new Error('The model is not available on this device.'), { name: 'NotSupportedError' });
      return {
        contextWindow: 9216,
        contextUsage: 0,
        destroy() {},
        promptStreaming(input: string, options?: { responseConstraint?: unknown }) {
          state.prompts.push(input);
          if (options?.responseConstraint) state.constraints += 1;
          const answer = answers[Math.min(state.prompts.length - 1, answers.length - 1)] ?? '';
          return (async function* () {
            for (let i = 0; i < answer.length; i += 6) {
              await new Promise((resolve) => setTimeout(resolve, 5));
              yield answer.slice(i, i + 6);
            }
          })();
        },
      };
    },
  };
}

const call = (name: string, args: unknown) => JSON.stringify({ type: 'tool_call', name, arguments: args });
const reply = (text: string) => JSON.stringify({ type: 'reply', text });

let session: ExtensionSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function openSettings(s: ExtensionSession): Promise<Page> {
  const page = await s.openPage('sidepanel.html');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await openSettingsSections(page);
  // The tier's section, or the one line that says why it cannot run here.
  const section = page.getByRole('group', { name: "Chrome's built-in model" });
  await section
    .or(page.locator('.settings-unavailable').filter({ hasText: "Chrome's built-in model" }))
    .first()
    .waitFor();
  return page;
}

async function say(page: Page, text: string) {
  await page.getByRole('tab', { name: 'Chat' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

describe("Chrome's built-in model in Chromium", () => {
  it('with no model behind the Prompt API, Settings says the built-in model is unavailable and why, and auto answers with the next tier', async () => {
    session = await launchExtension();
    const page = await openSettings(session);
    // A tier that cannot run here is one line saying why, with nothing to press.
    const line = page.locator('.settings-unavailable').filter({ hasText: "Chrome's built-in model" });
    await expect.poll(() => line.innerText()).toBe("Chrome's built-in model: not available here. Chrome says this computer cannot run it.");
    expect(await page.getByRole('group', { name: "Chrome's built-in model" }).count()).toBe(0);

    await say(page, 'add buy oat milk');
    await messages(page)
      .getByText(/Added “buy oat milk/i)
      .first()
      .waitFor({ timeout: 20_000 });
    // The tool line can say "Added …" before the reply that names the tier is on screen (a run of the e2e suite under
    // load read no label at that moment): wait for the label, as a person would see it come.
    await messages(page).getByText('Offline assistant').first().waitFor();
  });

  it('when Chrome says ready but its model fails, auto falls through to the offline assistant with a note', async () => {
    session = await launchExtension();
    await (await session.worker()).evaluate(installFakeLanguageModel, { answers: [], failCreate: true });
    const page = await session.openPage('sidepanel.html');
    await say(page, 'add water the plants');
    await messages(page)
      .getByText(/Added “water the plants/i)
      .first()
      .waitFor({ timeout: 20_000 });
    await messages(page)
      .getByText(/Chrome's built-in model did not answer .*; the offline assistant replied\./)
      .first()
      .waitFor();
  });

  it('a chat turn adds a task through it, and a delete waits for Approve; the chat names the tier', async () => {
    session = await launchExtension();
    const answers = [call('add_task', { title: 'Buy milk' }), reply('Added “Buy milk”.'), call('delete_task', { task_id: 1 }), reply('Deleted “Buy milk”.')];
    await session.context.addInitScript(installFakeLanguageModel, { answers: [] });
    await (await session.worker()).evaluate(installFakeLanguageModel, { answers });

    const page = await openSettings(session);
    const section = page.getByRole('group', { name: "Chrome's built-in model" });
    await expect.poll(() => section.getByTestId('chrome-ai-state').innerText()).toBe("Chrome's built-in model is ready.");
    expect(await section.getByTestId('chrome-ai-context').innerText()).toMatch(/9,216 tokens/);
    await page.getByRole('radio', { name: /^Chrome's built-in model/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Settings saved.').waitFor();

    await say(page, 'add buy milk');
    await messages(page).getByText('Added “Buy milk”.').waitFor({ timeout: 20_000 });
    expect(await messages(page).getByText("Chrome's built-in model").count()).toBeGreaterThan(0);
    expect(await page.evaluate(readStoreInPage, 'todos')).toMatchObject([{ title: 'Buy milk' }]);

    await say(page, 'delete the milk task');
    const card = page.getByRole('region', { name: 'Approval required' });
    await card.waitFor({ timeout: 20_000 });
    expect(await page.evaluate(readStoreInPage, 'todos')).toHaveLength(1);
    await card.getByRole('button', { name: /Approve/ }).click();
    await messages(page).getByText('Deleted “Buy milk”.').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(readStoreInPage, 'todos')).toHaveLength(0);

    const audit = (await page.evaluate(readStoreInPage, 'audit')) as Array<{ toolName: string; engine: string; status: string }>;
    expect(audit.map(({ toolName, engine, status }) => ({ toolName, engine, status }))).toEqual([
      { toolName: 'add_task', engine: 'chrome-ai', status: 'ok' },
      { toolName: 'delete_task', engine: 'chrome-ai', status: 'ok' },
    ]);
    const fake = (await (await session.worker()).evaluate(() => (globalThis as Record<string, unknown>).__fakePromptApi)) as { prompts: string[]; constraints: number };
    expect(fake.prompts[0]).toBe('add buy milk');
    expect(fake.constraints).toBe(fake.prompts.length);
  });
});
