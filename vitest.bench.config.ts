import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

// `npm run bench`: the benchmarks print numbers and have nothing to assert, so the
// unit suite's rule that every test asserts something does not apply to them.
export default mergeConfig(base, defineConfig({ test: { expect: { requireAssertions: false } } }));
