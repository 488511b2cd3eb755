import { describe, expect, it } from 'vitest';
import { webLlmReadiness } from '@/lib/models/webllm';
import type { DownloadRecord } from '@/lib/models/webllm/download/download-state';
import { checkWebGpu, type GpuLike } from '@/lib/models/webllm/webgpu-availability';
import { DEFAULT_SETTINGS } from '@/lib/settings';

const NOW = new Date('2026-03-10T09:30:00Z');
const gpu = (features: string[] = ['shader-f16']): GpuLike => ({
  requestAdapter: async () => ({ features: new Set(features), info: { vendor: 'google', architecture: 'swiftshader' } }),
});
const downloaded: DownloadRecord = { status: 'downloaded', percent: 100, updatedAt: NOW.toISOString() };

describe('WebGPU availability', () => {
  it('says why when there is no navigator.gpu', async () => {
    expect(await checkWebGpu(undefined)).toEqual({ available: false, reason: expect.stringMatching(/does not offer WebGPU.*navigator\.gpu/) });
  });
  it('says why when there is no adapter', async () => {
    const result = await checkWebGpu({ requestAdapter: async () => null });
    expect(result).toEqual({ available: false, reason: expect.stringMatching(/no usable graphics adapter/) });
  });
  it('reports the adapter and whether it has shader-f16', async () => {
    expect(await checkWebGpu(gpu([]))).toEqual({ available: true, shaderF16: false, adapter: 'google swiftshader' });
    expect(await checkWebGpu(gpu())).toMatchObject({ available: true, shaderF16: true });
  });
  it('turns a throwing requestAdapter into a reason, not an exception', async () => {
    const result = await checkWebGpu({ requestAdapter: async () => Promise.reject(new Error('GPU process crashed')) });
    expect(result).toEqual({ available: false, reason: 'WebGPU failed to start: GPU process crashed.' });
  });
});

describe('webLlmReadiness', () => {
  it('is not ready, with the reason, when WebGPU is missing, even if the model is downloaded', async () => {
    const result = await webLlmReadiness(DEFAULT_SETTINGS, { gpu: undefined, readRecord: async () => downloaded, now: () => NOW });
    expect(result.ready).toBe(false);
    expect(result.reason).toMatch(/^The in-browser model is unavailable: .*WebGPU/);
  });
  it('is not ready when there is no adapter', async () => {
    const result = await webLlmReadiness(DEFAULT_SETTINGS, { gpu: { requestAdapter: async () => null }, readRecord: async () => downloaded, now: () => NOW });
    expect(result).toEqual({ ready: false, reason: expect.stringMatching(/no usable graphics adapter/) });
  });
  it('is not ready when the model was never downloaded, or is still downloading', async () => {
    for (const record of [undefined, { status: 'downloading', percent: 40, updatedAt: NOW.toISOString() } as const]) {
      const result = await webLlmReadiness(DEFAULT_SETTINGS, { gpu: gpu(), readRecord: async () => record, now: () => NOW });
      expect(result).toEqual({ ready: false, reason: 'The in-browser model is not downloaded yet. Download it in Settings to use it.' });
    }
  });
  it('asks about the model chosen in settings', async () => {
    const asked: string[] = [];
    const settings = { ...DEFAULT_SETTINGS, webllm: { model: 'Qwen2.5-3B-Instruct-q4f16_1-MLC' } };
    await webLlmReadiness(settings, { gpu: gpu(), readRecord: async (id) => (asked.push(id), undefined), now: () => NOW });
    expect(asked).toEqual(['Qwen2.5-3B-Instruct-q4f16_1-MLC']);
  });
  it('is ready when WebGPU works and the model is downloaded', async () => {
    expect(await webLlmReadiness(DEFAULT_SETTINGS, { gpu: gpu([]), readRecord: async () => downloaded, now: () => NOW })).toEqual({ ready: true });
  });
});

describe('clear errors', () => {
  it('keeps the sentence of a WebLlmError thrown by another bundle (the Firefox engine script)', async () => {
    const { toWebLlmError } = await import('@/lib/models/webllm/webllm-error');
    const foreign = Object.assign(new Error('The in-browser model needs WebGPU, which this browser does not offer here.'), { name: 'WebLlmError', kind: 'no-webgpu' });
    expect(toWebLlmError(foreign)).toMatchObject({ kind: 'no-webgpu', message: foreign.message });
  });
  it('names device loss, memory and network failures in plain words', async () => {
    const { toWebLlmError } = await import('@/lib/models/webllm/webllm-error');
    expect(toWebLlmError(new Error('Device was lost')).kind).toBe('device-lost');
    expect(toWebLlmError(new Error('Out of memory while allocating buffer')).message).toMatch(/^The GPU ran out of memory/);
    expect(toWebLlmError(new TypeError('NetworkError when attempting to fetch resource.')).message).toMatch(/^The model download failed/);
    expect(toWebLlmError(new Error('ShaderF16SupportError: This model requires WebGPU extension shader-f16')).kind).toBe('shader-f16');
  });
});
