import { defineConfig } from 'vitest/config';

// End-to-end tests drive the built extension in real browsers, one file at a time.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits on what a person would see; vitest's 1 s default is shorter than a busy
    // machine's settling time (a virtual list measuring rows after a jump), so a slow pass read as a failure.
    expect: { poll: { timeout: 10_000 } },
  },
});
