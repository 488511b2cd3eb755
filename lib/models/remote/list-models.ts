import { z } from 'zod';
import type { Settings } from '../../settings';
import { describeModelError } from '../describe-model-error';
import { keyGuardedFetch, remoteApiKey, remoteBaseURL, type FetchFunction } from './create-remote-model';

export type ModelListResult = { ok: true; models: string[] } | { ok: false; message: string };

const modelListSchema = z.object({ data: z.array(z.object({ id: z.string() })) });
const LIST_TIMEOUT_MS = 10_000;

/**
 * The models the server offers (`GET {base}/models`: Ollama, LM Studio,
 * llama.cpp, vLLM, OpenRouter and OpenAI all answer it), sorted, or one
 * sentence saying why there is no list. Never throws; never shows the key.
 */
export async function listRemoteModels(settings: Settings, fetchImpl: FetchFunction = (input, init) => globalThis.fetch(input, init)): Promise<ModelListResult> {
  try {
    const url = `${remoteBaseURL(settings)}/models`;
    const key = remoteApiKey(settings, url);
    const response = await keyGuardedFetch(settings, fetchImpl)(url, { headers: key ? { Authorization: `Bearer ${key}` } : {}, signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
    if (response.status === 404 || response.status === 405) return { ok: false, message: 'This server has no model list: type the model name.' };
    if (!response.ok) {
      const { APICallError } = await import('@ai-sdk/provider');
      throw new APICallError({
        message: `${response.status} ${response.statusText}`,
        url,
        requestBodyValues: undefined,
        statusCode: response.status,
        responseBody: await response.text(),
      });
    }
    const list = modelListSchema.safeParse(await response.json().catch(() => undefined));
    if (!list.success) return { ok: false, message: 'The server’s model list could not be read: type the model name.' };
    return { ok: true, models: [...new Set(list.data.data.map((entry) => entry.id))].sort((a, b) => a.localeCompare(b)) };
  } catch (error) {
    return { ok: false, message: describeModelError(error, settings) };
  }
}

/** Model families known to call tools when their server supports it (Ollama's "tools" tag, the providers' docs). */
const TOOL_FAMILIES =
  /qwen2\.5|qwen-2\.5|qwen3|qwq|llama3\.[123]|llama-3\.[123]|llama-4|mistral-(?:nemo|small|large)|ministral|devstral|mixtral|command-r|hermes|firefunction|granite3|gpt-oss|gpt-4|gpt-5|o[34]-mini|smollm2|phi4-mini|deepseek-(?:v3|chat)|glm-4|kimi|gemini/i;
const NOT_CHAT = /embed|rerank|whisper|tts|dall-e|moderation|vision-only/i;

/** A model of `models` that can use tools, other than `current`: the first of the known families. */
export function pickToolsModel(models: readonly string[], current: string): string | undefined {
  return models.find((id) => id !== current && !NOT_CHAT.test(id) && TOOL_FAMILIES.test(id));
}
