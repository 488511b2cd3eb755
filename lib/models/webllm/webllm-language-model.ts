import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ChatEngine } from '../local-tools/engine';
import { createLocalToolsModel } from '../local-tools/local-language-model';
import { toWebLlmError, webLlmError } from './webllm-error';

export interface WebLlmModelOptions {
  engine: ChatEngine;
  modelId: string;
  /** Tool call ids are ours (WebLLM gives none); injectable for tests. */
  generateId?: () => string;
}

/** An AI SDK LanguageModel over a WebLLM engine: the shared local tool calling, with WebLLM's error sentences. */
export function createWebLlmLanguageModel({ engine, modelId, generateId }: WebLlmModelOptions): LanguageModelV4 {
  return createLocalToolsModel({
    engine,
    provider: 'webllm',
    modelId,
    ...(generateId ? { generateId } : {}),
    toError: toWebLlmError,
    malformed: () => webLlmError('malformed-output'),
  });
}
