import { APICallError } from '@ai-sdk/provider';
import { generateText } from 'ai';
import { z } from 'zod';
import type { Settings } from '../../settings';
import { describeModelError, ModelSetupError } from '../describe-model-error';
import { createRemoteModel, keyGuardedFetch, remoteApiKey, remoteBaseURL, type FetchFunction } from './create-remote-model';

export type ConnectionResult = { ok: true; message: string } | { ok: false; message: string };

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });

const TEST_TIMEOUT_MS = 15_000;

function apiCallError(response: Response, url: string, body: string): APICallError {
  return new APICallError({
    message: `${response.status} ${response.statusText}`,
    url,
    requestBodyValues: undefined,
    statusCode: response.status,
    responseBody: body,
  });
}

/**
 * Checks the remote settings: the server's model list (GET /models) says
 * whether the model exists, then a one-token chat proves the model answers
 * with this key (a wrong key fails there even where listing works). Reports
 * success or the precise problem, never the API key.
 */
export async function testConnection(settings: Settings, fetchImpl: FetchFunction = (i, init) => globalThis.fetch(i, init)): Promise<ConnectionResult> {
  try {
    const baseURL = remoteBaseURL(settings);
    if (!settings.remote.model) return { ok: false, message: 'Enter the model name to use (for example llama3.2 or gpt-4o-mini).' };
    const url = `${baseURL}/models`;
    const key = remoteApiKey(settings, url);
    const headers: Record<string, string> = key ? { Authorization: `Bearer ${key}` } : {};
    let response: Response;
    try {
      response = await keyGuardedFetch(settings, fetchImpl)(url, { headers, signal: AbortSignal.timeout(TEST_TIMEOUT_MS) });
    } catch (cause) {
      if (cause instanceof Error && (cause.name === 'TimeoutError' || cause instanceof ModelSetupError)) throw cause;
      throw new APICallError({ message: 'Cannot connect to API', url, requestBodyValues: undefined, cause });
    }
    const body = await response.text();
    if (response.ok) {
      const list = modelListSchema.safeParse(safeJson(body));
      if (!list.success) return await tryChat(settings, fetchImpl);
      const ids = list.data.data.map((entry) => entry.id);
      // Listing models proves little (many servers list them without a key): a one-token answer proves the key too.
      if (ids.includes(settings.remote.model)) return await tryChat(settings, fetchImpl);
      const available = ids.slice(0, 10).join(', ');
      return {
        ok: false,
        message: `The server answered but has no model named "${settings.remote.model}".${available ? ` It has: ${available}${ids.length > 10 ? ', …' : ''}.` : ''} Check the model name.`,
      };
    }
    // Some compatible servers have no model list: a tiny chat tells instead.
    if (response.status === 404 || response.status === 405) return await tryChat(settings, fetchImpl);
    throw apiCallError(response, url, body);
  } catch (error) {
    return { ok: false, message: describeModelError(error, settings) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function tryChat(settings: Settings, fetchImpl: FetchFunction): Promise<ConnectionResult> {
  await generateText({
    model: createRemoteModel(settings, fetchImpl),
    prompt: 'Reply with OK.',
    maxOutputTokens: 1,
    maxRetries: 0,
    timeout: TEST_TIMEOUT_MS,
  });
  return { ok: true, message: `Connected. The model "${settings.remote.model}" answered${remoteApiKey(settings, remoteBaseURL(settings)) ? ' with your API key' : ''}.` };
}
