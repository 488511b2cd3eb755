import type { LanguageModel } from 'ai';
import type { Engine } from '../db';
import type { Settings } from '../settings';
import { createOfflineModel } from './offline';
import { createRemoteModel, isRemoteConfigured } from './remote';
import { createWebLlmModel, webLlmReadiness } from './webllm';
import { webLlmContextTokens } from './webllm/model-catalog';

export type ModelEngine = Extract<Engine, 'remote' | 'webllm' | 'offline'>;

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

const remoteTier = (settings: Settings): ModelTier => ({ engine: 'remote', model: createRemoteModel(settings), contextTokens: settings.remoteContextTokens });
const webLlmTier = (settings: Settings): ModelTier => ({ engine: 'webllm', model: createWebLlmModel(settings), contextTokens: webLlmContextTokens(settings.webllm.model) });

const OFFLINE_CONTEXT_TOKENS = 1_000_000;

async function webLlmReady(settings: Settings): Promise<boolean> {
  try {
    return (await webLlmReadiness(settings)).ready;
  } catch {
    return false;
  }
}

/**
 * The ordered tiers for these settings. An explicit provider gives exactly
 * that tier (building it may throw a ModelSetupError the user must read);
 * `auto` gives remote (when set up), WebLLM (when ready) and always the
 * offline assistant last, so something always answers.
 */
export async function selectModels(settings: Settings, options: SelectOptions = {}): Promise<ModelTier[]> {
  // The rule-based assistant reads only the last exchanges: nothing to cut for it.
  const offline = (): ModelTier => ({ engine: 'offline', model: createOfflineModel(options), contextTokens: OFFLINE_CONTEXT_TOKENS });
  switch (settings.provider) {
    case 'remote':
      return [remoteTier(settings)];
    case 'webllm':
      return [webLlmTier(settings)];
    case 'offline':
      return [offline()];
    case 'auto': {
      const tiers: ModelTier[] = [];
      if (isRemoteConfigured(settings)) {
        try {
          tiers.push(remoteTier(settings));
        } catch {
          // An unusable base URL just skips the tier in auto mode.
        }
      }
      if (await webLlmReady(settings)) {
        try {
          tiers.push(webLlmTier(settings));
        } catch {
          // Not loadable after all: the next tier answers.
        }
      }
      tiers.push(offline());
      return tiers;
    }
  }
}
