import { defineConfig } from 'vitest/config';

/**
 * The file that judges the pages' work by its time on the CPU: alone, after the others.
 * A task's CPU time grows when another file's browser and server share the two cores
 * (shared caches, a core's clock): beside another file, tasks of 10–14 ms on the CPU
 * measured 16–22 ms, past the line a page alone stays well within.
 */
const ON_CPU = 'e2e/hydration-slices.test.ts';

export default defineConfig({
  test: {
    // A time limit catches a test that is stuck, not a slow one (speed has its benchmarks):
    // a test that walks a page in four looks takes 20–30 s on a quiet machine and two to
    // three times that on a busy one, which a minute's limit failed at random.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker keeps the modules it has loaded for its next file: playwright-core, the
    // mail parser and the rest took two seconds of a core to load for each of seventy
    // files. Each file starts its own browser and server (or uses its worker's demo site),
    // and the helpers keep no state between files.
    isolate: false,
    globalSetup: ['e2e/global-setup.ts'],
    // expect.poll waits for what the page will come to show (a search's results after
    // the box's pause and the server's answer). Vitest's default of one second is less
    // than a busy shared machine takes while the same page resizes its thumbnails; like
    // Playwright's own waits, a poll gives up only when the page is clearly stuck.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          exclude: [ON_CPU],
          // One browser per file, and one server per file unless it only reads the demo
          // content (those share the global setup's). Two files at a time suit a 2-core
          // machine: each file's browser and server keep a core busy in bursts, so a third
          // file only queues for a core (and a busy server sheds requests), and one at a
          // time leaves a core idle while a file waits on its server. Files run side by
          // side, each in its own process.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'on-cpu',
          include: [ON_CPU],
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
