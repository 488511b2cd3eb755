import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineBrain } from '../../lib/models/offline/brain';
import { OFFLINE_BRAIN_SCRIPT } from '../../lib/models/offline/offline-brain';
import { publishScript, takeScript } from '../../lib/util/published-script';
import { needsOfflineBrain } from '../support/offline-brain';

needsOfflineBrain();

// Chrome's worker loads a script it only sometimes needs (the offline brain) with importScripts(),
// the first time a worker's life needs it; the install keeps the script with the worker for that.
const scope = globalThis as Record<string, unknown>;
const now = new Date('2026-03-10T09:00:00Z');

describe('the offline brain in a Chrome worker', () => {
  let published: unknown;
  beforeEach(() => {
    published = scope[OFFLINE_BRAIN_SCRIPT.key];
    delete scope[OFFLINE_BRAIN_SCRIPT.key];
  });
  afterEach(() => {
    delete scope.importScripts;
    scope[OFFLINE_BRAIN_SCRIPT.key] = published;
  });

  it('is imported once, on first use, and reads requests', async () => {
    const importScripts = vi.fn(() => publishScript(OFFLINE_BRAIN_SCRIPT, offlineBrain));
    scope.importScripts = importScripts;
    const { loadOfflineBrain } = await import('../../lib/models/offline/load-offline-brain');
    const [brain] = await Promise.all([loadOfflineBrain(), loadOfflineBrain()]);
    await loadOfflineBrain();
    expect(importScripts).toHaveBeenCalledTimes(1);
    expect(importScripts).toHaveBeenCalledWith('/offline-brain.js');
    expect(brain.isClearTodoCommand('add pay rent tomorrow', { now, timeZone: 'Europe/Paris' })).toBe(true);
    expect(brain.isClearTodoCommand('thanks!', { now, timeZone: 'Europe/Paris' })).toBe(false);
  });

  it('says in one sentence that the offline assistant could not start when the browser refuses the script, and tries again next time', async () => {
    scope.importScripts = vi.fn(() => {
      throw new Error("Failed to execute 'importScripts': the script failed to load.");
    });
    const { loadOfflineBrain, OfflineBrainUnavailable } = await import('../../lib/models/offline/load-offline-brain');
    const failure = await loadOfflineBrain().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OfflineBrainUnavailable);
    expect((failure as Error).message).toMatch(/^The offline assistant could not start \(.*failed to load\.\)\. Nothing was changed; reload the extension and try again\.$/);

    scope.importScripts = vi.fn(() => publishScript(OFFLINE_BRAIN_SCRIPT, offlineBrain));
    await expect(loadOfflineBrain()).resolves.toBe(takeScript(OFFLINE_BRAIN_SCRIPT));
  });

  it('is imported while the worker installs, so a later wake may import it again', async () => {
    const importScripts = vi.fn();
    scope.importScripts = importScripts;
    const listeners: Array<[string, () => void]> = [];
    scope.addEventListener = (type: string, listener: () => void) => listeners.push([type, listener]);
    const { keepScriptsForLaterWakes } = await import('../../lib/util/published-script');
    keepScriptsForLaterWakes([OFFLINE_BRAIN_SCRIPT]);
    delete scope.addEventListener;
    expect(importScripts).not.toHaveBeenCalled();
    const install = listeners.find(([type]) => type === 'install')?.[1];
    install?.();
    expect(importScripts).toHaveBeenCalledWith('/offline-brain.js');
  });
});
