import type { LanguageModelV4 } from '@ai-sdk/provider';
import { createLocalToolsModel } from '../local-tools/local-language-model';
import { chromeAiError, toChromeAiError } from './chrome-ai-error';
import { createPromptApiEngine } from './prompt-api-engine';
import { readPromptApi, type PromptApi } from './prompt-api';

/** Chrome does not name its model; Gemini Nano is what it ships. */
export const CHROME_AI_MODEL_ID = 'gemini-nano';

export interface ChromeAiModelOptions {
  /** Where `LanguageModel` comes from: this context's global unless a test passes a fake. */
  api?: () => PromptApi | undefined;
  generateId?: () => string;
}

/** The chrome-ai tier's AI SDK LanguageModel: the shared local tool calling over the Prompt API. */
export function createChromeAiModel({ api = () => readPromptApi(), generateId }: ChromeAiModelOptions = {}): LanguageModelV4 {
  return createLocalToolsModel({
    engine: createPromptApiEngine(api),
    provider: 'chrome-ai',
    modelId: CHROME_AI_MODEL_ID,
    ...(generateId ? { generateId } : {}),
    toError: toChromeAiError,
    malformed: () => chromeAiError('malformed-output'),
  });
}
