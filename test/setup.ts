import 'fake-indexeddb/auto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { OFFLINE_BRAIN_SCRIPT } from '../lib/models/offline/offline-brain';

// Property tests (fast-check) draw new cases on every local run, to keep finding bugs; in CI they draw
// the same cases each time, so a red run means the commit broke something, not that the dice did.
// FC_SEED=<seed printed by a failure> replays it; FC_SEED=random makes CI explore too.
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261127' : 'random');
if (seed !== 'random') {
  const { default: fc } = await import('fast-check');
  fc.configureGlobal({ seed: Number(seed) });
}

beforeEach(() => {
  fakeBrowser.reset();
});

// The offline parser and planner are a script the background loads on first use
// (lib/util/published-script.ts). Most tests never run the offline tier, so only the files that do
// publish it (needsOfflineBrain(), test/support/offline-brain.ts). A test that reaches for it without
// that fails here, by name, rather than passing on a turn that quietly did nothing.
let askedForMissingBrain = false;
let publishedBrain: unknown;
Object.defineProperty(globalThis, OFFLINE_BRAIN_SCRIPT.key, {
  configurable: true,
  get() {
    if (publishedBrain === undefined) askedForMissingBrain = true;
    return publishedBrain;
  },
  set(value: unknown) {
    publishedBrain = value;
  },
});
// The rules of repeating tasks (lib/todos/recurrence-script.ts) and the on-device tiers' tool calling
// (lib/models/local-tools/local-language-model.ts) are scripts the background loads on first use too;
// many tests write tasks, so every file publishes these two small ones. In a hook, so that a file's
// vi.mock of them applies.
beforeAll(async () => {
  const { publishScript } = await import('../lib/util/published-script');
  const recurrence = await import('../lib/todos/recurrence');
  const { publishRecurrence } = await import('../lib/todos/recurrence-script');
  publishRecurrence(recurrence);
  const { createLocalToolsModel } = await import('../lib/models/local-tools/local-tools-model');
  const { LOCAL_TOOLS_SCRIPT } = await import('../lib/models/local-tools/local-language-model');
  publishScript(LOCAL_TOOLS_SCRIPT, { createLocalToolsModel });
});
const failIfAskedForMissingBrain = () => {
  if (!askedForMissingBrain) return;
  askedForMissingBrain = false;
  throw new Error(
    'This test ran the offline tier, but its file did not publish the offline brain (OfflineBrainUnavailable: "this page cannot load its script"). ' +
      'Call needsOfflineBrain() from test/support/offline-brain.ts at the top of the file.',
  );
};
afterEach(failIfAskedForMissingBrain);
afterAll(failIfAskedForMissingBrain);

// The Markdown renderer is its own chunk in the panel (components/shared/MarkdownText.tsx); the
// component tests render what a person sees once it has arrived, a few frames after the panel opens.
beforeAll(async () => {
  if (!expect.getState().testPath?.endsWith('.tsx')) return;
  const { loadMarkdown } = await import('../components/shared/MarkdownText');
  await loadMarkdown();
});

// findBy*/waitFor wait on what the person would see; their 1 s default is shorter than a loaded
// machine's first lazy import, so a slow pass read as a failure. DOM tests only.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
