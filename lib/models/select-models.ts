import type { LanguageModel } from 'ai';
import type { Engine } from '../db';
import type { Settings } from '../settings';
import { chromeAiReadiness, createChromeAiModel } from './chrome-ai';
import { createOfflineModel } from './offline';
import { createRemoteModel, isRemoteConfigured, servedContextTokens } from './remote';
import { createWebLlmModel, webLlmReadiness } from './webllm';
import { webLlmContextTokens } from './webllm/model-catalog';

export type ModelEngine = Extract<Engine, 'remote' | 'chrome-ai' | 'webllm' | 'offline'>;

/** One tier of the chain: which engine, and its model. */
export interface ModelTier {
  engine: ModelEngine;
  model: LanguageModel;
  /** The model's context window in tokens, when known: the history is cut to fit it. */
  contextTokens?: number;
}

export interface SelectOptions {
  /** The clock and time zone the offline assistant resolves dates with. */
  now?: () => Date;
  timeZone?: string;
}

/** The remote tier, its history cut to the smaller of the setting and what the server really serves (Ollama says). */
async function remoteTier(settings: Settings): Promise<ModelTier> {
  const model = createRemoteModel(settings);
  const served = await servedContextTokens(settings);
  return { engine: 'remote', model, contextTokens: served ? Math.min(served, settings.remoteContextTokens) : settings.remoteContextTokens };
}
const webLlmTier = (settings: Settings): ModelTier => ({ engine: 'webllm', model: createWebLlmModel(settings), contextTokens: webLlmContextTokens(settings.webllm.model) });

/**
 * Chrome gives the built-in model's window per session (6,144 tokens for
 * Gemini Nano when this was written); reading it would cost a session each
 * turn, so the history is cut to this and the tier reports an overflow
 * plainly if a session is smaller.
 */
const CHROME_AI_CONTEXT_TOKENS = 6144;
const chromeAiTier = (): ModelTier => ({ engine: 'chrome-ai', model: createChromeAiModel(), contextTokens: CHROME_AI_CONTEXT_TOKENS });

const OFFLINE_CONTEXT_TOKENS = 1_000_000;

async function webLlmReady(settings: Settings): Promise<boolean> {
  try {
    return (await webLlmReadiness(settings)).ready;
  } catch {
    return false;
  }
}

/** Chrome answers availability() at once; one that hangs must not hold the turn: after this long the tier is skipped. */
const CHROME_AI_CHECK_MS = 1000;

async function chromeAiReady(): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<{ ready: boolean }>((resolve) => (timer = setTimeout(() => resolve({ ready: false }), CHROME_AI_CHECK_MS)));
    return (await Promise.race([chromeAiReadiness(), late])).ready;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The rule-based assistant's tier. It reads only the last exchanges: nothing to cut for it. */
export function offlineTier(options: SelectOptions = {}): ModelTier {
  return { engine: 'offline', model: createOfflineModel(options), contextTokens: OFFLINE_CONTEXT_TOKENS };
}

/**
 * The ordered tiers for these settings. An explicit provider gives exactly
 * that tier (building it may throw a ModelSetupError the user must read);
 * `auto` gives remote (when set up), then the in-browser models that are
 * ready (Chrome's built-in model and WebLLM, in the order the settings
 * prefer) and always the offline assistant last, so something always answers.
 */
export async function selectModels(settings: Settings, options: SelectOptions = {}): Promise<ModelTier[]> {
  const offline = () => offlineTier(options);
  switch (settings.provider) {
    case 'remote':
      return [await remoteTier(settings)];
    case 'chrome-ai':
      return [chromeAiTier()];
    case 'webllm':
      return [webLlmTier(settings)];
    case 'offline':
      return [offline()];
    case 'auto': {
      const tiers: ModelTier[] = [];
      if (isRemoteConfigured(settings)) {
        try {
          tiers.push(await remoteTier(settings));
        } catch {
          // An unusable base URL just skips the tier in auto mode.
        }
      }
      const [chromeAi, webLlm] = await Promise.all([chromeAiReady(), webLlmReady(settings)]);
      const local: ModelTier[] = [];
      if (webLlm) {
        try {
          local.push(webLlmTier(settings));
        } catch {
          // Not loadable after all: the next tier answers.
        }
      }
      if (chromeAi) {
        const tier = chromeAiTier();
        if (settings.chromeAi.preferOverWebLlm) local.unshift(tier);
        else local.push(tier);
      }
      tiers.push(...local);
      tiers.push(offline());
      return tiers;
    }
  }
}
