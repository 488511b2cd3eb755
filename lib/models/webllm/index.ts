import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Settings } from '../../settings';
import { currentRecord, type DownloadRecord } from './download/download-state';
import { readDownloadRecord } from './download/download-storage';
import { getWebLlmHost } from './host/connect-host';
import { checkWebGpu, type GpuLike } from './webgpu-availability';
import { createWebLlmLanguageModel } from './webllm-language-model';
import { WEBLLM_EMBEDDING_MODEL } from './model-catalog';
import { createWebLlmEmbedder } from './webllm-embedder';
import type { Embedder } from '../../memory';

export { WebLlmError } from './webllm-error';

export interface ReadinessDeps {
  gpu?: GpuLike | undefined;
  readRecord?: (modelId: string) => Promise<DownloadRecord | undefined>;
  now?: () => Date;
}

/**
 * Whether the local tier can answer now: WebGPU works here and the chosen
 * model is downloaded. Cheap (no engine, no download); the `auto` chain asks
 * this before it tries the model.
 */
export async function webLlmReadiness(settings: Settings, deps: ReadinessDeps = {}): Promise<{ ready: boolean; reason?: string }> {
  const gpu = await checkWebGpu(deps.gpu);
  if (!gpu.available) return { ready: false, reason: `The in-browser model is unavailable: ${gpu.reason}` };
  const record = currentRecord(await (deps.readRecord ?? readDownloadRecord)(settings.webllm.model), (deps.now ?? (() => new Date()))());
  if (record.status !== 'downloaded') {
    return { ready: false, reason: 'The in-browser model is not downloaded yet. Download it in Settings to use it.' };
  }
  return { ready: true };
}

/**
 * Whether WebLLM's embedding model can embed now: WebGPU works here and the
 * model is downloaded (the user's Download in Settings → Memory).
 */
export async function webLlmEmbeddingsDownloaded(deps: ReadinessDeps = {}): Promise<boolean> {
  const gpu = await checkWebGpu(deps.gpu);
  if (!gpu.available) return false;
  const record = currentRecord(await (deps.readRecord ?? readDownloadRecord)(WEBLLM_EMBEDDING_MODEL.id), (deps.now ?? (() => new Date()))());
  return record.status === 'downloaded';
}

/** WebLLM's embedding model, on the engine host. */
export function createWebLlmEmbeddingModel(): Embedder {
  return createWebLlmEmbedder(getWebLlmHost);
}

/** The local tier's LanguageModel; its engine starts on the first call. */
export function createWebLlmModel(settings: Settings): LanguageModelV4 {
  return createWebLlmLanguageModel({
    modelId: settings.webllm.model,
    engine: { chatCompletion: (request, signal) => getWebLlmHost().generate(request, signal) },
  });
}
