// Only the chat-completions model: `createOpenAI` would bring the whole
// provider (responses, images, speech, realtime, about 150 kB) into the
// background script, and this tier uses none of it.
import { OpenAIChatLanguageModel } from '@ai-sdk/openai/internal';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { browser } from 'wxt/browser';
import { NO_CONSENT_MESSAGE, apiKeyFor, hasModelServerConsent, type Settings } from '../../settings';
import { wrapLanguageModel } from 'ai';
import { ModelSetupError } from '../describe-model-error';
import type { FetchFunction } from './fetch-function';
import { normalizingFetch } from './normalize-wire';
import { textToolCallsMiddleware } from './text-tool-calls-middleware';

export type { FetchFunction };

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

const urlOf = (input: string | URL | Request) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/**
 * The last word on the API key, for every request to the model server: the
 * key goes only to the origin it was entered for, and over plain http only to
 * this computer or where the user accepted it. A request that would carry it
 * anywhere else loses its Authorization header; one that the user did not
 * allow to carry it unencrypted is not sent at all (a ModelSetupError saying
 * what to do). In Firefox nothing is sent without the user's data consent
 * (see lib/settings/model-server-consent.ts), which they can withdraw in
 * about:addons at any time.
 */
export function keyGuardedFetch(
  settings: Settings,
  fetchImpl: FetchFunction,
  consented: () => Promise<boolean> = () => hasModelServerConsent(() => browser.permissions),
): FetchFunction {
  const plain = withoutEmptyBearer(fetchImpl);
  return async (input, init) => {
    if (!(await consented())) throw new ModelSetupError(NO_CONSENT_MESSAGE);
    const url = urlOf(input);
    const use = apiKeyFor(settings.remote, url);
    if (use.kind === 'refused') throw new ModelSetupError(use.message);
    if (use.kind === 'send') return plain(input, init);
    const headers = new Headers(init?.headers);
    headers.delete('authorization');
    return plain(input, { ...init, headers });
  };
}

/** The key the provider may put in its requests: the saved one only when it belongs to the base URL's origin. */
export function remoteApiKey(settings: Settings, baseURL: string): string {
  const use = apiKeyFor(settings.remote, baseURL);
  return use.kind === 'send' ? use.key : '';
}

/**
 * The remote tier: an OpenAI-compatible server through the chat-completions
 * API, with what servers send outside that format made readable (tool
 * arguments as objects, inline thoughts, tool calls written as text).
 */
export function createRemoteModel(settings: Settings, fetchImpl?: FetchFunction): LanguageModelV4 {
  const baseURL = remoteBaseURL(settings);
  if (!settings.remote.model) throw new ModelSetupError('No model name is set. Open Settings and enter the model to use (for example llama3.2 or gpt-4o-mini).');
  const model = new OpenAIChatLanguageModel(settings.remote.model, {
    provider: 'remote.chat',
    url: ({ path }) => `${baseURL}${path}`,
    headers: () => ({ Authorization: `Bearer ${remoteApiKey(settings, baseURL)}` }),
    fetch: normalizingFetch(keyGuardedFetch(settings, fetchImpl ?? ((input, init) => globalThis.fetch(input, init)))),
  });
  return wrapLanguageModel({ model, middleware: textToolCallsMiddleware() });
}
