// zod/mini: the panel validates its settings at start; mini's functions leave out what they do not
// use (classic zod's methods carry JSON Schema output and every check), 20 kB gzipped of the panel's
// first scripts. The same core parses: a stored value reads exactly as before.
import { z } from 'zod/mini';
import { originOf } from './origin-of';
import { isRecord } from '../util';

export const providerSchema = z.enum(['auto', 'remote', 'chrome-ai', 'webllm', 'offline']);
export type Provider = z.infer<typeof providerSchema>;

/** The in-browser model offered first (docs/webllm.md says why). Settings that name another model keep it. */
export const DEFAULT_WEBLLM_MODEL = 'Qwen3-1.7B-q4f16_1-MLC';

/** The remote model server's settings; the two origins are present only with a key. */
export interface RemoteSettings {
  baseURL: string;
  apiKey: string;
  model: string;
  apiKeyOrigin?: string;
  allowInsecureKeyOrigin?: string;
}

/**
 * A key belongs to one origin. Settings saved before keys were bound have
 * none: their key was saved with the base URL beside it, so it is bound to
 * that URL's origin; a key with no usable URL beside it is dropped, so it can
 * never be bound to a server saved later (an import's, say). Without a key
 * the origins mean nothing and are dropped; the http consent holds only for
 * the key's own origin.
 */
function bindKeyToOrigin(remote: {
  baseURL: string;
  apiKey: string;
  model: string;
  apiKeyOrigin?: string | undefined;
  allowInsecureKeyOrigin?: string | undefined;
}): RemoteSettings {
  const { apiKeyOrigin, allowInsecureKeyOrigin, ...rest } = remote;
  if (!rest.apiKey) return rest;
  const origin = apiKeyOrigin ?? originOf(rest.baseURL);
  // A key with no origin could be bound later to whatever base URL is saved next: it is not kept.
  if (!origin) return { ...rest, apiKey: '' };
  return {
    ...rest,
    ...(origin ? { apiKeyOrigin: origin } : {}),
    ...(origin && allowInsecureKeyOrigin === origin ? { allowInsecureKeyOrigin } : {}),
  };
}

export const DEFAULT_REMINDERS = { enabled: true, minutesBefore: 0, snoozeMinutes: 10, badge: true } as const;

/** A boolean, or `fallback` when missing or not one. */
const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);
/** A whole number from `min` to `max`, or `fallback`. */
const wholeNumber = (min: number, max: number, fallback: number) => z.catch(z.int().check(z.minimum(min), z.maximum(max)), fallback);
/** A trimmed string, or '' when missing or not one. */
const trimmed = () => z.catch(z.string().check(z.trim()), '');
/** An object that falls back to `fallback` when it is not one, and is `fallback` when missing. */
const group = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z._default(
    z.catch(schema, () => structuredClone(fallback)),
    () => structuredClone(fallback) as never,
  );

/** Reminders and the toolbar badge; each field falls back to its default on its own. */
const remindersSettingsSchema = group(
  z.object({
    /** Notify at each task's reminder time. */
    enabled: flag(DEFAULT_REMINDERS.enabled),
    /** The reminder of a task without its own: minutes before the due time (0: at the due time). */
    minutesBefore: wholeNumber(0, 40_320, DEFAULT_REMINDERS.minutesBefore),
    /** How long Snooze waits. */
    snoozeMinutes: wholeNumber(1, 24 * 60, DEFAULT_REMINDERS.snoozeMinutes),
    /** The toolbar badge counts tasks due today plus overdue. */
    badge: flag(DEFAULT_REMINDERS.badge),
  }),
  { ...DEFAULT_REMINDERS },
);
export type ReminderSettings = z.infer<typeof remindersSettingsSchema>;
/** Long-term memory: off, nothing is written or retrieved. */
export const memorySettingsSchema = z.object({
  enabled: flag(true),
  /** A conversation longer than this many messages gets its older messages summarised. */
  summaryThreshold: wholeNumber(10, 1000, 40),
  /** The remote server's embedding model ("nomic-embed-text"); empty: no remote embeddings. */
  embeddingModel: trimmed(),
  /** Use WebLLM's embedding model (downloaded only when the user asks). */
  webllmEmbeddings: flag(false),
  /** Tokens the memories may take in the system prompt. */
  promptTokens: wholeNumber(50, 4000, 600),
});
export type MemorySettings = z.infer<typeof memorySettingsSchema>;
export const DEFAULT_MEMORY_SETTINGS: MemorySettings = memorySettingsSchema.parse({});

/** Each field falls back to its default when missing or invalid, so one bad field never loses the rest. */
export const settingsSchema = z.object({
  provider: z.catch(providerSchema, 'auto'),
  remote: group(
    z.pipe(
      z.object({
        baseURL: trimmed(),
        apiKey: trimmed(),
        model: trimmed(),
        /** The origin the key was entered for ("https://api.openai.com"): it is sent nowhere else. */
        apiKeyOrigin: z.catch(z.optional(z.string().check(z.trim())), undefined),
        /** The plain-http origin the user accepted sending the key to unencrypted (only ever the key's own). */
        allowInsecureKeyOrigin: z.catch(z.optional(z.string().check(z.trim())), undefined),
      }),
      z.transform(bindKeyToOrigin),
    ),
    { baseURL: '', apiKey: '', model: '' },
  ),
  webllm: group(z.object({ model: z.catch(z.string().check(z.minLength(1)), DEFAULT_WEBLLM_MODEL) }), { model: DEFAULT_WEBLLM_MODEL }),
  /**
   * Chrome's built-in model (the chrome-ai tier). `preferOverWebLlm`: in
   * `auto`, when both it and a downloaded WebLLM model are ready, which goes
   * first (default: the WebLLM model; docs/chrome-ai.md says why).
   */
  chromeAi: group(z.object({ preferOverWebLlm: flag(false) }), { preferOverWebLlm: false }),
  historyWindow: wholeNumber(1, 200, 20),
  maxSteps: wholeNumber(1, 20, 5),
  approvalTimeoutMinutes: z.catch(z.number().check(z.minimum(1), z.maximum(24 * 60)), 10),
  /** Tool calls that run in one model step; the model gets the rest back as tool errors. */
  maxToolCallsPerStep: wholeNumber(1, 50, 10),
  /** Tool calls that run for one user message, all its steps and approvals together. */
  maxToolCallsPerTurn: wholeNumber(1, 200, 25),
  reminders: remindersSettingsSchema,
  /** The remote model's context window in tokens: history is cut to fit it. */
  remoteContextTokens: wholeNumber(1024, 2_000_000, 8192),
  memory: group(memorySettingsSchema, DEFAULT_MEMORY_SETTINGS),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** Reads any stored value as settings; never throws. */
export function parseSettings(value: unknown): Settings {
  const input = isRecord(value) ? value : {};
  return settingsSchema.parse(input);
}
