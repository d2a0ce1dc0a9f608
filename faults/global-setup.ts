import type { TestProject } from 'vitest/node';
import { type Dialect, createDatabase, dialects } from './harness/databases.ts';
import buildIfStale from './build-setup.ts';
import { startServer, stopAll } from './harness/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per-table row counts of a database made by one clean start with demo content. */
    referenceCounts: Partial<Record<Dialect, Record<string, number>>>;
  }
}

/**
 * Once per run: the pages and the server are built when missing or stale, as `npm start`
 * would do, and the demo content of one clean single start is counted per database, the
 * yardstick for the cases that start several servers at once or kill one while it adds
 * the demo.
 */
export default async function setup(project: TestProject) {
  buildIfStale();

  const referenceCounts: Partial<Record<Dialect, Record<string, number>>> = {};
  try {
    await Promise.all(
      dialects.map(async (dialect) => {
        const database = await createDatabase(dialect);
        try {
          const server = await startServer({
            name: `reference-${dialect}`,
            databaseUrl: database.url(),
            demo: true,
          });
          await server.waitHealthy(90_000);
          await server.waitForLog(/^demo content added/, 30_000);
          await server.stop();
          referenceCounts[dialect] = await database.counts();
        } finally {
          await database.drop();
        }
      }),
    );
  } finally {
    await stopAll({ printLogs: Object.keys(referenceCounts).length < dialects.length });
  }
  console.log(`[faults] reference demo counts: ${JSON.stringify(referenceCounts)}`);
  project.provide('referenceCounts', referenceCounts);
}
