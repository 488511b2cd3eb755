import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, hostPermissionPattern, parseSettingsForm, requestHostPermission, toSettingsForm, type SettingsForm } from '@/lib/settings';

const valid: SettingsForm = {
  provider: 'remote',
  baseURL: ' https://api.openai.com/v1/ ',
  apiKey: ' sk-abc ',
  clearApiKey: false,
  model: 'gpt-4o-mini',
  historyWindow: '30',
  approvalTimeoutMinutes: '5',
};

describe('the settings form', () => {
  it('round-trips the stored settings', () => {
    const result = parseSettingsForm(toSettingsForm(DEFAULT_SETTINGS), DEFAULT_SETTINGS);
    expect(result).toEqual({ ok: true, settings: DEFAULT_SETTINGS });
  });

  it('turns valid fields into settings, trimmed, keeping what the form does not show', () => {
    const current = { ...DEFAULT_SETTINGS, maxSteps: 7 };
    expect(parseSettingsForm(valid, current)).toEqual({
      ok: true,
      settings: {
        ...current,
        provider: 'remote',
        remote: { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-abc', model: 'gpt-4o-mini' },
        historyWindow: 30,
        approvalTimeoutMinutes: 5,
      },
    });
  });

  it.each([
    ['baseURL', { baseURL: 'localhost:11434' }, /http:\/\/ or https:\/\//],
    ['baseURL', { baseURL: 'ftp://example.com' }, /http:\/\/ or https:\/\//],
    ['baseURL', { baseURL: '' }, /server address/],
    ['model', { model: '  ' }, /model name/],
    ['historyWindow', { historyWindow: 'twenty' }, /whole number from 1 to 200/],
    ['historyWindow', { historyWindow: '0' }, /from 1 to 200/],
    ['approvalTimeoutMinutes', { approvalTimeoutMinutes: '2000' }, /from 1 to 1440/],
  ] as const)('rejects a bad %s with a clear message', (field, change, message) => {
    const result = parseSettingsForm({ ...valid, ...change }, DEFAULT_SETTINGS);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(message);
  });

  it('never puts the saved API key in the form, and keeps it when the field is left empty', () => {
    const current = { ...DEFAULT_SETTINGS, remote: { baseURL: 'http://localhost:11434/v1', apiKey: 'sk-secret', model: 'llama3.2' } };
    const form = toSettingsForm(current);
    expect(JSON.stringify(form)).not.toContain('sk-secret');
    const kept = parseSettingsForm(form, current);
    expect(kept.ok && kept.settings.remote.apiKey).toBe('sk-secret');
    const cleared = parseSettingsForm({ ...form, clearApiKey: true }, current);
    expect(cleared.ok && cleared.settings.remote.apiKey).toBe('');
    const replaced = parseSettingsForm({ ...form, apiKey: 'sk-new' }, current);
    expect(replaced.ok && replaced.settings.remote.apiKey).toBe('sk-new');
  });

  it('does not require a server when the provider is not remote', () => {
    const result = parseSettingsForm({ ...valid, provider: 'offline', baseURL: '', model: '' }, DEFAULT_SETTINGS);
    expect(result.ok).toBe(true);
  });
});

describe('host permissions for the model server', () => {
  it.each([
    ['http://localhost:11434/v1', undefined],
    ['http://127.0.0.1:1234/v1', undefined],
    ['https://localhost:8443/v1', 'https://localhost:8443/*'],
    ['https://api.openai.com/v1', 'https://api.openai.com/*'],
    ['http://192.168.1.20:11434/v1', 'http://192.168.1.20:11434/*'],
    ['', undefined],
  ])('%s needs %s', (baseURL, pattern) => {
    expect(hostPermissionPattern(baseURL)).toBe(pattern);
  });

  it('asks only for the server origin, never for all sites', async () => {
    const request = vi.fn(async () => true);
    await expect(requestHostPermission('https://api.openai.com/v1', { request })).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.openai.com/*'] });
  });

  it('asks nothing for a local server', async () => {
    const request = vi.fn(async () => true);
    await expect(requestHostPermission('http://localhost:11434/v1', { request })).resolves.toBe(true);
    expect(request).not.toHaveBeenCalled();
  });

  it('reports a refusal', async () => {
    await expect(requestHostPermission('https://api.openai.com/v1', { request: async () => false })).resolves.toBe(false);
  });
});
