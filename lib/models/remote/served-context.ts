import { z } from 'zod';
import type { Settings } from '../../settings';
import { keyGuardedFetch, remoteBaseURL, type FetchFunction } from './create-remote-model';

/**
 * Ollama's OpenAI endpoint ignores `num_ctx` and serves the model with the
 * server's default context (4,096 tokens in 2026, unless OLLAMA_CONTEXT_LENGTH
 * says otherwise, which no API shows) or the `num_ctx` of its Modelfile, and
 * silently drops the start of a longer prompt. Its native `/api/show` tells
 * the Modelfile's `num_ctx` and the model's own limit.
 */
export const OLLAMA_DEFAULT_CONTEXT = 4096;

const showSchema = z.object({
  parameters: z.string().optional(),
  model_info: z.record(z.string(), z.unknown()).optional(),
});

/** The context Ollama serves for a model, from its /api/show answer; undefined when the answer is not Ollama's. */
export function servedContextOf(show: unknown): number | undefined {
  const parsed = showSchema.safeParse(show);
  if (!parsed.success || (!parsed.data.parameters && !parsed.data.model_info)) return undefined;
  const numCtx = Number(/(?:^|\n)\s*num_ctx\s+(\d+)/.exec(parsed.data.parameters ?? '')?.[1]);
  const info = parsed.data.model_info ?? {};
  const limit = Object.entries(info).find(([key, value]) => key.endsWith('.context_length') && typeof value === 'number')?.[1] as number | undefined;
  const served = Number.isFinite(numCtx) && numCtx > 0 ? numCtx : OLLAMA_DEFAULT_CONTEXT;
  return limit ? Math.min(served, limit) : served;
}

/** What the worker learned per server and model: from /api/show, or from a prompt the server cut. */
const learned = new Map<string, number | null>();
const keyOf = (settings: Settings) => `${settings.remote.baseURL}\n${settings.remote.model}`;

/** A prompt came back cut to about `tokens`: later turns budget for that. */
export function learnServedContext(settings: Settings, tokens: number): void {
  const known = learned.get(keyOf(settings));
  learned.set(keyOf(settings), known ? Math.min(known, tokens) : tokens);
}

const SHOW_TIMEOUT_MS = 2000;

/** Ollama's port, or a host named for it (a proxy, a container). */
export function looksLikeOllama(base: URL): boolean {
  return base.port === '11434' || /ollama/i.test(base.hostname);
}

/**
 * The context window the server really gives this model, when it says:
 * Ollama's (asked once per worker, through the same key guard); undefined
 * for other servers, whose window is the setting's.
 */
export async function servedContextTokens(settings: Settings, fetchImpl: FetchFunction = (input, init) => globalThis.fetch(input, init)): Promise<number | undefined> {
  const key = keyOf(settings);
  if (learned.has(key)) return learned.get(key) ?? undefined;
  let tokens: number | undefined;
  try {
    const base = new URL(remoteBaseURL(settings));
    // Ollama's native API sits beside /v1 on the same origin; other servers are not asked (a request on every cold turn).
    if (looksLikeOllama(base)) {
      const response = await keyGuardedFetch(settings, fetchImpl)(`${base.origin}/api/show`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: settings.remote.model }),
        signal: AbortSignal.timeout(SHOW_TIMEOUT_MS),
      });
      if (response.ok) tokens = servedContextOf(await response.json().catch(() => undefined));
    }
  } catch {
    tokens = undefined;
  }
  if (!learned.has(key)) learned.set(key, tokens ?? null);
  return learned.get(key) ?? undefined;
}
