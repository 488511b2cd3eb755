import { z } from 'zod';
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

/** Reminders and the toolbar badge; each field falls back to its default on its own. */
const remindersSettingsSchema = z
  .object({
    /** Notify at each task's reminder time. */
    enabled: z.boolean().catch(DEFAULT_REMINDERS.enabled),
    /** The reminder of a task without its own: minutes before the due time (0: at the due time). */
    minutesBefore: z.number().int().min(0).max(40_320).catch(DEFAULT_REMINDERS.minutesBefore),
    /** How long Snooze waits. */
    snoozeMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .catch(DEFAULT_REMINDERS.snoozeMinutes),
    /** The toolbar badge counts tasks due today plus overdue. */
    badge: z.boolean().catch(DEFAULT_REMINDERS.badge),
  })
  .catch({ ...DEFAULT_REMINDERS })
  .default({ ...DEFAULT_REMINDERS });
export type ReminderSettings = z.infer<typeof remindersSettingsSchema>;
/** Long-term memory: off, nothing is written or retrieved. */
export const memorySettingsSchema = z.object({
  enabled: z.boolean().catch(true),
  /** A conversation longer than this many messages gets its older messages summarised. */
  summaryThreshold: z.number().int().min(10).max(1000).catch(40),
  /** The remote server's embedding model ("nomic-embed-text"); empty: no remote embeddings. */
  embeddingModel: z.string().trim().catch(''),
  /** Use WebLLM's embedding model (downloaded only when the user asks). */
  webllmEmbeddings: z.boolean().catch(false),
  /** Tokens the memories may take in the system prompt. */
  promptTokens: z.number().int().min(50).max(4000).catch(600),
});
export type MemorySettings = z.infer<typeof memorySettingsSchema>;
export const DEFAULT_MEMORY_SETTINGS: MemorySettings = memorySettingsSchema.parse({});

/** Each field falls back to its default when missing or invalid, so one bad field never loses the rest. */
export const settingsSchema = z.object({
  provider: providerSchema.catch('auto'),
  remote: z
    .object({
      baseURL: z.string().trim().catch(''),
      apiKey: z.string().trim().catch(''),
      model: z.string().trim().catch(''),
      /** The origin the key was entered for ("https://api.openai.com"): it is sent nowhere else. */
      apiKeyOrigin: z.string().trim().optional().catch(undefined),
      /** The plain-http origin the user accepted sending the key to unencrypted (only ever the key's own). */
      allowInsecureKeyOrigin: z.string().trim().optional().catch(undefined),
    })
    .transform(bindKeyToOrigin)
    .catch({ baseURL: '', apiKey: '', model: '' })
    .default({ baseURL: '', apiKey: '', model: '' }),
  webllm: z
    .object({ model: z.string().min(1).catch(DEFAULT_WEBLLM_MODEL) })
    .catch({ model: DEFAULT_WEBLLM_MODEL })
    .default({ model: DEFAULT_WEBLLM_MODEL }),
  /**
   * Chrome's built-in model (the chrome-ai tier). `preferOverWebLlm`: in
   * `auto`, when both it and a downloaded WebLLM model are ready, which goes
   * first (default: the WebLLM model; docs/chrome-ai.md says why).
   */
  chromeAi: z
    .object({ preferOverWebLlm: z.boolean().catch(false) })
    .catch({ preferOverWebLlm: false })
    .default({ preferOverWebLlm: false }),
  historyWindow: z.number().int().min(1).max(200).catch(20),
  maxSteps: z.number().int().min(1).max(20).catch(5),
  approvalTimeoutMinutes: z
    .number()
    .min(1)
    .max(24 * 60)
    .catch(10),
  /** Tool calls that run in one model step; the model gets the rest back as tool errors. */
  maxToolCallsPerStep: z.number().int().min(1).max(50).catch(10),
  /** Tool calls that run for one user message, all its steps and approvals together. */
  maxToolCallsPerTurn: z.number().int().min(1).max(200).catch(25),
  reminders: remindersSettingsSchema,
  /** The remote model's context window in tokens: history is cut to fit it. */
  remoteContextTokens: z.number().int().min(1024).max(2_000_000).catch(8192),
  memory: memorySettingsSchema.catch(DEFAULT_MEMORY_SETTINGS).default(DEFAULT_MEMORY_SETTINGS),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** Reads any stored value as settings; never throws. */
export function parseSettings(value: unknown): Settings {
  const input = isRecord(value) ? value : {};
  return settingsSchema.parse(input);
}
