import { APICallError } from '@ai-sdk/provider';
import { RetryError } from 'ai';
import type { Settings } from '../settings';
import { isRecord } from '../util';

/** A model tier that cannot be built from the current settings (missing base URL, model not downloaded…). */
export class ModelSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelSetupError';
  }
}

export type ModelFailureKind =
  'setup' | 'network' | 'timeout' | 'auth' | 'forbidden' | 'not-found' | 'rate-limit' | 'server' | 'bad-request' | 'malformed' | 'interrupted' | 'unknown';

export interface ModelFailure {
  kind: ModelFailureKind;
  status?: number;
  /** The failure in a few words, for the note of a fallback: "HTTP 500", "could not connect". */
  brief: string;
}

const MALFORMED_ERRORS = new Set([
  'AI_JSONParseError',
  'AI_TypeValidationError',
  'AI_InvalidResponseDataError',
  'AI_EmptyResponseBodyError',
  'AI_NoOutputGeneratedError',
  'AI_NoContentGeneratedError',
  'SyntaxError',
]);

function isMalformed(error: unknown): boolean {
  return isRecord(error) && 'name' in error && MALFORMED_ERRORS.has(String(error.name));
}

/** The error that matters, once retries and wrappers are peeled off. */
function rootError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    if (RetryError.isInstance(current)) current = current.lastError;
    else if (current instanceof Error && current.name === 'AI_NoOutputGeneratedError' && current.cause) current = current.cause;
    else break;
  }
  return current;
}

