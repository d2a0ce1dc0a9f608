import { randomBytes } from 'node:crypto';
import { resources } from '@coach/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createSchema, dropSchema } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { storedRowToWrite } from '../src/db/stored-row.ts';

/**
 * A site on a PostgreSQL database it shares with others (other sites, or tests run side by
 * side), each in a schema of its own: what the neighbours do in their schemas must not
 * reach it.
 */
const url = process.env.TEST_POSTGRES_URL;
const name = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

describe.skipIf(!url)('PostgreSQL schemas shared with neighbours', () => {
  const admin = new pg.Client({ connectionString: url });
  const ours: string[] = [];
  beforeAll(() => admin.connect());
  afterAll(async () => {
    for (const schema of ours) await dropSchema(url!, schema);
    await admin.end();
  });

  it('migrates while neighbours create and drop their schemas', async () => {
    // A neighbour's schema with a serial column: Kysely's look for its own tables names each
    // schema it reads, and one dropped meanwhile failed the migration (3F000).
    let churning = true;
    const churn = (async () => {
      let rounds = 0;
      while (churning) {
        const schema = name('neighbour');
        await admin.query(`CREATE SCHEMA "${schema}"`);
        await admin.query(`CREATE TABLE "${schema}".t (id serial primary key, a text, b text)`);
        await admin.query(`DROP SCHEMA "${schema}" CASCADE`);
        rounds += 1;
      }
      return rounds;
    })();
    const failures: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        const schema = name('test');
        ours.push(schema);
        await createSchema(url!, schema);
        const database = connect(url!, { schema, poolSize: 2 });
        try {
          await migrate(database);
        } catch (error) {
          failures.push(String((error as Error).cause ?? error));
        } finally {
          await database.close();
        }
      }
    } finally {
      churning = false;
    }
    expect(await churn).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);

  it("keeps a restored row's columns from its own table, not a neighbour's of the same name", async () => {
    const schema = name('test');
    ours.push(schema);
    await createSchema(url!, schema);
    const database = connect(url!, { schema, poolSize: 2 });
    // Named to come after ours: Kysely's introspection lists schemas by name, and the last
    // table of a name was taken.
    const neighbour = name('zz_neighbour');
    ours.push(neighbour);
    try {
      await migrate(database);
      await admin.query(`CREATE SCHEMA "${neighbour}"`);
      await admin.query(`CREATE TABLE "${neighbour}".event (id serial primary key)`);
      const row = await storedRowToWrite(database.db, 'postgres', resources.events, {
        id: 7,
        name: 'Leadership day',
        no_such_column: 'dropped',
      });
      expect(row).toEqual({ id: 7, name: 'Leadership day' });
    } finally {
      await database.close();
    }
  });
});
