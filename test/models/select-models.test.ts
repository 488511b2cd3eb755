import { describe, expect, it, vi } from 'vitest';
import { selectModels } from '@/lib/models';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings';

const withRemote = (provider: Settings['provider'], remote = { baseURL: 'http://127.0.0.1:11434/v1', apiKey: '', model: 'llama3.2' }): Settings => ({
  ...DEFAULT_SETTINGS,
  provider,
  remote,
});

vi.mock('@/lib/models/webllm', () => ({
  webLlmReadiness: vi.fn(async () => ({ ready: false })),
  createWebLlmModel: vi.fn(() => ({ specificationVersion: 'v4', provider: 'webllm', modelId: 'webllm-mock' })),
}));

vi.mock('@/lib/models/chrome-ai', () => ({
  chromeAiReadiness: vi.fn(async () => ({ ready: false })),
  createChromeAiModel: vi.fn(() => ({ specificationVersion: 'v4', provider: 'chrome-ai', modelId: 'gemini-nano' })),
}));

describe('selectModels', () => {
  it('an explicit provider gives exactly that tier', async () => {
    expect((await selectModels(withRemote('remote'))).map((t) => t.engine)).toEqual(['remote']);
    expect((await selectModels(withRemote('offline'))).map((t) => t.engine)).toEqual(['offline']);
    expect((await selectModels(withRemote('webllm'))).map((t) => t.engine)).toEqual(['webllm']);
    expect((await selectModels(withRemote('chrome-ai'))).map((t) => t.engine)).toEqual(['chrome-ai']);
  });

  it("auto: Chrome's built-in model between remote and offline when it is ready; with WebLLM ready too, the setting picks which goes first", async () => {
    const chromeAi = await import('@/lib/models/chrome-ai');
    const webllm = await import('@/lib/models/webllm');
    vi.mocked(chromeAi.chromeAiReadiness).mockResolvedValueOnce({ ready: true });
    expect((await selectModels(withRemote('auto'))).map((t) => t.engine)).toEqual(['remote', 'chrome-ai', 'offline']);

    vi.mocked(chromeAi.chromeAiReadiness).mockResolvedValueOnce({ ready: true });
    vi.mocked(webllm.webLlmReadiness).mockResolvedValueOnce({ ready: true });
    expect((await selectModels(withRemote('auto'))).map((t) => t.engine)).toEqual(['remote', 'webllm', 'chrome-ai', 'offline']);

    vi.mocked(chromeAi.chromeAiReadiness).mockResolvedValueOnce({ ready: true });
    vi.mocked(webllm.webLlmReadiness).mockResolvedValueOnce({ ready: true });
    const preferChrome = { ...withRemote('auto', { baseURL: '', apiKey: '', model: '' }), chromeAi: { preferOverWebLlm: true } };
    expect((await selectModels(preferChrome)).map((t) => t.engine)).toEqual(['chrome-ai', 'webllm', 'offline']);
  });

  it('auto: remote when set up, then the offline assistant last', async () => {
    const tiers = await selectModels(withRemote('auto'));
    expect(tiers.map((t) => t.engine)).toEqual(['remote', 'offline']);
    expect(tiers[0]!.model).toMatchObject({ modelId: 'llama3.2' });
  });

  it('auto: skips remote without a base URL or model, and WebLLM unless ready', async () => {
    expect((await selectModels(withRemote('auto', { baseURL: '', apiKey: '', model: '' }))).map((t) => t.engine)).toEqual(['offline']);
    expect((await selectModels(withRemote('auto', { baseURL: 'http://x/v1', apiKey: '', model: '' }))).map((t) => t.engine)).toEqual(['offline']);
  });

  it('auto: includes WebLLM between remote and offline when it is ready', async () => {
    const webllm = await import('@/lib/models/webllm');
    vi.mocked(webllm.webLlmReadiness).mockResolvedValueOnce({ ready: true });
    expect((await selectModels(withRemote('auto'))).map((t) => t.engine)).toEqual(['remote', 'webllm', 'offline']);
  });

  it('an explicit remote provider without a base URL says what to set up', async () => {
    await expect(selectModels(withRemote('remote', { baseURL: '', apiKey: '', model: '' }))).rejects.toThrow(/Open Settings and enter the base URL/);
  });
});
