import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '@/lib/settings';

describe('parseSettings', () => {
  it('gives the defaults for nothing stored', () => {
    for (const stored of [undefined, null, 'garbage', 42, []]) expect(parseSettings(stored)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ provider: 'auto', historyWindow: 20, maxSteps: 5, approvalTimeoutMinutes: 10 });
    expect(DEFAULT_SETTINGS).toMatchObject({ maxToolCallsPerStep: 10, maxToolCallsPerTurn: 25 });
    expect(DEFAULT_SETTINGS.remote).toEqual({ baseURL: '', apiKey: '', model: '' });
    expect(DEFAULT_SETTINGS.webllm.model).toBeTruthy();
  });

  it('keeps every valid field', () => {
    const stored = {
      provider: 'remote',
      remote: { baseURL: 'http://localhost:11434/v1', apiKey: 'sk-secret', model: 'llama3.2' },
      webllm: { model: 'SmolLM2-360M-Instruct-q4f16_1-MLC' },
      chromeAi: { preferOverWebLlm: true },
      historyWindow: 40,
      maxSteps: 8,
      approvalTimeoutMinutes: 30,
      maxToolCallsPerStep: 4,
      maxToolCallsPerTurn: 12,
      reminders: { enabled: false, minutesBefore: 30, snoozeMinutes: 5, badge: false },
      remoteContextTokens: 32768,
      memory: { enabled: false, summaryThreshold: 60, embeddingModel: 'nomic-embed-text', webllmEmbeddings: true, promptTokens: 800 },
    };
    expect(parseSettings(stored)).toEqual({ ...stored, remote: { ...stored.remote, apiKeyOrigin: 'http://localhost:11434' } });
  });

  it('reminders: defaults when missing, and per field when one is invalid', () => {
    expect(parseSettings({}).reminders).toEqual({ enabled: true, minutesBefore: 0, snoozeMinutes: 10, badge: true });
    expect(parseSettings({ reminders: { enabled: 'yes', minutesBefore: 15, snoozeMinutes: 0, badge: false } }).reminders).toEqual({
      enabled: true,
      minutesBefore: 15,
      snoozeMinutes: 10,
      badge: false,
    });
    expect(parseSettings({ reminders: 'off' }).reminders).toEqual({ enabled: true, minutesBefore: 0, snoozeMinutes: 10, badge: true });
  });

  it('gives memory its defaults (on, summaries past 40 messages, no embedding model) and falls back per field', () => {
    expect(parseSettings({}).memory).toEqual({ enabled: true, summaryThreshold: 40, embeddingModel: '', webllmEmbeddings: false, promptTokens: 600 });
    expect(parseSettings({}).remoteContextTokens).toBe(8192);
    expect(parseSettings({ memory: { enabled: 'yes', summaryThreshold: 2, embeddingModel: ' nomic-embed-text ' } }).memory).toEqual({
      enabled: true,
      summaryThreshold: 40,
      embeddingModel: 'nomic-embed-text',
      webllmEmbeddings: false,
      promptTokens: 600,
    });
  });

  it('falls back per field, so one bad value never loses the others', () => {
    const parsed = parseSettings({
      provider: 'gpt-9',
      remote: { baseURL: 'http://localhost:1234/v1', apiKey: 17, model: 'qwen' },
      webllm: { model: '' },
      historyWindow: 'twenty',
      maxSteps: 0,
      approvalTimeoutMinutes: -5,
      maxToolCallsPerStep: 0,
      maxToolCallsPerTurn: 2.5,
    });
    expect(parsed).toEqual({
      ...DEFAULT_SETTINGS,
      remote: { baseURL: 'http://localhost:1234/v1', apiKey: '', model: 'qwen' },
    });
  });

  it('fills in missing fields and whole missing or malformed groups', () => {
    expect(parseSettings({ provider: 'offline' })).toEqual({ ...DEFAULT_SETTINGS, provider: 'offline' });
    expect(parseSettings({ remote: 'oops', webllm: 5, historyWindow: 50 })).toEqual({ ...DEFAULT_SETTINGS, historyWindow: 50 });
    expect(parseSettings({ remote: { model: 'm' } }).remote).toEqual({ baseURL: '', apiKey: '', model: 'm' });
  });
});

describe('the origin of a stored key', () => {
  it('binds the key of settings saved before keys had an origin to the origin of the base URL saved with it', () => {
    const old = parseSettings({ provider: 'remote', remote: { baseURL: 'https://api.openai.com/v1', apiKey: 'sk-old', model: 'gpt-4o-mini' } });
    expect(old.remote).toEqual({ baseURL: 'https://api.openai.com/v1', apiKey: 'sk-old', model: 'gpt-4o-mini', apiKeyOrigin: 'https://api.openai.com' });
    // Over plain http to another computer the key is bound, but not allowed to travel unencrypted until the user says so.
    const lan = parseSettings({ remote: { baseURL: 'http://192.168.1.50:1234/v1', apiKey: 'sk-lan', model: 'm' } });
    expect(lan.remote).toEqual({ baseURL: 'http://192.168.1.50:1234/v1', apiKey: 'sk-lan', model: 'm', apiKeyOrigin: 'http://192.168.1.50:1234' });
    // With no usable base URL the key belongs nowhere: it is not kept, so no server saved later can inherit it.
    expect(parseSettings({ remote: { baseURL: '', apiKey: 'sk-lost', model: 'm' } }).remote).toEqual({ baseURL: '', apiKey: '', model: 'm' });
  });

  it('keeps a stored origin, and the http consent only for the key’s own origin', () => {
    const remote = { baseURL: 'http://192.168.1.50:1234/v1', apiKey: 'sk', model: 'm', apiKeyOrigin: 'http://192.168.1.50:1234' };
    expect(parseSettings({ remote: { ...remote, allowInsecureKeyOrigin: 'http://192.168.1.50:1234' } }).remote.allowInsecureKeyOrigin).toBe('http://192.168.1.50:1234');
    expect(parseSettings({ remote: { ...remote, allowInsecureKeyOrigin: 'http://10.0.0.2:1234' } }).remote).toEqual(remote);
    expect(parseSettings({ remote: { ...remote, apiKeyOrigin: 'https://api.openai.com' } }).remote.apiKeyOrigin).toBe('https://api.openai.com');
    expect(parseSettings({ remote: { ...remote, apiKey: '' } }).remote).toEqual({ baseURL: remote.baseURL, apiKey: '', model: 'm' });
  });
});
