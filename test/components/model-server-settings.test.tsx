// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ModelPicker } from '@/components/settings/ModelPicker';
import { SettingsView } from '@/components/settings/SettingsView';
import { DEFAULT_SETTINGS, toSettingsForm } from '@/lib/settings';

vi.mock('@/components/settings/WebLlmSettings', () => ({ WebLlmSettings: () => null }));
const listRemoteModels = vi.hoisted(() => vi.fn());
vi.mock('@/lib/models/remote/list-models', () => ({ listRemoteModels }));

beforeEach(() => {
  (fakeBrowser as unknown as { permissions: { request: () => Promise<boolean> } }).permissions.request = async () => true;
  listRemoteModels.mockReset();
});
afterEach(cleanup);

/** "List models" once it can be clicked: it waits for the stored settings (a click before them did nothing). */
async function listButton() {
  const button = screen.getByRole('button', { name: 'List models' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

async function openRemote() {
  render(<SettingsView />);
  await screen.findByRole('button', { name: 'Save' });
  fireEvent.click(screen.getByLabelText(/^Remote model/));
}

describe('choosing a model server and a model without typing', () => {
  it('a preset fills the base URL and says what the server needs', async () => {
    await openRemote();
    const server = screen.getByLabelText('Server') as HTMLSelectElement;
    expect(
      within(server)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a server…', 'Ollama', 'LM Studio', 'llama.cpp', 'OpenAI', 'OpenRouter', 'Groq']);
    fireEvent.change(server, { target: { value: 'ollama' } });
    expect(field('Base URL').value).toBe('http://localhost:11434/v1');
    expect(screen.getByText(/OLLAMA_ORIGINS=chrome-extension:\/\/\*,moz-extension:\/\/\*/)).toBeTruthy();
    fireEvent.change(server, { target: { value: 'groq' } });
    expect(field('Base URL').value).toBe('https://api.groq.com/openai/v1');
    expect(screen.getByText(/An API key from console\.groq\.com/)).toBeTruthy();
  });

  it('lists the server’s models; picking one fills Model, which can still be typed', async () => {
    listRemoteModels.mockResolvedValue({ ok: true, models: ['gemma3:4b', 'llama3.2:latest', 'qwen3:8b'] });
    await openRemote();
    fireEvent.change(screen.getByLabelText('Server'), { target: { value: 'ollama' } });
    fireEvent.click(await listButton());
    const list = (await screen.findByLabelText('Models on this server')) as HTMLSelectElement;
    expect(listRemoteModels.mock.calls[0]![0].remote.baseURL).toBe('http://localhost:11434/v1');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of 3 models…', 'gemma3:4b', 'llama3.2:latest', 'qwen3:8b']);
    fireEvent.change(list, { target: { value: 'qwen3:8b' } });
    expect(field('Model').value).toBe('qwen3:8b');
    fireEvent.change(field('Model'), { target: { value: 'my-own-model' } });
    expect(field('Model').value).toBe('my-own-model');
  });

  it('“List models” waits for the stored settings instead of dropping an early click', async () => {
    listRemoteModels.mockResolvedValue({ ok: true, models: ['gemma3:4b'] });
    const form = { ...toSettingsForm(DEFAULT_SETTINGS), provider: 'remote' as const, baseURL: 'http://localhost:11434/v1' };
    render(<ModelPicker form={form} onPick={() => {}} />);
    const button = screen.getByRole('button', { name: 'List models' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(await listButton());
    expect(await screen.findByLabelText('Models on this server')).toBeTruthy();
  });

  it('a server without a list says so, and the name is typed', async () => {
    listRemoteModels.mockResolvedValue({ ok: false, message: 'This server has no model list: type the model name.' });
    await openRemote();
    fireEvent.change(field('Base URL'), { target: { value: 'http://localhost:9000/v1' } });
    fireEvent.click(await listButton());
    expect((await screen.findByText(/has no model list/)).getAttribute('role')).toBe('status');
    expect(screen.queryByLabelText('Models on this server')).toBeNull();
  });
});
