import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The database handle shared by every service. The schema is driven by the resource
 * registry at run time, so the Kysely instance is untyped (`any` tables); the types of
 * what goes in and out come from the zod schemas instead.
 */
export interface Database {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema each). */
  schema?: string;
  /** PostgreSQL only: connections per app instance. */
  poolSize?: number;
}

export function connect(url: string, options: ConnectOptions = {}): Database {
  if (url.startsWith('sqlite:')) return connectSqlite(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres(url, options);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}

/**
 * SQLite runs DDL inside transactions, but Kysely assumes it cannot and applies
 * migrations statement by statement. Saying so lets each migration commit whole or not
 * at all, which is what makes two processes migrating one file at once safe (see migrate).
 */
class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true;
      }
    })();
  }
}

function connectSqlite(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  // WAL lets readers go on while a write happens; foreign keys are off by default in SQLite.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely({ dialect: new TransactionalDdlSqliteDialect({ database }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

function connectPostgres(url: string, { schema, poolSize = 10 }: ConnectOptions): Database {
  // pg returns int8 (COUNT, SUM) as strings to avoid precision loss; our counts are small.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...(schema && { options: `-c search_path=${schema}` }),
  });
  const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

/** Creates a PostgreSQL schema (tests isolate themselves this way). */
export async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}

export async function ping({ db }: Database): Promise<void> {
  await sql`select 1`.execute(db);
}
