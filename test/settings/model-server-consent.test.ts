import { describe, expect, it, vi } from 'vitest';
import { keyGuardedFetch } from '@/lib/models/remote/create-remote-model';
import { DEFAULT_SETTINGS, MODEL_SERVER_DATA_COLLECTION, NO_CONSENT_MESSAGE, hasModelServerConsent, requestHostPermission } from '@/lib/settings';

const settings = { ...DEFAULT_SETTINGS, provider: 'remote' as const, remote: { baseURL: 'https://api.example.com/v1', apiKey: '', model: 'm' } };

describe("Firefox's data consent for a model server", () => {
  it('asks for the origin and the data consent in one prompt when a model server is saved', async () => {
    const request = vi.fn(async () => true);
    await expect(requestHostPermission('https://api.example.com/v1', { request }, true)).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'], data_collection: ['personalCommunications'] });
  });

  it('asks for the consent even for a server on localhost, which needs no origin', async () => {
    const request = vi.fn(async () => false);
    await expect(requestHostPermission('http://localhost:11434/v1', { request }, true)).resolves.toBe(false);
    expect(request).toHaveBeenCalledWith({ data_collection: MODEL_SERVER_DATA_COLLECTION });
  });

  it('asks Chrome for the origin only, and nothing for localhost', async () => {
    const request = vi.fn(async () => true);
    await requestHostPermission('https://api.example.com/v1', { request }, false);
    await requestHostPermission('http://localhost:11434/v1', { request }, false);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith({ origins: ['https://api.example.com/*'] });
  });

  it('reads the consent from Firefox, counts an error as no, and needs none in Chrome', async () => {
    const contains = vi.fn(async () => true);
    await expect(hasModelServerConsent(() => ({ request: vi.fn(), contains }), true)).resolves.toBe(true);
    expect(contains).toHaveBeenCalledWith({ data_collection: ['personalCommunications'] });
    await expect(hasModelServerConsent(() => ({ request: vi.fn(), contains: async () => Promise.reject(new Error('unsupported')) }), true)).resolves.toBe(false);
    const untouched = vi.fn(() => {
      throw new Error('Chrome has no data consent to read');
    });
    await expect(hasModelServerConsent(untouched, false)).resolves.toBe(true);
  });

  it('sends nothing to the model server without the consent, and says what to do', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    const guarded = keyGuardedFetch(settings, fetch, async () => false);
    await expect(guarded('https://api.example.com/v1/chat/completions', { method: 'POST', body: '{"messages":[]}' })).rejects.toThrow(NO_CONSENT_MESSAGE);
    expect(fetch).not.toHaveBeenCalled();
    await keyGuardedFetch(settings, fetch, async () => true)('https://api.example.com/v1/chat/completions', { method: 'POST' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
