import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    // A time limit catches a test that is stuck, not a slow one (speed has its benchmarks):
    // a test that walks a page in four looks takes 20–30 s on a quiet machine and two to
    // three times that on a busy one, which a minute's limit failed at random.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser per file, and one server per file unless it only reads the demo content
    // (those share the global setup's). Two files at a time suit a 2-core machine: each
    // file's browser and server keep a core busy in bursts, so a third file only queues
    // for a core (and a busy server sheds requests), and one at a time leaves a core idle
    // while a file waits on its server. Files run side by side, each in its own process.
    pool: 'forks',
    maxWorkers: 2,
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
  },
});
