import { loadScript } from '../../util/published-script';
import { OFFLINE_BRAIN_SCRIPT, type OfflineBrain } from './offline-brain';

export class OfflineBrainUnavailable extends Error {
  constructor(detail: string) {
    super(`The offline assistant could not start (${detail}). Nothing was changed; reload the extension and try again.`);
    this.name = 'OfflineBrainUnavailable';
  }
}

/** The offline parser and planner, loaded the first time a worker's life needs them (lib/util/published-script.ts). */
export function loadOfflineBrain(): Promise<OfflineBrain> {
  return loadScript(
    OFFLINE_BRAIN_SCRIPT,
    (detail) => new OfflineBrainUnavailable(detail),
    // Firefox: a literal path, resolved against the event page's own moz-extension:// URL (as sync-host.js).
    () => import(/* @vite-ignore */ '/offline-brain.js'),
  );
}
