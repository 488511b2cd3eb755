import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
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
