// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsView } from '@/components/settings/SettingsView';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '@/lib/settings';
import { createFakeLanguageModel } from '../models/chrome-ai/fake-language-model';

vi.mock('@/components/settings/WebLlmSettings', () => ({ WebLlmSettings: () => <p>In-browser section</p> }));
vi.mock('@/lib/hooks/use-webgpu-availability', () => ({ useWebGpuAvailability: () => ({ available: false, reason: 'No WebGPU.' }) }));

const scope = globalThis as { LanguageModel?: unknown };
beforeEach(async () => {
  await saveSettings(DEFAULT_SETTINGS);
});
afterEach(() => {
  cleanup();
  delete scope.LanguageModel;
});

async function chooseChromeAndSave() {
  render(<SettingsView />);
  await screen.findByRole('button', { name: 'Save' });
  fireEvent.click(screen.getByLabelText(/^Chrome's built-in model/));
  await screen.findByTestId('chrome-ai-state');
  await waitFor(() => expect(screen.getByTestId('chrome-ai-state').textContent).not.toMatch(/^Checking/));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe("choosing Chrome's built-in model as the assistant", () => {
  it('where the browser has none (Firefox), it is not offered; one line says why', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    const line = await screen.findByText(/Only Chrome/);
    // One line in words: no "Prompt API", no list of requirements.
    expect(line.closest('p')!.textContent).toBe("Chrome's built-in model: not available here. Only Chrome (138 or newer) on a computer has it.");
    expect(screen.queryByLabelText(/^Chrome's built-in model/)).toBeNull();
    expect((await loadSettings()).provider).toBe('auto');
  });

  it('where Chrome offers it, saves it', async () => {
    scope.LanguageModel = createFakeLanguageModel({ availability: 'downloadable' });
    await chooseChromeAndSave();
    await screen.findByText('Settings saved.');
    expect((await loadSettings()).provider).toBe('chrome-ai');
  });
});
