import { z } from 'zod';
import { insecureKeyAccepted, isInsecureOrigin, originLabel, originOf } from './api-key-origin';
import { providerSchema, type Provider, type RemoteSettings, type Settings } from './settings-schema';

/** The Settings view's fields as the user typed them. */
export interface SettingsForm {
  provider: Provider;
  baseURL: string;
  /** A new API key; empty keeps the saved one (the saved key is never shown). */
  apiKey: string;
  /** Removes the saved API key. */
  clearApiKey: boolean;
  /** The user accepts that the key travels unencrypted to this plain-http server (not on this computer). */
  allowInsecureKey: boolean;
  model: string;
  historyWindow: string;
  approvalTimeoutMinutes: string;
  /** How many tokens the remote model reads: older messages are left out to fit. */
  remoteContextTokens: string;
}
export type SettingsFormErrors = Partial<Record<keyof SettingsForm, string>>;

/** The form for the stored settings. The API key field starts empty: a saved key is never put on screen. */
export function toSettingsForm(settings: Settings): SettingsForm {
  return {
    provider: settings.provider,
    baseURL: settings.remote.baseURL,
    apiKey: '',
    clearApiKey: false,
    allowInsecureKey: insecureKeyAccepted(settings.remote),
    model: settings.remote.model,
    historyWindow: String(settings.historyWindow),
    approvalTimeoutMinutes: String(settings.approvalTimeoutMinutes),
    remoteContextTokens: String(settings.remoteContextTokens),
  };
}

const baseURLSchema = z
  .string()
  .trim()
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, 'Enter a full address starting with http:// or https://, for example http://localhost:11434/v1.')
  .transform((value) => value.replace(/\/+$/, ''));

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${label} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be from ${min} to ${max}.`).max(max, `${label} must be from ${min} to ${max}.`));

const formSchema = z
  .object({
    provider: providerSchema,
    baseURL: baseURLSchema,
    apiKey: z.string().trim().max(1000, 'The API key is too long.'),
    clearApiKey: z.boolean(),
    allowInsecureKey: z.boolean(),
    model: z.string().trim().max(200, 'The model name is too long.'),
    historyWindow: wholeNumber('History window', 1, 200),
    approvalTimeoutMinutes: wholeNumber('Approval timeout', 1, 24 * 60),
    remoteContextTokens: wholeNumber('Context size', 1024, 2_000_000),
  })
  .superRefine((form, ctx) => {
    const origin = originOf(form.baseURL);
    if (form.apiKey && !origin) {
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'Enter the server address (Base URL) first: a key is saved only for the server it belongs to.' });
    }
    if (form.apiKey && origin && isInsecureOrigin(origin) && !form.allowInsecureKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['allowInsecureKey'],
        message: 'This server uses plain http, so the key would travel unencrypted. Use an https address, or tick the box to send it anyway.',
      });
    }
    if (form.provider !== 'remote') return;
    if (!form.baseURL) ctx.addIssue({ code: 'custom', path: ['baseURL'], message: 'A remote model needs its server address (base URL).' });
    if (!form.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'A remote model needs a model name, for example gpt-4o-mini or llama3.2.' });
  });

/** Whether a key is saved for the origin of the Base URL on screen (the key is never sent to another). */
export function savedKeyFits(form: Pick<SettingsForm, 'baseURL'>, current: Settings): boolean {
  const { apiKey, apiKeyOrigin } = current.remote;
  return Boolean(apiKey && apiKeyOrigin && originOf(form.baseURL) === apiKeyOrigin);
}

/** The saved key goes with the form only while the Base URL stays on the origin it was entered for. */
function keepsSavedKey(form: Pick<SettingsForm, 'baseURL' | 'clearApiKey'>, current: Settings): boolean {
  return savedKeyFits(form, current) && !form.clearApiKey;
}

/**
 * One sentence for beside the API key field when the Base URL on screen
 * points to another origin than the saved key's: that key will not be used
 * there and is dropped on save. Undefined when nothing needs saying.
 */
export function savedKeyNotice(form: SettingsForm, current: Settings): string | undefined {
  const { apiKey, apiKeyOrigin } = current.remote;
  if (!apiKey || form.apiKey.trim() || savedKeyFits(form, current)) return undefined;
  return apiKeyOrigin
    ? `The saved key was for ${originLabel(apiKeyOrigin)}; enter the key for this server.`
    : 'The saved key is not tied to a server; enter it again for this one.';
}

/**
 * Whether a key would go to this Base URL over plain http to another
 * computer: the form then asks the user to accept that, or to use https.
 */
export function keyNeedsInsecureConsent(form: SettingsForm, current: Settings): boolean {
  const origin = originOf(form.baseURL);
  const hasKey = Boolean(form.apiKey.trim()) || keepsSavedKey(form, current);
  return Boolean(origin && hasKey && isInsecureOrigin(origin));
}

/** The remote settings to save: a key is bound to the origin of the Base URL it goes with. */
function remoteSettings(value: { baseURL: string; apiKey: string; model: string; clearApiKey: boolean; allowInsecureKey: boolean }, current: Settings): RemoteSettings {
  const apiKey = value.apiKey || (keepsSavedKey(value, current) ? current.remote.apiKey : '');
  const origin = originOf(value.baseURL);
  if (!apiKey || !origin) return { baseURL: value.baseURL, apiKey, model: value.model };
  return {
    baseURL: value.baseURL,
    apiKey,
    model: value.model,
    apiKeyOrigin: origin,
    ...(value.allowInsecureKey && isInsecureOrigin(origin) ? { allowInsecureKeyOrigin: origin } : {}),
  };
}

/**
 * Validates the form. On success, returns the settings to save (fields the
 * form does not show are kept); otherwise one clear message per bad field.
 */
export function parseSettingsForm(form: SettingsForm, current: Settings): { ok: true; settings: Settings } | { ok: false; errors: SettingsFormErrors } {
  const parsed = formSchema.safeParse(form);
  if (!parsed.success) {
    const errors: SettingsFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SettingsForm | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const value = parsed.data;
  return {
    ok: true,
    settings: {
      ...current,
      provider: value.provider,
      remote: remoteSettings(value, current),
      historyWindow: value.historyWindow,
      approvalTimeoutMinutes: value.approvalTimeoutMinutes,
      remoteContextTokens: value.remoteContextTokens,
    },
  };
}
