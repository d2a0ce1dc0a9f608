import { createServices } from '@coach/api';
import { count, databases, useTestServer } from '@coach/api/testing';
import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../src/index.ts';

class Stopped extends Error {}

/** Fails the first insert into `table`, as a database gone away at that moment would. */
function stopAtFirstInsertInto(table: string): KyselyPlugin {
  let stopped = false;
  return {
    transformQuery({ node }) {
      if (
        !stopped &&
        node.kind === 'InsertQueryNode' &&
        node.into?.table.identifier.name === table
      ) {
        stopped = true;
        throw new Stopped(`stopped at the first insert into ${table}`);
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

/**
 * Three instances starting on one SQLite file take turns at its write lock, and a seeding
 * may be stopped by the wait (the server tries again once the database answers). Stopped
 * at the demo's last step, its visits, it must leave nothing, so the next try adds it all.
 */
describe.each(databases)('demo content stopped at its visits on %s', (kind) => {
  const server = useTestServer(kind);

  it('leaves nothing behind, and the next try adds all of it, visits included', async () => {
    const { database, services } = server;
    const stopping = createServices(
      { ...database, db: database.db.withPlugin(stopAtFirstInsertInto('visit_conversion')) },
      services.options,
    );
    await expect(seedDemoContent(stopping)).rejects.toBeInstanceOf(Stopped);
    expect(await count(server, 'event')).toBe(0);
    const visits = await database.db.selectFrom('visit_hit').select('day').execute();
    expect(visits).toEqual([]);
    const searches = await database.db.selectFrom('search_count').select('query').execute();
    expect(searches).toEqual([]);

    expect(await seedDemoContent(services)).toBe(true);
    expect(await count(server, 'event')).toBeGreaterThan(0);
    const month = (await server.admin('GET', '/api/analytics?days=30')).json();
    expect(month.visitors).toBeGreaterThan(400);
    expect(month.conversions.length).toBeGreaterThan(0);
  });
});
