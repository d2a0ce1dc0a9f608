import { randomBytes } from 'node:crypto';
import { resources } from '@coach/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, createSchema, dropSchema } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { lockInSchema } from '../src/db/schema-lock.ts';
import { storedRowToWrite } from '../src/db/stored-row.ts';
import { eventually } from './smtp.ts';

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

  it("takes a lock by name in its own schema: a neighbour's lock of that name keeps nobody waiting", async () => {
    const [first, second] = [name('test'), name('test')];
    ours.push(first, second);
    for (const schema of [first, second]) await createSchema(url!, schema);
    const site = connect(url!, { schema: first, poolSize: 2 });
    const neighbour = connect(url!, { schema: second, poolSize: 1 });
    const lock = 'mail_outbox:owner@example.com';
    try {
      let sameSite: Promise<void> | undefined;
      await site.db.transaction().execute(async (trx) => {
        await lockInSchema(trx, lock);
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        const holder = rows[0]!.pid;
        // The neighbour takes the same name while the site holds it, and is not kept
        // waiting (with a key shared by all schemas it would wait here for good).
        await expect(
          neighbour.db.transaction().execute((other) => lockInSchema(other, lock)),
        ).resolves.toBeUndefined();
        // Another instance of the same site waits for it, until it commits.
        sameSite = site.db.transaction().execute((other) => lockInSchema(other, lock));
        await eventually(async () => (await waitingOn(holder)) === 1);
      });
      await sameSite;
    } finally {
      await Promise.all([site.close(), neighbour.close()]);
    }
  });

  /** How many advisory locks wait for the backend `pid` to let go of one. */
  async function waitingOn(pid: number) {
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from pg_locks
        where locktype = 'advisory' and not granted and $1 = any(pg_blocking_pids(pid))`,
      [pid],
    );
    return Number(rows[0]!.n);
  }
});
