import { beforeAll } from 'vitest';

/**
 * The offline tier's parser and planner for this test file. The background loads them as a script
 * of their own on first use (lib/util/published-script.ts); a test has no such script, so a file
 * whose tests run the offline tier (an offline turn, the agent on the offline engine, the panel
 * answering offline) publishes the same module the script would. Only those files load the parser
 * (lib/intent, chrono-node); test/setup.ts fails a test that reaches for the brain without it.
 *
 * Call it at the top level of the file (or of a helper the file imports, as run-offline-turn.ts
 * does). The import is in a hook, so that a file's vi.mock of the parser applies to it.
 */
export function needsOfflineBrain(): void {
  beforeAll(publishOfflineBrain);
}

async function publishOfflineBrain(): Promise<void> {
  const [{ offlineBrain }, { OFFLINE_BRAIN_SCRIPT }, { publishScript }] = await Promise.all([
    import('../../lib/models/offline/brain'),
    import('../../lib/models/offline/offline-brain'),
    import('../../lib/util/published-script'),
  ]);
  publishScript(OFFLINE_BRAIN_SCRIPT, offlineBrain);
}
