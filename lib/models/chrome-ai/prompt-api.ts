/**
 * The part of Chrome's Prompt API (`LanguageModel`, Chrome 138+) this tier
 * uses, typed here (no @types package covers it). Names follow the current
 * spec; older Chrome builds call contextWindow/contextUsage
 * inputQuota/inputUsage, and both are read.
 * https://developer.chrome.com/docs/ai/prompt-api
 */
export type PromptApiAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface PromptApiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface PromptApiExpected {
  type: 'text';
  languages: string[];
}

export interface PromptApiCoreOptions {
  expectedInputs?: PromptApiExpected[];
  expectedOutputs?: PromptApiExpected[];
}

/** What the monitor's `downloadprogress` event carries: `loaded` of `total` (a fraction of 1 today). */
export interface PromptApiProgressEvent {
  loaded: number;
  total?: number;
}

export interface PromptApiMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: PromptApiProgressEvent) => void): void;
}

export interface PromptApiCreateOptions extends PromptApiCoreOptions {
  initialPrompts?: PromptApiMessage[];
  signal?: AbortSignal;
  monitor?: (monitor: PromptApiMonitor) => void;
}

export interface PromptApiPromptOptions {
  signal?: AbortSignal;
  /** A JSON Schema the answer must follow (constrained decoding). */
  responseConstraint?: Record<string, unknown>;
  /** The schema is in our instructions already: do not add it to the input again. */
  omitResponseConstraintInput?: boolean;
}

export interface PromptApiSession {
  promptStreaming(input: string, options?: PromptApiPromptOptions): AsyncIterable<string> | ReadableStream<string>;
  destroy(): void;
  readonly contextWindow?: number;
  readonly contextUsage?: number;
  readonly inputQuota?: number;
  readonly inputUsage?: number;
}

/** The static side: `LanguageModel` itself. */
export interface PromptApi {
  availability(options?: PromptApiCoreOptions): Promise<PromptApiAvailability>;
  create(options?: PromptApiCreateOptions): Promise<PromptApiSession>;
}

/** The language we prompt in and expect back (the tier's prompts are English). */
export const PROMPT_LANGUAGE = 'en';
export const EXPECTED: PromptApiCoreOptions = {
  expectedInputs: [{ type: 'text', languages: [PROMPT_LANGUAGE] }],
  expectedOutputs: [{ type: 'text', languages: [PROMPT_LANGUAGE] }],
};

/** `LanguageModel` in this context, or undefined where the browser has none (Firefox, older Chrome, headless Chromium). */
export function readPromptApi(scope: object = globalThis): PromptApi | undefined {
  const candidate: unknown = (scope as { LanguageModel?: unknown }).LanguageModel;
  if ((typeof candidate !== 'function' && typeof candidate !== 'object') || candidate === null) return undefined;
  const api = candidate as Partial<PromptApi>;
  return typeof api.availability === 'function' && typeof api.create === 'function' ? (api as PromptApi) : undefined;
}

export function contextWindowOf(session: PromptApiSession): number | undefined {
  return session.contextWindow ?? session.inputQuota;
}

export function contextUsageOf(session: PromptApiSession): number | undefined {
  return session.contextUsage ?? session.inputUsage;
}

/** promptStreaming returns a ReadableStream, async-iterable in Chrome; either shape is read here. */
export async function* chunksOf(stream: AsyncIterable<string> | ReadableStream<string>): AsyncIterable<string> {
  if (Symbol.asyncIterator in stream) {
    yield* stream as AsyncIterable<string>;
    return;
  }
  const reader = (stream as ReadableStream<string>).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
