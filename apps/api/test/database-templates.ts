import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/db/connect.ts';
import { loadPg } from '../src/db/pg.ts';
import { migrate } from '../src/db/migrate.ts';

/**
 * Migrated databases to copy. A test server used to run all the migrations on a new
 * database, some 0.3 s on SQLite and 2–7 s of PostgreSQL's work for each of hundreds of
 * servers a run starts: the suite's largest cost. The global setup migrates one database of
 * each kind per run, and each test server starts on a copy of it (a file copy on SQLite,
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL, as Django's parallel test runner does). The
 * migrations themselves are still tested: by the template's own run, and by the tests that
 * start on an empty database (two instances migrating at once, the schema's own test).
 */
export interface DatabaseTemplates {
  /** A migrated SQLite file, never opened again after it was made. */
  sqlite: string;
  /** A migrated PostgreSQL database on TEST_POSTGRES_URL's server, when it is set. */
  postgres?: string;
}

/** TEST_POSTGRES_URL with its database name replaced. */
export function postgresUrlOf(database: string, serverUrl = process.env.TEST_POSTGRES_URL!) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(run: (query: (sql: string) => Promise<unknown>) => Promise<T>) {
  const pg = await loadPg();
  const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await run((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** Makes the templates (the global setup); `drop` removes them after the run. */
export async function makeDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  drop(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'coach-template-'));
  const sqlite = join(dir, 'template.db');
  const made = connect(`sqlite:${sqlite}`);
  await migrate(made);
  // Closing folds the write-ahead log into the file: the file alone is the database.
  await made.close();

  let postgres: string | undefined;
  if (process.env.TEST_POSTGRES_URL) {
    postgres = `coach_template_${randomBytes(4).toString('hex')}`;
    await onServer((query) => query(`CREATE DATABASE ${postgres}`));
    const database = connect(postgresUrlOf(postgres), { poolSize: 2 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
  }
  return {
    templates: { sqlite, postgres },
    async drop() {
      rmSync(dir, { recursive: true, force: true });
      if (postgres) await dropCopiesAndTemplate(postgres);
    },
  };
}

/** A copy of the SQLite template at `path`. */
export function copySqliteTemplate(templates: DatabaseTemplates, path: string) {
  copyFileSync(templates.sqlite, path);
}

/**
 * A new PostgreSQL database copied from the template: its name, which begins with the
 * template's so that the run's end finds and removes it.
 */
export async function copyPostgresTemplate(templates: DatabaseTemplates): Promise<string> {
  if (!templates.postgres) throw new Error('no PostgreSQL template: TEST_POSTGRES_URL is not set');
  const name = `${templates.postgres}_${randomBytes(6).toString('hex')}`;
  // WAL_LOG (PostgreSQL 15's default) copies without forcing a checkpoint.
  await onServer((query) => query(`CREATE DATABASE ${name} TEMPLATE ${templates.postgres}`));
  return name;
}

/**
 * The run's copies and its template, removed after the last file. Not one by one as each
 * test ends: every DROP DATABASE forces a checkpoint, which took seconds while the other
 * files wrote, and a few at once here share theirs.
 */
async function dropCopiesAndTemplate(template: string) {
  await onServer(async (query) => {
    const { rows } = (await query(
      `SELECT datname FROM pg_database WHERE datname LIKE '${template}\\_%'`,
    )) as { rows: { datname: string }[] };
    const names = rows.map((row) => row.datname);
    for (let at = 0; at < names.length; at += 8)
      await Promise.all(
        names
          .slice(at, at + 8)
          .map((name) => onServer((q) => q(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
      );
    await query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  });
}
