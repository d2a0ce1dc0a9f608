import { defineConfig } from 'vitest/config';

/** The one case that judges shedding under load: alone, after the others. */
const OVERLOAD = 'faults/overload.test.ts';

export default defineConfig({
  test: {
    // Each case starts real server processes (several at once) on a 2-core machine that
    // others share: time enough for starts under load.
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['faults/**/*.test.ts'],
          exclude: [OVERLOAD],
          globalSetup: ['faults/global-setup.ts'],
          // Two files at a time: most of a case is waiting on the processes it starts
          // (about 0.7 of a core, one file at a time). Their servers judge what they
          // answer, not how they shed load, so the load guard waits longer here than its
          // default (as in security/): a start beside another file's must not turn a
          // request into a 503.
          maxWorkers: 2,
          env: { MAX_EVENT_LOOP_DELAY_MS: '5000' },
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'overload',
          include: [OVERLOAD],
          // Built when stale (the other group's setup does the same), for a run of this file alone.
          globalSetup: ['faults/build-setup.ts'],
          // Alone, with the load guard's default, as an operator runs it.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
