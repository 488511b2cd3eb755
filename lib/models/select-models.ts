import type { LanguageModel } from 'ai';
import type { Settings } from '../settings';
import { chromeAiReadiness, createChromeAiModel } from './chrome-ai';
import { createOfflineModel } from './offline';
import { createRemoteModel, isRemoteConfigured, servedContextTokens } from './remote';
import { createWebLlmModel, webLlmReadiness } from './webllm';
import { webLlmContextTokens } from './webllm/model-catalog';
import type { ModelEngine } from './model-tiers';

export type { ModelEngine };

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

/** How each tier is checked and built (its words are MODEL_TIERS in model-tiers.ts): a tier missing here is a type error. */
const TIER_RUNTIME: {
  [E in ModelEngine]: { ready: (settings: Settings) => Promise<boolean>; create: (settings: Settings, options: SelectOptions) => ModelTier | Promise<ModelTier> };
} = {
  remote: { ready: async (settings) => isRemoteConfigured(settings), create: (settings) => remoteTier(settings) },
  'chrome-ai': { ready: () => chromeAiReady(), create: () => chromeAiTier() },
  webllm: { ready: (settings) => webLlmReady(settings), create: (settings) => webLlmTier(settings) },
  offline: { ready: async () => true, create: (_settings, options) => offlineTier(options) },
};

/** A tier that is ready, built; undefined when it is not ready or cannot be built (auto skips it). */
async function readyTier(engine: ModelEngine, settings: Settings, options: SelectOptions, ready: boolean): Promise<ModelTier | undefined> {
  if (!ready) return undefined;
  try {
    return await TIER_RUNTIME[engine].create(settings, options);
  } catch {
    // An unusable base URL, a model not loadable after all: the next tier answers.
    return undefined;
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
  if (settings.provider !== 'auto') return [await TIER_RUNTIME[settings.provider].create(settings, options)];
  const remote = await readyTier('remote', settings, options, await TIER_RUNTIME.remote.ready(settings));
  const [chromeAiReadyNow, webLlmReadyNow] = await Promise.all([TIER_RUNTIME['chrome-ai'].ready(settings), TIER_RUNTIME.webllm.ready(settings)]);
  const webLlm = await readyTier('webllm', settings, options, webLlmReadyNow);
  const chromeAi = chromeAiReadyNow ? chromeAiTier() : undefined;
  const local = settings.chromeAi.preferOverWebLlm ? [chromeAi, webLlm] : [webLlm, chromeAi];
  return [remote, ...local, offlineTier(options)].filter((tier): tier is ModelTier => tier !== undefined);
}

/**
 * Whether the offline assistant is the tier that answers first with these
 * settings (chosen, or `auto` with no remote model and no in-browser model
 * ready), without building any tier: worth loading its script before a turn.
 */
export async function offlineAnswersFirst(settings: Settings): Promise<boolean> {
  if (settings.provider !== 'auto') return settings.provider === 'offline';
  if (await TIER_RUNTIME.remote.ready(settings)) return false;
  const [chromeAi, webLlm] = await Promise.all([TIER_RUNTIME['chrome-ai'].ready(settings), TIER_RUNTIME.webllm.ready(settings)]);
  return !chromeAi && !webLlm;
}
