import { z } from 'zod';
import { providerSchema, type Provider, type Settings } from './settings-schema';

/** The Settings view's fields as the user typed them. */
export interface SettingsForm {
  provider: Provider;
  baseURL: string;
  /** A new API key; empty keeps the saved one (the saved key is never shown). */
  apiKey: string;
  /** Removes the saved API key. */
  clearApiKey: boolean;
  model: string;
  historyWindow: string;
  approvalTimeoutMinutes: string;
}
export type SettingsFormErrors = Partial<Record<keyof SettingsForm, string>>;

/** The form for the stored settings. The API key field starts empty: a saved key is never put on screen. */
export function toSettingsForm(settings: Settings): SettingsForm {
  return {
    provider: settings.provider,
    baseURL: settings.remote.baseURL,
    apiKey: '',
    clearApiKey: false,
    model: settings.remote.model,
    historyWindow: String(settings.historyWindow),
    approvalTimeoutMinutes: String(settings.approvalTimeoutMinutes),
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
    model: z.string().trim().max(200, 'The model name is too long.'),
    historyWindow: wholeNumber('History window', 1, 200),
    approvalTimeoutMinutes: wholeNumber('Approval timeout', 1, 24 * 60),
  })
  .superRefine((form, ctx) => {
    if (form.provider !== 'remote') return;
    if (!form.baseURL) ctx.addIssue({ code: 'custom', path: ['baseURL'], message: 'A remote model needs its server address (base URL).' });
    if (!form.model) ctx.addIssue({ code: 'custom', path: ['model'], message: 'A remote model needs a model name, for example gpt-4o-mini or llama3.2.' });
  });

/**
 * Validates the form. On success, returns the settings to save (fields the
 * form does not show are kept); otherwise one clear message per bad field.
 */
export function parseSettingsForm(
  form: SettingsForm,
  current: Settings,
): { ok: true; settings: Settings } | { ok: false; errors: SettingsFormErrors } {
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
      remote: { baseURL: value.baseURL, apiKey: value.apiKey || (value.clearApiKey ? '' : current.remote.apiKey), model: value.model },
      historyWindow: value.historyWindow,
      approvalTimeoutMinutes: value.approvalTimeoutMinutes,
    },
  };
}
