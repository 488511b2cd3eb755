import { EXPECTED, readPromptApi, type PromptApi } from './prompt-api';

export { createChromeAiModel, CHROME_AI_MODEL_ID } from './chrome-ai-language-model';
export { chromeAiAvailability, type ChromeAiState, type UnavailableReason } from './availability';
export { ChromeAiError } from './chrome-ai-error';

/**
 * Whether the chrome-ai tier can answer here, now: the turn runs in the
 * background (Chrome's service worker, Firefox's event page), so this reads
 * `LanguageModel` there. One availability() call, which starts no download;
 * the reason for "no" is Settings' business (chromeAiAvailability).
 */
export async function chromeAiReadiness(api: PromptApi | undefined = readPromptApi()): Promise<{ ready: boolean }> {
  if (!api) return { ready: false };
  return { ready: (await api.availability(EXPECTED)) === 'available' };
}
