import { EXPECTED, readPromptApi, type PromptApi } from './prompt-api';

/** Why the built-in model cannot run here, in words a person can act on. */
export type UnavailableReason = 'browser' | 'device' | 'language';

export type ChromeAiState = { status: 'unavailable'; reason: UnavailableReason; message: string } | { status: 'downloadable' | 'downloading' | 'available'; message: string };

const MESSAGES = {
  browser:
    'This browser has no built-in model (the Prompt API). Chrome 138 or newer offers Gemini Nano on Windows, macOS, Linux and ChromeOS; Firefox and Chrome on phones do not.',
  device:
    "Chrome says its built-in model cannot run here: it needs a desktop with a GPU of more than 4 GB of memory (or 16 GB of RAM and 4 CPU cores) and 22 GB of free disk, and an administrator's policy can turn it off.",
  language: "Chrome's built-in model does not support English prompts on this computer yet.",
  downloadable: "Chrome's built-in model (Gemini Nano) can be downloaded. Chrome downloads and manages it; it needs 22 GB of free disk.",
  downloading: 'Chrome is downloading its built-in model. It keeps going when you close this panel.',
  available: "Chrome's built-in model is ready.",
} as const;

export function unavailable(reason: UnavailableReason): ChromeAiState {
  return { status: 'unavailable', reason, message: MESSAGES[reason] };
}

/**
 * The built-in model's state here. Chrome answers only "unavailable"; asking
 * again without the language tells a language problem from the device (or a
 * policy, which Chrome does not tell apart from it).
 */
export async function chromeAiAvailability(api: PromptApi | undefined = readPromptApi()): Promise<ChromeAiState> {
  if (!api) return unavailable('browser');
  let status: Awaited<ReturnType<PromptApi['availability']>>;
  try {
    status = await api.availability(EXPECTED);
  } catch {
    return unavailable('language');
  }
  if (status === 'unavailable') {
    const anyLanguage = await api.availability().catch(() => 'unavailable' as const);
    return unavailable(anyLanguage === 'unavailable' ? 'device' : 'language');
  }
  return { status, message: MESSAGES[status] };
}
