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
    // expect.poll waits for what the page will come to show (a search's results after
    // the box's pause and the server's answer). Vitest's default of one second is less
    // than a busy shared machine takes while the same page resizes its thumbnails; like
    // Playwright's own waits, a poll gives up only when the page is clearly stuck.
    expect: { poll: { timeout: 10_000 } },
  },
});
