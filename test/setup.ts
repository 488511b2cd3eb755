import 'fake-indexeddb/auto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeAll, beforeEach, expect } from 'vitest';

beforeEach(() => {
  fakeBrowser.reset();
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
