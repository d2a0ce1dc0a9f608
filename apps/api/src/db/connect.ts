import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import { currentSchemaOnly } from './current-schema-introspector.ts';
import type { DB } from './schema.ts';
import { loadPg } from './pg.ts';
import { translateDatabaseError } from './faults.ts';
import { watchedSqliteFile } from './sqlite-file.ts';
import { translatingDialect } from './translating-dialect.ts';

export type DialectName = 'sqlite' | 'postgres';

/** The database handle or a transaction of it: what a query that may run in either takes. */
export type Executor = Kysely<DB>;

/**
 * The database handle shared by every service, typed by the tables the migrations leave
 * (schema.ts). Code that takes a table's name from the resource registry at run time (the
 * generic CRUD engine) views it untyped through `registry` (registry-db.ts).
 */
export interface Database {
  db: Kysely<DB>;
  /**
   * What the health check asks: on PostgreSQL a connection of its own, so that a busy
   * pool (every connection serving pages) does not make a busy instance look unhealthy.
   */
  healthDb: Kysely<DB>;
  dialect: DialectName;
  close(): Promise<void>;
  /**
   * SQLite only: a value that repeats only while nothing was written to the file, by any
   * process (sqlite-file.ts). What is read from it between two equal marks is the same.
   */
  changeMark?: () => string;
  /**
   * SQLite only: runs a write to tables no page shows (counted visits) inside a
   * transaction without moving the change mark, so what is kept stays kept through it.
   */
  writeUnmarked?: <T>(write: () => Promise<T>) => Promise<T>;
  /** Told when the server ends an idle connection (PostgreSQL); the server logs it. */
  onConnectionLost?: (error: Error) => void;
}

export interface ConnectOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema each). */
  schema?: string;
  /** PostgreSQL only: connections per app instance. */
  poolSize?: number;
}

/** What DATABASE_URL names: a SQLite file (or `:memory:`), or a PostgreSQL server. */
export function parseDatabaseUrl(
  url: string,
): { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string } {
  if (url.startsWith('sqlite:')) return { dialect: 'sqlite', path: url.slice('sqlite:'.length) };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url };
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}

export function connect(url: string, options: ConnectOptions = {}): Database {
  const named = parseDatabaseUrl(url);
  return named.dialect === 'sqlite'
    ? connectSqlite(named.path)
    : connectPostgres(named.url, options);
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
  const file = watchedSqliteFile(path);
  const db = new Kysely<DB>({
    dialect: translatingDialect(
      new TransactionalDdlSqliteDialect({ database: file }),
      translateDatabaseError,
    ),
  });
  const changeMark = () => {
    try {
      return file.changeMark();
    } catch (error) {
      throw translateDatabaseError(error);
    }
  };
  return {
    db,
    healthDb: db,
    dialect: 'sqlite',
    changeMark,
    writeUnmarked: (write) => file.writeUnmarked(write),
    close: () => db.destroy(),
  };
}

function connectPostgres(url: string, { schema, poolSize = 10 }: ConnectOptions): Database {
  const lost = (error: Error) => database.onConnectionLost?.(error);
  const db = postgresPool(url, schema, poolSize, lost);
  const healthDb = postgresPool(url, schema, 1, lost);
  const database: Database = {
    db,
    healthDb,
    dialect: 'postgres',
    close: async () => {
      await Promise.all([db.destroy(), healthDb.destroy()]);
    },
  };
  return database;
}

function postgresPool(
  url: string,
  schema: string | undefined,
  max: number,
  lost: (error: Error) => void,
) {
  // Made at the first query (Kysely asks for it then), once pg is loaded.
  const pool = async () => {
    const pg = await loadPg();
    const pool = new pg.Pool({
      connectionString: url,
      max,
      // A request waits this long for a connection, then answers 503: a database that is
      // away must not hold visitors (and a load balancer's health check) for minutes.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      ...(schema && { options: `-c search_path=${schema}` }),
    });
    // A connection that the server ends (a restart, a failover, pg_terminate_backend) emits
    // 'error'; without a listener Node ends the process. The pool listens only while the
    // connection is idle and stops while it is lent out, so each connection gets a listener
    // of its own. The pool drops a broken connection and opens a new one for the next
    // query; a query it was running fails (a 503): there is nothing to do but say so.
    pool.on('connect', (client) => client.on('error', lost));
    // The pool passes an idle connection's error on too: already told by the line above.
    pool.on('error', () => {});
    return pool;
  };
  return new Kysely<DB>({
    dialect: translatingDialect(
      currentSchemaOnly(new PostgresDialect({ pool })),
      translateDatabaseError,
    ),
  });
}

/** Creates a PostgreSQL schema (tests isolate themselves this way). */
export async function createSchema(url: string, schema: string): Promise<void> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
