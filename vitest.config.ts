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
    // Each file gets its own database (a SQLite file, a PostgreSQL schema), so files run in parallel.
    pool: 'forks',
    // Vitest's default leaves a core to its own process: one file at a time on two cores.
    // The files spend much of their time waiting on a database or a server, so two at a
    // time use two cores (about 40% less time in all on a 2-core machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
