import { chromeAiAvailability, unavailable, type ChromeAiState } from './availability';
import { readPromptApi, type PromptApi } from './prompt-api';

export { createChromeAiModel, CHROME_AI_MODEL_ID } from './chrome-ai-language-model';
export { chromeAiAvailability, type ChromeAiState, type UnavailableReason } from './availability';
export { ChromeAiError } from './chrome-ai-error';

/**
 * Whether the chrome-ai tier can answer here, now: the turn runs in the
 * background (Chrome's service worker, Firefox's event page), so this reads
 * `LanguageModel` there. Cheap: availability() starts no download.
 */
export async function chromeAiReadiness(api: PromptApi | undefined = readPromptApi()): Promise<{ ready: boolean; state: ChromeAiState }> {
  if (!api) return { ready: false, state: unavailable('browser') };
  const state = await chromeAiAvailability(api);
  return { ready: state.status === 'available', state };
}
