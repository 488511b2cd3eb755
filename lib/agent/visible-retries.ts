import { APICallError, wrapLanguageModel, type LanguageModel } from 'ai';

export interface VisibleRetryOptions {
  /** Retries after the first attempt (2: at most three attempts). */
  maxRetries: number;
  /** The wait before the first retry; it doubles before each next one. */
  delayMs: number;
  signal?: AbortSignal | undefined;
  /** Called before each retry: `attempt` of `max` attempts, e.g. 2 of 3. */
  onRetry: (attempt: number, max: number) => void;
}

/** A failure worth trying again: the server said so (HTTP 408, 409, 429, 5xx) or the provider judged it transient. */
const isRetryable = (error: unknown): boolean => APICallError.isInstance(error) && error.isRetryable;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The model, retrying a model call that failed transiently before its answer
 * started, and saying so before each retry (the panel shows "Retrying
 * (2/3)…" instead of a silent "Thinking…"). It replaces the AI SDK's own
 * retries (streamText `maxRetries`), which are silent; call streamText with
 * `maxRetries: 0`.
 */
export function withVisibleRetries(model: LanguageModel, options: VisibleRetryOptions): LanguageModel {
  if (typeof model === 'string' || options.maxRetries <= 0) return model;
  const max = options.maxRetries + 1;
  return wrapLanguageModel({
    model,
    middleware: {
      wrapStream: async ({ doStream }) => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await doStream();
          } catch (error) {
            if (attempt >= max || !isRetryable(error) || options.signal?.aborted) throw error;
            options.onRetry(attempt + 1, max);
            await wait(options.delayMs * 2 ** (attempt - 1), options.signal);
          }
        }
      },
    },
  });
}
