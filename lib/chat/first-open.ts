import type { Settings } from '../settings';

/** Requests the offline assistant understands (and any model does): tap to try. */
export const EXAMPLE_REQUESTS = ['add pay rent tomorrow 9am', 'what’s due today?', 'remind me to call mom friday at 5pm'] as const;

/** Who answers, as the empty chat says it: "The offline assistant (built-in rules) answers". */
export function answeringAssistant(settings: Pick<Settings, 'provider' | 'remote'> | undefined): { name: string; connected: boolean } {
  const remoteSetUp = Boolean(settings?.remote.baseURL && settings.remote.model);
  switch (settings?.provider) {
    case 'remote':
      return { name: `the remote model ${settings.remote.model || '(not set up yet)'}`, connected: remoteSetUp };
    case 'webllm':
      return { name: 'the in-browser model', connected: true };
    case 'chrome-ai':
      return { name: "Chrome's built-in model", connected: true };
    case 'offline':
      return { name: 'the offline assistant (built-in rules, no model)', connected: false };
    default:
      return remoteSetUp ? { name: `the remote model ${settings!.remote.model}`, connected: true } : { name: 'the offline assistant (built-in rules, no model)', connected: false };
  }
}

/**
 * The offline assistant answers with these settings, as far as the panel can tell (with `auto` and no
 * remote model the background also checks that no in-browser model is ready): worth loading it early.
 */
export function offlineMayAnswer(settings: Pick<Settings, 'provider' | 'remote'>): boolean {
  return settings.provider === 'offline' || (settings.provider === 'auto' && !(settings.remote.baseURL && settings.remote.model));
}
