import { prebuiltAppConfig } from '@mlc-ai/web-llm';
import { describe, expect, it } from 'vitest';
import {
  MODEL_HOST_ORIGINS,
  OFFERED_MODELS,
  WEBLLM_CATALOG,
  WEBLLM_DEFAULT_CONTEXT_TOKENS,
  WEBLLM_EMBEDDING_MODEL,
  findCatalogModel,
  hasThinkingMode,
  isEmbeddingModel,
  modelForGpu,
  needsShaderF16,
} from '@/lib/models/webllm/model-catalog';
import { ModelType } from '@mlc-ai/web-llm';
import { webLlmReadiness } from '@/lib/models/webllm';
import { parseSettings } from '@/lib/settings';
import { DEFAULT_SETTINGS } from '@/lib/settings';

describe('the model catalog', () => {
  it('offers only models WebLLM 0.2.86 knows, with its GPU memory figures', () => {
    for (const model of WEBLLM_CATALOG) {
      const record = prebuiltAppConfig.model_list.find((r) => r.model_id === model.id);
      expect(record, model.id).toBeDefined();
      expect(Math.round(record!.vram_required_MB!)).toBeCloseTo(model.vramMB, -1);
      // The history is cut to this window: it must be the model's own.
      expect(model.contextTokens ?? WEBLLM_DEFAULT_CONTEXT_TOKENS, model.id).toBe(record!.overrides?.context_window_size ?? WEBLLM_DEFAULT_CONTEXT_TOKENS);
    }
  });
  it("names WebLLM 0.2.86's own small embedding model, which needs no shader-f16 and downloads from the same hosts", () => {
    const record = prebuiltAppConfig.model_list.find((r) => r.model_id === WEBLLM_EMBEDDING_MODEL.id);
    expect(record?.model_type).toBe(ModelType.embedding);
    expect(Math.round(record!.vram_required_MB!)).toBeCloseTo(WEBLLM_EMBEDDING_MODEL.vramMB, -1);
    expect(modelForGpu(WEBLLM_EMBEDDING_MODEL.id, false)).toBe(WEBLLM_EMBEDDING_MODEL.id);
    expect(isEmbeddingModel(WEBLLM_EMBEDDING_MODEL.id)).toBe(true);
    expect(WEBLLM_CATALOG.some((m) => isEmbeddingModel(m.id))).toBe(false);
    expect(MODEL_HOST_ORIGINS.some((origin) => record!.model.startsWith(origin.replace('/*', '')))).toBe(true);
  });
  it('asks permission for every host the offered models download from', () => {
    // Match patterns: "*." in the host is any subdomain, "*" in the path is anything.
    const allowed = MODEL_HOST_ORIGINS.map((pattern) => {
      const [, host = '', path = ''] = /^https:\/\/([^/]+)(\/.*)$/.exec(pattern) ?? [];
      const hostRe = host.replace(/\./g, '\\.').replace(/^\*\\\./, '([^/]+\\.)?');
      return new RegExp(`^https://${hostRe}${path.replace(/\*/g, '.*')}$`);
    });
    for (const model of WEBLLM_CATALOG) {
      const record = prebuiltAppConfig.model_list.find((r) => r.model_id === model.id)!;
      for (const url of [record.model, record.model_lib])
        expect(
          allowed.some((re) => re.test(url)),
          url,
        ).toBe(true);
    }
  });
  it('defaults to a model in the catalog, and uses its f32 build on GPUs without shader-f16', () => {
    expect(WEBLLM_CATALOG.some((m) => m.id === DEFAULT_SETTINGS.webllm.model)).toBe(true);
    expect(needsShaderF16(DEFAULT_SETTINGS.webllm.model)).toBe(true);
    expect(modelForGpu(DEFAULT_SETTINGS.webllm.model, false)).toBe('Qwen3-1.7B-q4f32_1-MLC');
    expect(modelForGpu(DEFAULT_SETTINGS.webllm.model, true)).toBe(DEFAULT_SETTINGS.webllm.model);
    expect(needsShaderF16('Qwen2.5-1.5B-Instruct-q4f32_1-MLC')).toBe(false);
  });

  it('offers Qwen3 0.6B, 1.7B (the default) and 4B, and the earlier default', () => {
    expect(DEFAULT_SETTINGS.webllm.model).toBe('Qwen3-1.7B-q4f16_1-MLC');
    expect(OFFERED_MODELS.map((m) => m.id)).toEqual(['Qwen3-0.6B-q4f16_1-MLC', 'Qwen3-1.7B-q4f16_1-MLC', 'Qwen3-4B-q4f16_1-MLC', 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC']);
    expect(hasThinkingMode('Qwen3-1.7B-q4f32_1-MLC')).toBe(true);
    expect(hasThinkingMode('Qwen2.5-1.5B-Instruct-q4f16_1-MLC')).toBe(false);
  });

  it('keeps working for whoever downloaded the earlier default: the setting, its f32 build and its download stay', async () => {
    const OLD = 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC';
    const settings = parseSettings({ provider: 'webllm', webllm: { model: OLD } });
    expect(settings.webllm.model).toBe(OLD);
    expect(findCatalogModel(OLD)).toMatchObject({ f32Id: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC' });
    expect(modelForGpu(OLD, false)).toBe('Qwen2.5-1.5B-Instruct-q4f32_1-MLC');
    const gpu = { requestAdapter: async () => ({ features: new Set(['shader-f16']) }) };
    const readRecord = async (id: string) => (id === OLD ? { status: 'downloaded' as const, percent: 100, updatedAt: new Date().toISOString() } : undefined);
    expect(await webLlmReadiness(settings, { gpu, readRecord })).toEqual({ ready: true });
  });
});
