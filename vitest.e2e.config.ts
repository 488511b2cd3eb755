import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built extension in real browsers, one file at a time.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
