import { loadSettings, watchSettings, type Settings } from '../settings';
import { useLoaded } from './use-loaded';

/** The stored settings, kept current when they change anywhere; `undefined` while loading. */
export function useSettings(): Settings | undefined {
  return useLoaded(loadSettings, watchSettings);
}
