import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'apps/*/test/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    // Migrated databases the test servers copy (apps/api/test/database-templates.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test server gets its own database (a SQLite file, a PostgreSQL database), so files
    // run in parallel.
    pool: 'forks',
    // A worker runs its files one after another in one module graph instead of importing the
    // server's modules afresh for each: importing took 198 s of the suite's 436 s of files'
    // time, and half the CPU (measured on 25 API files: 132 s → 69 s). Test files hold no
    // state between them: each makes its own servers and databases, and a file that changes
    // the process (a time zone, a fake clock, a spy) gives it back in its own after-hooks.
    isolate: false,
    // Vitest's default leaves a core to its own process: one file at a time on two cores.
    // The files spend much of their time waiting on a database or a server, so two at a
    // time use two cores (about 40% less time in all on a 2-core machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
