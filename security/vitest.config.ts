import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['security/**/*.test.ts'],
    // Real server processes next to in-process API servers on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['security/global-setup.ts', 'apps/api/test/global-setup.ts'],
    // The servers these tests start (faults/harness/server.ts passes it on) judge what
    // they answer, not how they shed load: an event loop held late by the other suites
    // and browsers sharing the machine must not turn a request into a 503. The fault
    // tests keep the default and test the shedding.
    env: { MAX_EVENT_LOOP_DELAY_MS: '5000' },
    // expect.poll waits for what a browser page will come to show; Vitest's default of one
    // second is less than a busy shared machine may take (see e2e/vitest.config.ts).
    expect: { poll: { timeout: 10_000 } },
  },
});
