import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  hostPermissionPattern,
  keyNeedsInsecureConsent,
  parseSettings,
  parseSettingsForm,
  requestHostPermission,
  savedKeyNotice,
  toSettingsForm,
  type SettingsForm,
} from '@/lib/settings';

const valid: SettingsForm = {
  provider: 'remote',
  baseURL: ' https://api.openai.com/v1/ ',
  apiKey: ' sk-abc ',
  clearApiKey: false,
  allowInsecureKey: false,
  model: 'gpt-4o-mini',
  historyWindow: '30',
  approvalTimeoutMinutes: '5',
  remoteContextTokens: '32768',
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
        remote: { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-abc', model: 'gpt-4o-mini', apiKeyOrigin: 'https://api.openai.com' },
        historyWindow: 30,
        approvalTimeoutMinutes: 5,
        remoteContextTokens: 32768,
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
    const current = parseSettings({ remote: { baseURL: 'http://localhost:11434/v1', apiKey: 'sk-secret', model: 'llama3.2' } });
    const form = toSettingsForm(current);
    expect(JSON.stringify(form)).not.toContain('sk-secret');
    const kept = parseSettingsForm(form, current);
    expect(kept.ok && kept.settings.remote.apiKey).toBe('sk-secret');
    const cleared = parseSettingsForm({ ...form, clearApiKey: true }, current);
    expect(cleared.ok && cleared.settings.remote.apiKey).toBe('');
    const replaced = parseSettingsForm({ ...form, apiKey: 'sk-new' }, current);
    expect(replaced.ok && replaced.settings.remote.apiKey).toBe('sk-new');
  });

  describe('the saved key belongs to the origin it was entered for', () => {
    const current = parseSettings({ provider: 'remote', remote: { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-openai', model: 'gpt-4o-mini' } });
    const form = toSettingsForm(current);

    it('drops the saved key when the Base URL moves to another origin, and says so next to the field', () => {
      const moved = { ...form, baseURL: 'http://192.168.1.50:1234/v1' };
      expect(savedKeyNotice(moved, current)).toBe('The saved key was for api.openai.com; enter the key for this server.');
      expect(keyNeedsInsecureConsent(moved, current)).toBe(false);
      const result = parseSettingsForm(moved, current);
      expect(result.ok && result.settings.remote).toEqual({ baseURL: 'http://192.168.1.50:1234/v1', apiKey: '', model: 'gpt-4o-mini' });
    });

    it('keeps it on the same origin, whatever the path', () => {
      const samePlace = { ...form, baseURL: 'https://api.openai.com/v2/' };
      expect(savedKeyNotice(samePlace, current)).toBeUndefined();
      const result = parseSettingsForm(samePlace, current);
      expect(result.ok && result.settings.remote).toMatchObject({ apiKey: 'sk-openai', apiKeyOrigin: 'https://api.openai.com' });
    });

    it('binds a new key to the new origin', () => {
      const result = parseSettingsForm({ ...form, baseURL: 'https://llm.example.org/v1', apiKey: 'sk-other' }, current);
      expect(result.ok && result.settings.remote).toEqual({
        baseURL: 'https://llm.example.org/v1',
        apiKey: 'sk-other',
        model: 'gpt-4o-mini',
        apiKeyOrigin: 'https://llm.example.org',
      });
    });

    it('asks before a key goes over plain http to another computer, and binds the consent to that origin', () => {
      const lan = { ...form, baseURL: 'http://192.168.1.50:1234/v1', apiKey: 'sk-lan' };
      expect(keyNeedsInsecureConsent(lan, current)).toBe(true);
      const refused = parseSettingsForm(lan, current);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.errors.allowInsecureKey).toMatch(/plain http, so the key would travel unencrypted/);
      const accepted = parseSettingsForm({ ...lan, allowInsecureKey: true }, current);
      expect(accepted.ok && accepted.settings.remote).toMatchObject({ apiKeyOrigin: 'http://192.168.1.50:1234', allowInsecureKeyOrigin: 'http://192.168.1.50:1234' });
      // Local servers need no such consent.
      expect(keyNeedsInsecureConsent({ ...lan, baseURL: 'http://localhost:1234/v1' }, current)).toBe(false);
      expect(parseSettingsForm({ ...lan, baseURL: 'http://localhost:1234/v1' }, current).ok).toBe(true);
    });
  });

  it('does not require a server when the provider is not remote', () => {
    const result = parseSettingsForm({ ...valid, provider: 'offline', baseURL: '', model: '', apiKey: '' }, DEFAULT_SETTINGS);
    expect(result.ok).toBe(true);
  });

  it('refuses a key with no server address: a key is saved only for the server it belongs to', () => {
    const result = parseSettingsForm({ ...valid, provider: 'offline', baseURL: '', model: '', apiKey: 'sk-123' }, DEFAULT_SETTINGS);
    expect(result.ok ? undefined : result.errors.apiKey).toMatch(/Base URL/);
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
