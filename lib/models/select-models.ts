import type { LanguageModel } from 'ai';
import type { Engine } from '../db';
import type { Settings } from '../settings';
import { chromeAiReadiness, createChromeAiModel } from './chrome-ai';
import { createOfflineModel } from './offline';
import { createRemoteModel, isRemoteConfigured } from './remote';
import { createWebLlmModel, webLlmReadiness } from './webllm';

export type ModelEngine = Extract<Engine, 'remote' | 'chrome-ai' | 'webllm' | 'offline'>;

/** One tier of the chain: which engine, and its model. */
export interface ModelTier {
  engine: ModelEngine;
  model: LanguageModel;
}

export interface SelectOptions {
  /** The clock and time zone the offline assistant resolves dates with. */
  now?: () => Date;
  timeZone?: string;
}

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

/**
 * The ordered tiers for these settings. An explicit provider gives exactly
 * that tier (building it may throw a ModelSetupError the user must read);
 * `auto` gives remote (when set up), then the in-browser models that are
 * ready (Chrome's built-in model and WebLLM, in the order the settings
 * prefer) and always the offline assistant last, so something always answers.
 */
export async function selectModels(settings: Settings, options: SelectOptions = {}): Promise<ModelTier[]> {
  const offline = (): ModelTier => ({ engine: 'offline', model: createOfflineModel(options) });
  switch (settings.provider) {
    case 'remote':
      return [{ engine: 'remote', model: createRemoteModel(settings) }];
    case 'chrome-ai':
      return [{ engine: 'chrome-ai', model: createChromeAiModel() }];
    case 'webllm':
      return [{ engine: 'webllm', model: createWebLlmModel(settings) }];
    case 'offline':
      return [offline()];
    case 'auto': {
      const tiers: ModelTier[] = [];
      if (isRemoteConfigured(settings)) {
        try {
          tiers.push({ engine: 'remote', model: createRemoteModel(settings) });
        } catch {
          // An unusable base URL just skips the tier in auto mode.
        }
      }
      const [chromeAi, webLlm] = await Promise.all([chromeAiReady(), webLlmReady(settings)]);
      const local: ModelTier[] = [];
      if (webLlm) {
        try {
          local.push({ engine: 'webllm', model: createWebLlmModel(settings) });
        } catch {
          // Not loadable after all: the next tier answers.
        }
      }
      if (chromeAi) {
        const tier: ModelTier = { engine: 'chrome-ai', model: createChromeAiModel() };
        if (settings.chromeAi.preferOverWebLlm) local.unshift(tier);
        else local.push(tier);
      }
      tiers.push(...local);
      tiers.push(offline());
      return tiers;
    }
  }
}
