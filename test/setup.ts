import 'fake-indexeddb/auto';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach } from 'vitest';

beforeEach(() => {
  fakeBrowser.reset();
});

// findBy*/waitFor wait on what the person would see; their 1 s default is shorter than a loaded
// machine's first lazy import, so a slow pass read as a failure. DOM tests only.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
