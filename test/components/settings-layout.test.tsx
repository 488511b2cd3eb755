// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '@/components/settings/SettingsView';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '@/lib/settings';

// The in-browser section renders whether it is the chosen tier; its own behaviour is tested elsewhere.
vi.mock('@/components/settings/WebLlmSettings', () => ({ WebLlmSettings: ({ chosen }: { chosen?: boolean }) => <p>In-browser section, {chosen ? 'chosen' : 'not chosen'}</p> }));
const gpu = vi.hoisted(() => ({
  current: { available: false, reason: 'This browser does not offer WebGPU.' } as { available: false; reason: string } | { available: true; shaderF16: boolean; adapter: string },
}));
vi.mock('@/lib/hooks/use-webgpu-availability', () => ({ useWebGpuAvailability: () => gpu.current }));
vi.mock('@/lib/models/remote', () => ({ testConnection: vi.fn(async () => ({ ok: true, message: 'Connected.' })) }));

let request: ReturnType<typeof vi.fn<(p: { origins: string[] }) => Promise<boolean>>>;
beforeEach(async () => {
  gpu.current = { available: false, reason: 'This browser does not offer WebGPU.' };
  request = vi.fn(async () => true);
  (fakeBrowser as unknown as { permissions: { request: typeof request } }).permissions.request = request;
  await saveSettings(DEFAULT_SETTINGS);
});
afterEach(cleanup);

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const remoteGroup = () => screen.getByRole('group', { name: 'Remote model (OpenAI-compatible)' });
const choose = (label: RegExp) => fireEvent.click(screen.getByLabelText(label));

describe('the Settings overview', () => {
  it('opens as a one-line overview of who answers and closed sections', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByTestId('settings-overview').textContent).toMatch(/offline assistant answers until you connect a model/);
    const sections = [...document.querySelectorAll('details.settings-section')] as HTMLDetailsElement[];
    expect(sections.map((section) => section.querySelector('.settings-section-title')!.textContent)).toEqual(['Assistant', 'Memory', 'Reminders', 'Sync', 'Your data', 'About']);
    expect(sections.every((section) => !section.open)).toBe(true);
  });

  it('says "Cannot test yet", not "Nothing was saved", when Test connection finds a field to fix', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^Remote model/);
    type('Base URL', 'http://127.0.0.1:11434/v1');
    type('Model', '');
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    const notice = await screen.findByText(/Cannot test yet/);
    expect(notice.textContent).not.toMatch(/sav/i);
  });
});

describe('the Settings layout', () => {
  it('puts Save and Test connection right under the remote fields when a remote model is used', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^Remote model/);
    expect(within(remoteGroup()).getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(within(remoteGroup()).getByRole('button', { name: 'Test connection' })).toBeTruthy();
    // The remote model's context size sits with the remote model, once (not under Memory).
    expect(within(remoteGroup()).getByLabelText('Context size (tokens)')).toBeTruthy();
    expect(screen.getAllByLabelText(/context size/i)).toHaveLength(1);
    // The in-browser model cannot run here and is not in use: one line saying why, nothing to set, no error.
    expect(screen.getByText(/It needs WebGPU/).closest('p')!.textContent).toBe(
      'In-browser model: not available here. It needs WebGPU (the browser’s access to the graphics card), which this browser does not offer.',
    );
    expect(screen.queryByText('In-browser section, not chosen')).toBeNull();
    // Not offered as a choice, and the browser's own reason is not on the page.
    expect(screen.queryByLabelText(/^In-browser model/)).toBeNull();
    expect(document.body.textContent).not.toMatch(/This browser does not offer WebGPU\.|navigator\.gpu/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the offline assistant, Save comes first and the remote fields are collapsed with their own Test connection', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^Offline assistant/);
    const remote = screen.getByText('Remote model (not in use)').closest('details')!;
    expect(remote.open).toBe(false);
    expect(within(remote).getByRole('button', { name: 'Test connection' })).toBeTruthy();
    expect(within(remote).queryByRole('button', { name: 'Save' })).toBeNull();
    const save = screen.getByRole('button', { name: 'Save' });
    // Save comes before the collapsed sections in reading order.
    expect(save.compareDocumentPosition(remote) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names the field to fix in the notice, and puts the reason next to the field', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^Remote model/);
    type('Base URL', 'localhost:11434');
    type('Model', 'llama3.2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(/Nothing was saved/);
    expect(notice.textContent).toBe('Nothing was saved: fix the field Base URL; each says what is wrong next to it.');
    expect(notice.textContent).not.toMatch(/below|above/);
    const baseURL = screen.getByLabelText('Base URL');
    expect(baseURL.getAttribute('aria-describedby')).toContain('settings-base-url-error');
    expect(document.getElementById('settings-base-url-error')!.textContent).toMatch(/starting with http:\/\/ or https:\/\//);
  });

  it('an in-browser model chosen before, where WebGPU is missing: says why next to the choice and in the notice, and saves nothing', async () => {
    await saveSettings({ ...DEFAULT_SETTINGS, provider: 'webllm', historyWindow: 20 });
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    const radio = screen.getByLabelText(/^In-browser model/);
    expect(document.getElementById(radio.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Not available here. It needs WebGPU (the browser’s access to the graphics card), which this browser does not offer.',
    );
    expect(screen.getByText('In-browser section, chosen')).toBeTruthy();
    type('History window (messages sent to the model)', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/^Nothing was saved: The in-browser model cannot run in this browser/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toMatch(/which this browser does not offer\. Choose another assistant\.$/);
    expect((await loadSettings()).historyWindow).toBe(20);
  });

  it('saves the in-browser model where WebGPU works', async () => {
    gpu.current = { available: true, shaderF16: true, adapter: 'Test GPU' };
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^In-browser model/);
    expect(screen.queryByText(/^Not available here/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect((await loadSettings()).provider).toBe('webllm');
  });

  it('announces the browser’s permission prompt while it waits, then the result', async () => {
    let answer: (granted: boolean) => void = () => undefined;
    request.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^Remote model/);
    type('Base URL', 'https://api.example.com/v1');
    type('Model', 'gpt-4o-mini');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = await screen.findByText('Allow access in the browser’s prompt…');
    expect(status.getAttribute('role')).toBe('status');
    answer(true);
    await screen.findByText('Settings saved.');
    expect(screen.queryByText('Allow access in the browser’s prompt…')).toBeNull();
  });

  it('says nothing about a prompt for a server that needs none', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    choose(/^Remote model/);
    type('Base URL', 'http://localhost:11434/v1');
    type('Model', 'llama3.2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(screen.queryByText('Allow access in the browser’s prompt…')).toBeNull());
  });
});
