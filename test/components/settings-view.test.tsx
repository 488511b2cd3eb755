// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SettingsView } from '@/components/settings/SettingsView';
import { DEFAULT_SETTINGS, loadSettings, parseSettings, saveSettings } from '@/lib/settings';

vi.mock('@/components/settings/WebLlmSettings', () => ({ WebLlmSettings: () => null }));
const testConnection = vi.hoisted(() => vi.fn());
vi.mock('@/lib/models/remote', () => ({ testConnection }));

let request: ReturnType<typeof vi.fn<(p: { origins: string[] }) => Promise<boolean>>>;
beforeEach(() => {
  request = vi.fn(async () => true);
  (fakeBrowser as unknown as { permissions: { request: typeof request } }).permissions.request = request;
});
afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the Settings view', () => {
  it('refuses invalid values with a clear message and saves nothing', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByLabelText(/^Remote model/));
    type('Base URL', 'localhost:11434');
    type('History window (messages sent to the model)', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText(/Nothing was saved/)).textContent).toMatch(/fix the fields/);
    expect(screen.getByText(/starting with http:\/\/ or https:\/\//)).toBeTruthy();
    expect(screen.getByText(/History window must be from 1 to 200/)).toBeTruthy();
    expect(screen.getByText(/needs a model name/)).toBeTruthy();
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for the server origin on save, then stores the settings; the key is never shown again', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByLabelText(/^Remote model/));
    type('Base URL', 'https://api.example.com/v1/');
    type('API key', 'sk-secret-123');
    type('Model', 'gpt-4o-mini');
    expect(field('API key').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
    await screen.findByText('Settings saved.');
    expect((await loadSettings()).remote).toEqual({
      baseURL: 'https://api.example.com/v1',
      apiKey: 'sk-secret-123',
      model: 'gpt-4o-mini',
      apiKeyOrigin: 'https://api.example.com',
    });
    await waitFor(() => expect(field('API key').value).toBe(''));
    expect(document.body.innerHTML).not.toContain('sk-secret-123');
    expect(field('API key').placeholder).toMatch(/A key is saved/);
  });

  it('asks nothing for a local server', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByLabelText(/^Remote model/));
    type('Base URL', 'http://localhost:11434/v1');
    type('Model', 'llama3.2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(request).not.toHaveBeenCalled();
  });

  it('saves nothing when the browser refuses access to the server, and says why', async () => {
    request.mockResolvedValue(false);
    await saveSettings({ ...DEFAULT_SETTINGS, historyWindow: 33 });
    render(<SettingsView />);
    await screen.findByDisplayValue('33');
    fireEvent.click(screen.getByLabelText(/^Remote model/));
    type('Base URL', 'https://api.example.com/v1');
    type('Model', 'gpt-4o-mini');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/did not allow the extension to reach https:\/\/api\.example\.com.*Nothing was saved/);
    expect((await loadSettings()).remote.baseURL).toBe('');
  });

  it('tests the connection with the values on screen and reports the precise problem', async () => {
    testConnection.mockResolvedValue({ ok: false, message: 'The server answered but has no model named "gpt-5". Check the model name.' });
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    type('Base URL', 'http://127.0.0.1:1234/v1');
    type('Model', 'gpt-5');
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect((await screen.findByRole('alert')).textContent).toContain('has no model named "gpt-5"');
    expect(testConnection).toHaveBeenCalledWith(expect.objectContaining({ remote: { baseURL: 'http://127.0.0.1:1234/v1', apiKey: '', model: 'gpt-5' } }));
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);

    testConnection.mockResolvedValue({ ok: true, message: 'Connected. The server has the model "gpt-5".' });
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByText('Connected. The server has the model "gpt-5".');
  });

  it('drops the saved key when the Base URL moves to another server, says so next to the field, and never tests with it', async () => {
    request.mockResolvedValue(true);
    testConnection.mockResolvedValue({ ok: true, message: 'Connected.' });
    await saveSettings(parseSettings({ provider: 'remote', remote: { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-openai-secret', model: 'gpt-4o-mini' } }));
    render(<SettingsView />);
    await screen.findByDisplayValue('https://api.openai.com/v1');
    expect(field('API key').placeholder).toMatch(/A key is saved/);

    type('Base URL', 'http://192.168.1.50:1234/v1');
    const notice = await screen.findByText('The saved key was for api.openai.com; enter the key for this server.');
    expect(field('API key').getAttribute('aria-describedby')).toContain(notice.parentElement!.id);
    expect(screen.queryByLabelText('Remove the saved API key')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    await screen.findByText('Connected.');
    expect(testConnection).toHaveBeenLastCalledWith(expect.objectContaining({ remote: { baseURL: 'http://192.168.1.50:1234/v1', apiKey: '', model: 'gpt-4o-mini' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect((await loadSettings()).remote).toEqual({ baseURL: 'http://192.168.1.50:1234/v1', apiKey: '', model: 'gpt-4o-mini' });
  });

  it('asks before a new key goes over plain http to another computer', async () => {
    render(<SettingsView />);
    await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(screen.getByLabelText(/^Remote model/));
    type('Base URL', 'http://192.168.1.50:1234/v1');
    type('Model', 'llama3.2');
    type('API key', 'sk-lan-secret');
    const consent = screen.getByLabelText(/^Send the key over plain http/) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/plain http, so the key would travel unencrypted/)).toBeTruthy();
    expect((await loadSettings()).remote.apiKey).toBe('');

    fireEvent.click(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect((await loadSettings()).remote).toMatchObject({ apiKey: 'sk-lan-secret', apiKeyOrigin: 'http://192.168.1.50:1234', allowInsecureKeyOrigin: 'http://192.168.1.50:1234' });
  });
});
