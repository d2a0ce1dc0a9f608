import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['faults/**/*.test.ts'],
    // Each case starts real server processes (several at once) on a 2-core machine that
    // others share: one file at a time, and time enough for starts under load.
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    globalSetup: ['faults/global-setup.ts'],
  },
});
