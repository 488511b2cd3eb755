import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { regexpPrefilter } from './build/regexp-prefilter.ts';

export default defineConfig({
  // The offline parser runs as it ships: its patterns behind their prefilters (build/regexp-prefilter.ts).
  plugins: [WxtVitest(), regexpPrefilter()],
  // The scripts loaded by their path exist only in a build (test/support/unbuilt-script.ts).
  resolve: { alias: [{ find: /^\/(offline-brain|recurrence|local-tools)\.js$/, replacement: fileURLToPath(new URL('./test/support/unbuilt-script.ts', import.meta.url)) }] },
  test: {
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    benchmark: { include: ['test/**/*.bench.ts'] },
    // A test that asserts nothing cannot fail: every test must make at least one assertion.
    expect: { requireAssertions: true },
    // Slow is not wrong: a property run or a first import can pass 5 s on a loaded 2-core machine. Hangs still fail.
    testTimeout: 30_000,
  },
});