function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`;
  return error.name === 'TypeError' || /fetch failed|failed to fetch|networkerror|network error|econnrefused|enotfound|load failed/i.test(text);
}

/** Sorts a model failure into what a person can act on. */
export function classifyModelError(error: unknown): ModelFailure {
  const root = rootError(error);
  if (root instanceof ModelSetupError) return { kind: 'setup', brief: 'not set up' };
  if (APICallError.isInstance(root)) {
    const status = root.statusCode;
    // The server said yes (2xx) and then the answer could not be read to its end.
    if (status !== undefined && status >= 200 && status < 300) {
      return isMalformed(root.cause) ? { kind: 'malformed', brief: 'sent an unreadable answer' } : { kind: 'interrupted', brief: 'the connection dropped' };
    }
    if (status === undefined) return isNetworkFailure(root.cause ?? root) ? { kind: 'network', brief: 'could not connect' } : { kind: 'unknown', brief: 'failed' };
    const brief = `HTTP ${status}`;
    if (status === 401) return { kind: 'auth', status, brief };
    if (status === 403) return { kind: 'forbidden', status, brief };
    if (status === 404) return { kind: 'not-found', status, brief };
    if (status === 408) return { kind: 'timeout', status, brief };
    if (status === 429) return { kind: 'rate-limit', status, brief };
    if (status >= 500) return { kind: 'server', status, brief };
    return { kind: 'bad-request', status, brief };
  }
  if (root instanceof Error || (isRecord(root) && 'name' in root)) {
    const name = String((root as { name: unknown }).name);
    if (name === 'TimeoutError' || (root instanceof Error && /timeout|timed out/i.test(root.message))) return { kind: 'timeout', brief: 'timed out' };
    if (isMalformed(root)) return { kind: 'malformed', brief: 'sent an unreadable answer' };
  }
  if (isNetworkFailure(root)) return { kind: 'network', brief: 'could not connect' };
  return { kind: 'unknown', brief: 'failed' };
}

function serverLabel(settings: Settings): string {
  try {
    return new URL(settings.remote.baseURL).origin;
  } catch {
    return 'the model server';
  }
}

/** A piece of the key this long, taken from its start, is as good as a hint to the whole: never shown. */
const KEY_PREFIX_SHOWN_MAX = 7;
/** How much of a server's answer an error message quotes, in characters (code points). */
const DETAIL_CHARACTERS = 200;

/**
 * Never lets the API key reach a message, whatever a server echoed back: the
 * whole key, and any run of 8 or more characters that is the start of the key
 * (a server that quotes "sk-proj-abcd…", or a body cut inside the key).
 */
export function withoutApiKey(text: string, settings: Settings): string {
  const key = settings.remote.apiKey;
  if (!key || key.length < 4) return text;
  const shortest = Math.min(key.length, KEY_PREFIX_SHOWN_MAX + 1);
  let out = '';
  let at = 0;
  while (at < text.length) {
    let matched = 0;
    while (matched < key.length && text[at + matched] === key[matched]) matched += 1;
    if (matched >= shortest) {
      out += '••••';
      at += matched;
    } else {
      out += text[at];
      at += 1;
    }
  }
  return out;
}

/** The first `max` characters, counting code points so an emoji is never split. */
function firstCharacters(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}

function detailOf(error: unknown, settings: Settings): string {
  const root = rootError(error);
  if (!(root instanceof Error)) return withoutApiKey(String(root), settings);
  const responseBody = APICallError.isInstance(root) ? root.responseBody : undefined;
  // Redact first, then cut: a key that crosses the cut must not leave its start behind.
  // (Only the part that can reach the cut is read: a code point is at most 2 UTF-16 units.)
  const reach = 2 * (DETAIL_CHARACTERS + settings.remote.apiKey.length);
  const body = responseBody ? ` ${firstCharacters(withoutApiKey(responseBody.slice(0, reach), settings), DETAIL_CHARACTERS)}` : '';
  return `${withoutApiKey(root.message, settings)}${body}`.trim();
}

const OLLAMA_HINT = 'If it is Ollama, start it with OLLAMA_ORIGINS=chrome-extension://*,moz-extension://* so it accepts requests from the extension.';

/**
 * What happened and what to do, in one or two sentences a user can act on.
 * Pure; never includes the API key.
 */
export function describeModelError(error: unknown, settings: Settings): string {
  const failure = classifyModelError(error);
  const server = serverLabel(settings);
  const model = settings.remote.model ? `"${settings.remote.model}"` : 'the model';
  const status = failure.status ? ` (HTTP ${failure.status})` : '';
  let message: string;
  switch (failure.kind) {
    case 'setup':
      message = detailOf(error, settings);
      break;
    case 'network':
      message = `Could not reach the model server at ${server}. Check that it is running, that the base URL in Settings is right, and that you are online.`;
      break;
    case 'timeout':
      message = `The model server at ${server} did not answer in time${status}. It may be overloaded or the model may still be loading: try again in a moment, or choose a smaller model.`;
      break;
    case 'auth':
      message = `The model server rejected the API key${status}. Check the API key in Settings.`;
      break;
    case 'forbidden':
      message = `The model server refused the request from the extension${status}. ${OLLAMA_HINT} Otherwise check that the API key in Settings may use ${model}.`;
      break;
    case 'not-found':
      message = `The model server found no ${model} at ${server}${status}. Check the model name and the base URL in Settings (OpenAI-compatible servers usually end with /v1).`;
      break;
    case 'rate-limit':
      message = `The model server is limiting requests${status}. Wait a minute and try again, or check your plan's quota.`;
      break;
    case 'server':
      message = `The model server had an internal error${status}. Try again in a moment; if it keeps happening, check the server.`;
      break;
    case 'bad-request':
      message = `The model server rejected the request${status}: ${detailOf(error, settings)}. Check the model name and that it supports tool calls.`;
      break;
    case 'interrupted':
      message = `The connection to the model server at ${server} broke off in the middle of the answer. What arrived is kept; try again, and if it keeps happening check the server and your network.`;
      break;
    case 'malformed':
      message = `The model server sent an answer the extension could not read. Check that the base URL points to an OpenAI-compatible chat completions API.`;
      break;
    default:
      message = `The model failed: ${detailOf(error, settings)}`;
  }
  return withoutApiKey(message, settings);
}
