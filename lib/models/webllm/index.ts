import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Settings } from '../../settings';

/**
 * STUB until the WebLLM issue lands. The `auto` chain asks whether the local
 * model can answer (downloaded and WebGPU works) before it tries it.
 */
export async function webLlmReadiness(_settings: Settings): Promise<{ ready: boolean; reason?: string }> {
  return { ready: false, reason: 'The in-browser model is not available yet.' };
}

export function createWebLlmModel(_settings: Settings): LanguageModelV4 {
  throw new Error('The in-browser model is not available yet.');
}
