import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file; two files at a time suit a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    globalSetup: ['e2e/global-setup.ts'],
  },
});
