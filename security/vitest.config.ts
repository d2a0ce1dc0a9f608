import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['security/**/*.test.ts'],
    // Real server processes next to in-process API servers on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['security/global-setup.ts'],
  },
});
