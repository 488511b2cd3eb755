// Only the chat-completions model: `createOpenAI` would bring the whole
// provider (responses, images, speech, realtime, about 150 kB) into the
// background script, and this tier uses none of it.
import { OpenAIChatLanguageModel } from '@ai-sdk/openai/internal';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Settings } from '../../settings';
import { ModelSetupError } from '../describe-model-error';

export type FetchFunction = typeof globalThis.fetch;

/** True when the remote tier has what it needs to be tried. */
export function isRemoteConfigured(settings: Settings): boolean {
  return Boolean(settings.remote.baseURL && settings.remote.model);
}

/** The base URL without trailing slashes, or a clear error. */
export function remoteBaseURL(settings: Settings): string {
  const raw = settings.remote.baseURL.trim().replace(/\/+$/, '');
  if (!raw) throw new ModelSetupError('No model server is set up. Open Settings and enter the base URL and model of an OpenAI-compatible server.');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ModelSetupError(`The base URL "${raw}" is not a valid address. Enter one like http://localhost:11434/v1 in Settings.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ModelSetupError(`The base URL must start with http:// or https:// (got ${url.protocol}).`);
  }
  return raw;
}

/**
 * Local servers (Ollama, LM Studio) need no key: rather than an empty
 * "Bearer " header, which some of them reject, send no Authorization at all.
 */
export function withoutEmptyBearer(fetchImpl: FetchFunction): FetchFunction {
  return (input, init) => {
    if (!init?.headers) return fetchImpl(input, init);
    const headers = new Headers(init.headers);
    if (headers.get('authorization')?.trim() === 'Bearer') headers.delete('authorization');
    return fetchImpl(input, { ...init, headers });
  };
}

/** The remote tier: an OpenAI-compatible server through the chat-completions API. */
export function createRemoteModel(settings: Settings, fetchImpl?: FetchFunction): LanguageModelV4 {
  const baseURL = remoteBaseURL(settings);
  if (!settings.remote.model) throw new ModelSetupError('No model name is set. Open Settings and enter the model to use (for example llama3.2 or gpt-4o-mini).');
  const apiKey = settings.remote.apiKey;
  return new OpenAIChatLanguageModel(settings.remote.model, {
    provider: 'remote.chat',
    url: ({ path }) => `${baseURL}${path}`,
    headers: () => ({ Authorization: `Bearer ${apiKey}` }),
    fetch: withoutEmptyBearer(fetchImpl ?? ((input, init) => globalThis.fetch(input, init))),
  });
}
