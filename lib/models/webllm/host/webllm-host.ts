import type { EngineChunk, EngineRequest } from '../../local-tools/engine';

/** One progress report of a download, as WebLLM gives it. */
export interface HostProgress {
  /** 0..1 */
  progress: number;
  timeElapsed: number;
  text: string;
}

/**
 * What the place that runs WebLLM offers (the offscreen document in Chrome,
 * the background page in Firefox). Every failure is a WebLlmError.
 */
export interface WebLlmHost {
  generate(request: EngineRequest, signal?: AbortSignal): AsyncIterable<EngineChunk>;
  /** Downloads (or loads from the cache) the model; the GPU decides between its f16 and f32 build. */
  download(modelId: string, onProgress: (progress: HostProgress) => void, signal?: AbortSignal): Promise<{ resolvedId: string }>;
  /** One vector per text, from a downloaded embedding model (never downloads). */
  embed(modelId: string, texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
  deleteModel(modelId: string): Promise<void>;
  isCached(modelId: string): Promise<boolean>;
}
