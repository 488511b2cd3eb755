import type { Settings } from '../settings';
import { useLoaded } from './use-loaded';

/**
 * Settings are parsed with zod; the panel loads that (its schema and storage) after its first
 * paint, not with it, so the chat's first scripts carry no zod (issue 24's size budget).
 */
const settingsStorage = () => import('../settings/settings-storage');

const load = async (): Promise<Settings> => (await settingsStorage()).loadSettings();

function watch(onChange: (settings: Settings) => void): () => void {
  let live = true;
  let unwatch: (() => void) | undefined;
  void settingsStorage().then(({ watchSettings }) => {
    if (live) unwatch = watchSettings(onChange);
  });
  return () => {
    live = false;
    unwatch?.();
  };
}

/** The stored settings, kept current when they change anywhere; `undefined` while loading. */
export function useSettings(): Settings | undefined {
  return useLoaded(load, watch);
}
