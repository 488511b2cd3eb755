import type { LanguageModelV4 } from '@ai-sdk/provider';
import { loadScript, type PublishedScript } from '../../util/published-script';
import type { createLocalToolsModel as createModel, LocalModelOptions } from './local-tools-model';

export type { LocalModelOptions };

/**
 * The tool calling of the on-device tiers (WebLLM, Chrome's built-in model):
 * local-tools-model.ts and what it reads a model's answer with. Needed only
 * when such a tier answers, so the background loads it as a script of its own
 * (entrypoints/local-tools.ts) on that tier's first call in a wake.
 */
export interface LocalTools {
  createLocalToolsModel: typeof createModel;
}

export const LOCAL_TOOLS_SCRIPT: PublishedScript<LocalTools> = { path: '/local-tools.js', key: '__todoAssistantLocalTools' };

export class LocalToolsUnavailable extends Error {
  constructor(detail: string) {
    super(`The on-device model could not start (${detail}). Nothing was changed; reload the extension and try again.`);
    this.name = 'LocalToolsUnavailable';
  }
}

/** The script's value, loaded on first use (lib/util/published-script.ts); a failure is tried again next time. */
export function loadLocalTools(): Promise<LocalTools> {
  return loadScript(
    LOCAL_TOOLS_SCRIPT,
    (detail) => new LocalToolsUnavailable(detail),
    // Firefox: a literal path, resolved against the event page's own moz-extension:// URL (as offline-brain.js).
    () => import(/* @vite-ignore */ '/local-tools.js'),
  );
}

/**
 * An AI SDK LanguageModel over a local chat engine (see local-tools-model.ts),
 * built at once; its first call loads the script that does the work.
 */
export function createLocalToolsModel(options: LocalModelOptions): LanguageModelV4 {
  let model: LanguageModelV4 | undefined;
  const loaded = async () => (model ??= (await loadLocalTools()).createLocalToolsModel(options));
  return {
    specificationVersion: 'v4',
    provider: options.provider,
    modelId: options.modelId,
    supportedUrls: {},
    doStream: async (call) => (await loaded()).doStream(call),
    doGenerate: async (call) => (await loaded()).doGenerate(call),
  };
}
