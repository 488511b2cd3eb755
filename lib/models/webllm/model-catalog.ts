import { DEFAULT_WEBLLM_MODEL } from '../../settings';

export { MODEL_HOST_ORIGINS } from './model-hosts';

/**
 * The in-browser models we offer. Ids, hosts and memory come from WebLLM
 * 0.2.86's prebuiltAppConfig (a unit test keeps them in step); download sizes
 * are estimates: parameters × 4.5 bits (q4f16_1) or × 5 bits (q4f32_1), plus
 * the tokenizer and the WebGPU library. See docs/webllm.md for the choice.
 */
export interface CatalogModel {
  id: string;
  label: string;
  /** Approximate download in megabytes. */
  downloadMB: number;
  /** GPU memory WebLLM says it needs, in megabytes. */
  vramMB: number;
  /** The same model with 32-bit float shaders, for GPUs without shader-f16. */
  f32Id?: string;
  /** Offered before; kept so a saved choice keeps working, not listed for new choices. */
  legacy?: true;
  /** Its context window in tokens (prebuiltAppConfig's `overrides.context_window_size`); absent: WebLLM's default. */
  contextTokens?: number;
}

/** The context window WebLLM gives a model whose config states none. */
export const WEBLLM_DEFAULT_CONTEXT_TOKENS = 4096;

/** The context window of a WebLLM model, for cutting the history to fit. */
export function webLlmContextTokens(modelId: string): number {
  return findCatalogModel(modelId)?.contextTokens ?? WEBLLM_DEFAULT_CONTEXT_TOKENS;
}

export const WEBLLM_CATALOG: readonly CatalogModel[] = [
  {
    id: 'Qwen3-0.6B-q4f16_1-MLC',
    label: 'Qwen3 0.6B (smallest, fastest; less reliable with tools)',
    downloadMB: 340,
    vramMB: 1403,
    f32Id: 'Qwen3-0.6B-q4f32_1-MLC',
  },
  {
    id: DEFAULT_WEBLLM_MODEL,
    label: 'Qwen3 1.7B (recommended)',
    downloadMB: 960,
    vramMB: 2037,
    f32Id: 'Qwen3-1.7B-q4f32_1-MLC',
  },
  {
    id: 'Qwen3-4B-q4f16_1-MLC',
    label: 'Qwen3 4B (larger, best answers; needs a stronger GPU)',
    downloadMB: 2250,
    vramMB: 3432,
    f32Id: 'Qwen3-4B-q4f32_1-MLC',
  },
  {
    // The default until Qwen3: whoever downloaded it keeps it, and may choose it.
    id: 'Qwen2.5-1.5B-Instruct-q4f16_1-MLC',
    label: 'Qwen2.5 1.5B (the earlier default)',
    downloadMB: 880,
    vramMB: 1630,
    f32Id: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC',
    contextTokens: 4096,
  },
  { id: 'Qwen3-0.6B-q4f32_1-MLC', label: 'Qwen3 0.6B, 32-bit shaders', downloadMB: 375, vramMB: 1925 },
  { id: 'Qwen3-1.7B-q4f32_1-MLC', label: 'Qwen3 1.7B, 32-bit shaders', downloadMB: 1060, vramMB: 2635 },
  { id: 'Qwen3-4B-q4f32_1-MLC', label: 'Qwen3 4B, 32-bit shaders', downloadMB: 2500, vramMB: 4328 },
  { id: 'Qwen2.5-1.5B-Instruct-q4f32_1-MLC', label: 'Qwen2.5 1.5B, 32-bit shaders', downloadMB: 970, vramMB: 1889 },
  // Offered before Qwen3; kept so a saved choice still resolves to its build and size.
  { id: 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC', label: 'Qwen2.5 0.5B', downloadMB: 290, vramMB: 945, f32Id: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', legacy: true },
  { id: 'Qwen2.5-3B-Instruct-q4f16_1-MLC', label: 'Qwen2.5 3B', downloadMB: 1760, vramMB: 2505, f32Id: 'Qwen2.5-3B-Instruct-q4f32_1-MLC', legacy: true },
  { id: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', label: 'Qwen2.5 0.5B, 32-bit shaders', downloadMB: 320, vramMB: 1060 },
  { id: 'Qwen2.5-3B-Instruct-q4f32_1-MLC', label: 'Qwen2.5 3B, 32-bit shaders', downloadMB: 1940, vramMB: 2894 },
];

/**
 * WebLLM's own embedding model for memory search (prebuiltAppConfig's
 * `model_type: embedding`): snowflake-arctic-embed-s, 32-bit floats (no
 * shader-f16 needed), batches of 4. About 130 MB of weights, 239 MB of GPU memory.
 */
export const WEBLLM_EMBEDDING_MODEL: CatalogModel = {
  id: 'snowflake-arctic-embed-s-q0f32-MLC-b4',
  label: 'Snowflake Arctic Embed S',
  downloadMB: 135,
  vramMB: 239,
};

/** Embedding models run on an engine of their own, so they never push the chat model off the GPU. */
export function isEmbeddingModel(modelId: string): boolean {
  return modelId.startsWith('snowflake-arctic-embed-');
}

/** The choices Settings lists: f16 builds (their f32 twin is picked for the GPU), not the older ones kept for saved settings. */
export const OFFERED_MODELS: readonly CatalogModel[] = WEBLLM_CATALOG.filter((m) => m.f32Id !== undefined && !m.legacy);

export function findCatalogModel(id: string): CatalogModel | undefined {
  return id === WEBLLM_EMBEDDING_MODEL.id ? WEBLLM_EMBEDDING_MODEL : WEBLLM_CATALOG.find((m) => m.id === id);
}

/** q4f16 / q0f16 models compile 16-bit float shaders: they need the GPU feature shader-f16. */
export function needsShaderF16(modelId: string): boolean {
  return /-q\d+f16(_\d+)?-/.test(modelId);
}

/** The model to run on this GPU: the f32 twin when the GPU lacks shader-f16. */
export function modelForGpu(modelId: string, hasShaderF16: boolean): string {
  if (hasShaderF16 || !needsShaderF16(modelId)) return modelId;
  return findCatalogModel(modelId)?.f32Id ?? modelId;
}

/** Qwen3 and Qwen3.5 can think before answering (a <think> block); we turn that off and never show it. */
export function hasThinkingMode(modelId: string): boolean {
  return /^Qwen3(\.\d+)?-/.test(modelId);
}

export function formatMegabytes(mb: number): string {
  return mb >= 1000 ? `${(mb / 1000).toFixed(1)} GB` : `${Math.round(mb)} MB`;
}
