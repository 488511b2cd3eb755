// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChromeAiSettings } from '@/components/settings/ChromeAiSettings';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '@/lib/settings';
import { createFakeLanguageModel } from '../models/chrome-ai/fake-language-model';

const scope = globalThis as { LanguageModel?: unknown };
const install = (fake: ReturnType<typeof createFakeLanguageModel> | undefined) => {
  if (fake) scope.LanguageModel = fake;
  else delete scope.LanguageModel;
};
const stateText = () => screen.getByTestId('chrome-ai-state').textContent ?? '';

beforeEach(async () => {
  await saveSettings(DEFAULT_SETTINGS);
});
afterEach(() => {
  cleanup();
  install(undefined);
});

describe("Settings: Chrome's built-in model", () => {
  it('without the Prompt API (Firefox, headless Chromium) says the browser has none, and offers nothing to click', async () => {
    install(undefined);
    render(<ChromeAiSettings />);
    await waitFor(() => expect(stateText()).toMatch(/no built-in model.*Chrome 138/));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when the computer (or a policy) rules it out, and when the language is the problem', async () => {
    install(createFakeLanguageModel({ availability: 'unavailable' }));
    render(<ChromeAiSettings />);
    await waitFor(() => expect(stateText()).toMatch(/4 GB.*22 GB.*policy/));
    cleanup();
    install(createFakeLanguageModel({ availability: 'available', englishAvailability: 'unavailable' }));
    render(<ChromeAiSettings />);
    await waitFor(() => expect(stateText()).toMatch(/does not support English/));
  });

  it('when ready, says so and shows its context window', async () => {
    install(createFakeLanguageModel({ availability: 'available', contextWindow: 9216 }));
    render(<ChromeAiSettings />);
    await waitFor(() => expect(stateText()).toMatch(/ready/));
    expect((await screen.findByTestId('chrome-ai-context')).textContent).toMatch(/9,216 tokens/);
  });

  it('downloads on the click, shows the progress, and ends ready', async () => {
    const fake = createFakeLanguageModel({ availability: 'downloadable', userActivation: () => true, downloadSteps: [0, 0.4, 1], stepDelayMs: 30 });
    install(fake);
    render(<ChromeAiSettings />);
    fireEvent.click(await screen.findByRole('button', { name: "Download Chrome's model" }));
    await waitFor(() => expect(stateText()).toMatch(/downloading/));
    await waitFor(() => expect(screen.getByText(/^40% · /)).toBeTruthy());
    await waitFor(() => expect(stateText()).toMatch(/ready/));
  });

  it('a download goes on when the panel closes, and the reopened panel follows it to ready', async () => {
    const fake = createFakeLanguageModel({ availability: 'downloadable', userActivation: () => true, downloadSteps: [0, 0.5, 1], stepDelayMs: 400 });
    install(fake);
    const first = render(<ChromeAiSettings />);
    fireEvent.click(await screen.findByRole('button', { name: "Download Chrome's model" }));
    first.unmount();
    render(<ChromeAiSettings />);
    await waitFor(() => expect(stateText()).toMatch(/downloading.*keeps going when you close this panel/));
    await waitFor(() => expect(stateText()).toMatch(/ready/), { timeout: 5000 });
  });

  it('a refused download (no user activation) is said in a sentence', async () => {
    install(createFakeLanguageModel({ availability: 'downloadable', userActivation: () => false }));
    render(<ChromeAiSettings />);
    fireEvent.click(await screen.findByRole('button', { name: "Download Chrome's model" }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not downloaded yet/);
  });

  it('saves which in-browser model Automatic tries first', async () => {
    install(createFakeLanguageModel({ availability: 'available' }));
    render(<ChromeAiSettings />);
    const box = await screen.findByRole('checkbox', { name: /try Chrome's model before the downloaded in-browser model/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    await waitFor(async () => expect((await loadSettings()).chromeAi.preferOverWebLlm).toBe(true));
  });
});
