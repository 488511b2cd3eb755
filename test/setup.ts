import 'fake-indexeddb/auto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeAll, beforeEach, expect } from 'vitest';

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

// The background loads the offline parser and planner as a script of its own on first use
// (lib/util/published-script.ts); here there is no such script, so the tests publish
// the same module the script would. In a hook, so that a file's vi.mock of the parser applies to it.
beforeAll(async () => {
  const { offlineBrain } = await import('../lib/models/offline/brain');
  const { OFFLINE_BRAIN_SCRIPT } = await import('../lib/models/offline/offline-brain');
  const { publishScript } = await import('../lib/util/published-script');
  publishScript(OFFLINE_BRAIN_SCRIPT, offlineBrain);
  // The rules of repeating tasks, likewise (lib/todos/recurrence-script.ts).
  const recurrence = await import('../lib/todos/recurrence');
  const { RECURRENCE_SCRIPT } = await import('../lib/todos/recurrence-script');
  publishScript(RECURRENCE_SCRIPT, recurrence);
  // And the on-device tiers' tool calling (lib/models/local-tools/local-language-model.ts).
  const { createLocalToolsModel } = await import('../lib/models/local-tools/local-tools-model');
  const { LOCAL_TOOLS_SCRIPT } = await import('../lib/models/local-tools/local-language-model');
  publishScript(LOCAL_TOOLS_SCRIPT, { createLocalToolsModel });
});

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
