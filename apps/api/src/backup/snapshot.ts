import SQLite from 'better-sqlite3';
import type PgModule from 'pg';
import { type Pg, loadPg } from '../db/pg.ts';

/**
 * One consistent view of a live database, read table by table: rows written while a
 * backup runs are either all in it or not at all, never half (the backup would otherwise
 * miss rows written meanwhile, or hold an order without its receipt).
 */
export interface Snapshot {
  dialect: 'sqlite' | 'postgres';
  tables(): Promise<string[]>;
  rows(table: string): AsyncIterable<Record<string, unknown>>;
  close(): Promise<void>;
}

/**
 * SQLite in WAL mode: a read transaction sees the file as it was at its first read while
 * the site goes on writing; its own connection, read-only, so it never locks the site out.
 */
export function sqliteSnapshot(path: string): Snapshot {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  db.exec('BEGIN');
  const tables = (
    db
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string }[]
  ).map((row) => row.name);
  return {
    dialect: 'sqlite',
    tables: async () => tables,
    async *rows(table) {
      yield* db.prepare(`select * from "${table}"`).iterate() as Iterable<Record<string, unknown>>;
    },
    async close() {
      db.exec('COMMIT');
      db.close();
    },
  };
}

/**
 * PostgreSQL: a read-only transaction at REPEATABLE READ sees one snapshot for all its
 * statements. Rows come through a cursor, a few hundred at a time, so a site with
 * thousands of pictures is never held in memory whole.
 */
export async function postgresSnapshot(url: string): Promise<Snapshot> {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: url, types: bigintsAsNumbers(pg) });
  await client.connect();
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = current_schema() and table_type = 'BASE TABLE'`,
  );
  return {
    dialect: 'postgres',
    tables: async () => rows.map((row) => row.name),
    async *rows(table) {
      await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT * FROM "${table}"`);
      for (;;) {
        const batch = await client.query('FETCH 200 FROM backup_rows');
        if (batch.rows.length === 0) break;
        yield* batch.rows;
      }
      await client.query('CLOSE backup_rows');
    },
    async close() {
      await client.query('COMMIT').catch(() => undefined);
      await client.end();
    },
  };
}

/** Counts and ids are small: int8 as a number, as the app's own pool reads them. */
const bigintsAsNumbers = (pg: Pg) =>
  ({
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.INT8
        ? (value: string) => Number.parseInt(value, 10)
        : pg.types.getTypeParser(oid, format),
  }) as PgModule.CustomTypesConfig;
