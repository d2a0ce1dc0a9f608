import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * A fresh, empty database for one group of servers, read directly by the test (not
 * through the API, which is what is under test): a SQLite file in a temp folder, or a
 * new schema in the PostgreSQL database of TEST_POSTGRES_URL.
 */
export type Dialect = 'sqlite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL;

/** Every case runs on SQLite, and on PostgreSQL too when TEST_POSTGRES_URL is set. */
export const dialects: Dialect[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** Tables whose counts differ between two healthy starts of the same site for good reason. */
const VOLATILE_TABLES = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'session',
  // Resized images are made when a page asks for them.
  'file_variant',
  // Rate-limit counters: one row per address that wrote.
  'rate_limit',
  // Compared on its own: some cases start with ADMIN_USERNAME, the reference does not.
  'account',
]);

export interface TestDatabase {
  dialect: Dialect;
  /**
   * The DATABASE_URL for one server. On PostgreSQL each server gets its own
   * application_name, so that a fault case can end that server's connections only
   * (other suites use the same database at the same time).
   */
  url(applicationName?: string): string;
  /** Row counts of every table but the volatile ones; empty before the first migration. */
  counts(): Promise<Record<string, number>>;
  /** Rows of one table: the case's own SQL, the same on both databases. */
  select<T>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
}

export function createDatabase(dialect: Dialect): Promise<TestDatabase> {
  return dialect === 'sqlite' ? Promise.resolve(sqliteDatabase()) : postgresDatabase();
}

export function sqliteDatabase(): TestDatabase & { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'coach-faults-'));
  const path = join(dir, 'site.db');
  const open = () => new SQLite(path, { fileMustExist: true });
  const select = <T>(sql: string): T[] => {
    const db = open();
    try {
      return db.prepare(sql).all() as T[];
    } finally {
      db.close();
    }
  };
  return {
    dialect: 'sqlite',
    dir,
    path,
    url: () => `sqlite:${path}`,
    async counts() {
      const tables = select<{ name: string }>(
        `select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
      );
      return countEach(
        tables.map((t) => t.name),
        async (table) => select<{ n: number }>(`select count(*) as n from "${table}"`)[0]!.n,
      );
    },
    select: async (sql) => select(sql),
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A connection string with libpq options that node-postgres passes to the server. */
export function withParams(url: string, params: Record<string, string>): string {
  const query = Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export async function postgresDatabase(): Promise<TestDatabase & { schema: string }> {
  if (!POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set');
  const schema = `fault_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const forSchema = (applicationName: string) =>
    withParams(POSTGRES_URL, {
      options: `-c search_path=${schema}`,
      application_name: applicationName,
    });
  const select = async <T>(sql: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: forSchema('fault-suite-reader') });
    await client.connect();
    try {
      return (await client.query(sql)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA "${schema}"`);
  return {
    dialect: 'postgres',
    schema,
    url: (applicationName = `fault-${schema}`) => forSchema(applicationName),
    async counts() {
      const tables = await select<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = '${schema}' and table_type = 'BASE TABLE'`,
      );
      return countEach(
        tables.map((t) => t.name),
        async (table) =>
          Number((await select<{ n: string }>(`select count(*) as n from "${table}"`))[0]!.n),
      );
    },
    select,
    async drop() {
      await admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

/** One statement on the PostgreSQL database itself (schemas, ending connections). */
export async function admin<T = unknown>(sql: string, params: unknown[] = []): Promise<T[]> {
  if (!POSTGRES_URL) throw new Error('TEST_POSTGRES_URL is not set');
  const client = new pg.Client({
    connectionString: withParams(POSTGRES_URL, { application_name: 'fault-suite-admin' }),
  });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function countEach(tables: string[], count: (table: string) => Promise<number>) {
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    if (!VOLATILE_TABLES.has(table)) counts[table] = await count(table);
  }
  return counts;
}

/**
 * Tables filled before any content: the default theme and constants, the migration's
 * versions, the start's bookkeeping (site_meta: the search index's version among others),
 * and SQLite's full-text index's own structure (FTS5 writes its config and root rows when
 * the table is made).
 */
const FILLED_AT_START = [
  'color',
  'site_constant',
  'site_meta',
  'change_version',
  'search_fts_config',
  'search_fts_data',
  // The newsletters' shared sending pace: its one row is made with the table (migration 0039).
  'mail_pace',
];

/** Tables the demo fills; a database holding some of them and not others is half seeded. */
export const contentRows = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([table]) => !FILLED_AT_START.includes(table))
    .reduce((sum, [, n]) => sum + n, 0);

/**
 * A small disk of its own (tmpfs) for a SQLite file, which the test can fill up and free
 * again. Needs root (mount); answers undefined where mounting is not allowed.
 */
export function mountedDisk(dir: string) {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=32m', 'tmpfs', dir], { stdio: 'pipe' });
  } catch {
    return undefined;
  }
  const filler = join(dir, 'filler');
  return {
    /** Writes a file until the disk has no byte left. */
    fill() {
      const fd = openSync(filler, 'w');
      try {
        for (const chunk of [1 << 20, 4096, 512]) {
          const bytes = Buffer.alloc(chunk);
          for (;;) {
            try {
              writeSync(fd, bytes);
            } catch (error) {
              if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
              throw error;
            }
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free: () => rmSync(filler, { force: true }),
    unmount: () => execFileSync('umount', [dir], { stdio: 'pipe' }),
  };
}
