import { createReadStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { migrate, migrationNames } from '../db/migrate.ts';
import {
  type EndLine,
  FORMAT,
  type Header,
  type RowLine,
  TABLES,
  VERSION,
  isEncodedBytes,
} from './format.ts';
import { registry } from '../db/registry-db.ts';
import { reindexAll } from '../search/search-index.ts';

export interface RestoreResult {
  source: Header['source'];
  created: string;
  counts: Record<string, number>;
  /** Columns of the backup that this version no longer has, by table. */
  skipped: Record<string, string[]>;
}

/** A refusal: nothing was changed, and the message says why. */
export class RestoreRefused extends Error {}

/** Rows are inserted a few at a time; pictures make some rows large. */
const BATCH_ROWS = 200;
const BATCH_BYTES = 4 * 1024 * 1024;

/**
 * Loads a backup into an empty database of either kind, all of it or nothing: the
 * migrations of this version run first (so an older backup lands in the current schema),
 * then every row goes in inside one transaction, which commits only if the file was
 * whole. Ids, timestamps, booleans, text and file bytes come back as they were; id
 * counters continue after the highest restored id.
 */
export async function restoreBackup(database: Database, file: string): Promise<RestoreResult> {
  const header = checkHeader(await readHeader(file), database);
  // Read through once before anything is changed: a file cut short is refused untouched.
  await checkWhole(file);
  const lines = readLines(file);
  await lines.first();
  await migrate(database);
  await checkEmpty(database);
  const columns = await columnTypes(database);

  const counts: Record<string, number> = {};
  const skipped: Record<string, Set<string>> = {};
  await database.db.transaction().execute(async (trx) => {
    let batch: Record<string, unknown>[] = [];
    let batchTable = '';
    let batchBytes = 0;
    const flush = async () => {
      if (batch.length) await registry(trx).insertInto(batchTable).values(batch).execute();
      batch = [];
      batchBytes = 0;
    };

    let end: EndLine | undefined;
    for await (const line of lines.rest()) {
      const parsed = JSON.parse(line) as RowLine | EndLine;
      if ('end' in parsed) {
        end = parsed;
        break;
      }
      const target = columns.get(parsed.table);
      if (!target) throw new RestoreRefused(`the backup has an unknown table: ${parsed.table}`);
      if (parsed.table !== batchTable) await flush();
      batchTable = parsed.table;
      const row: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(parsed.row)) {
        const type = target.get(column);
        if (type === undefined) {
          (skipped[parsed.table] ??= new Set()).add(column);
          continue;
        }
        row[column] = decodeValue(value, type, database.dialect);
      }
      batch.push(row);
      batchBytes += line.length;
      counts[parsed.table] = (counts[parsed.table] ?? 0) + 1;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
    await flush();
    if (!end) throw new RestoreRefused('the backup changed while it was being restored');
    // Left out of the backup: written from the restored records, in the same transaction.
    await reindexAll(trx, database.dialect);
    if (database.dialect === 'postgres') {
      for (const table of TABLES) {
        if (columns.get(table)?.has('id') && table !== 'file' && table !== 'site_meta') {
          // Identity columns keep a counter of their own: move it past the restored ids.
          const counter = sql`pg_get_serial_sequence(${table}, 'id')`;
          await sql`select setval(${counter}, coalesce(max(id), 0) + 1, false)
                    from ${sql.table(table)}`.execute(trx);
        }
      }
    }
  });
  return {
    source: header.source,
    created: header.created,
    counts,
    skipped: Object.fromEntries(Object.entries(skipped).map(([t, s]) => [t, [...s]])),
  };
}

function readLines(file: string) {
  if (!existsSync(file)) throw new RestoreRefused(`there is no file ${file}`);
  const source = createReadStream(file);
  const input = source.pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity });
  const iterator = reader[Symbol.asyncIterator]();
  const notABackup = (why: string) =>
    new RestoreRefused(`${file} is not a backup of this site (${why})`);
  // A pipe passes data on, not errors: each stream reports its own, and ends the reading.
  let failure: Error | undefined;
  for (const stream of [source, input]) {
    stream.on('error', (error: Error) => {
      failure ??= error;
      reader.close();
    });
  }
  return {
    async first(): Promise<unknown> {
      let next: IteratorResult<string>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw notABackup((error as Error).message);
      }
      if (failure) throw notABackup(failure.message);
      if (next.done) throw notABackup('it is empty');
      try {
        return JSON.parse(next.value);
      } catch {
        throw notABackup('its first line is not a backup header');
      }
    },
    close() {
      reader.close();
      source.destroy();
    },
    async *rest() {
      for (;;) {
        const next = await iterator.next().catch((error: Error) => {
          failure ??= error;
          return { done: true, value: undefined } as const;
        });
        if (failure)
          throw new RestoreRefused(`the backup could not be read whole: ${failure.message}`);
        if (next.done) return;
        yield next.value;
      }
    },
  };
}

async function readHeader(file: string): Promise<unknown> {
  const lines = readLines(file);
  try {
    return await lines.first();
  } finally {
    lines.close();
  }
}

function checkHeader(value: unknown, database: Database): Header {
  const header = value as Partial<Header>;
  if (header?.format !== FORMAT || !Array.isArray(header.migrations)) {
    throw new RestoreRefused('the file is not a backup of this site (no backup header)');
  }
  if (header.version !== VERSION) {
    throw new RestoreRefused(
      `the backup is in format version ${header.version}; this version reads version ${VERSION}`,
    );
  }
  const known = new Set(migrationNames(database.dialect));
  const newer = header.migrations.filter((name) => !known.has(name));
  if (newer.length) {
    throw new RestoreRefused(
      `the backup was made by a newer version of the site (its schema has ${newer.join(', ')}); ` +
        'restore it with that version or a later one',
    );
  }
  return header as Header;
}

async function checkEmpty({ db }: Database) {
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) {
      throw new RestoreRefused(
        `the database already holds content (${Number(row.n)} rows in ${table}); ` +
          'restore into a new, empty database',
      );
    }
  }
}

/** Reads the whole file: its last line must be there and count the rows before it. */
async function checkWhole(file: string) {
  const lines = readLines(file);
  await lines.first();
  const counts: Record<string, number> = {};
  let end: EndLine | undefined;
  for await (const line of lines.rest()) {
    if (end) throw new RestoreRefused('the backup is damaged: it goes on after its last line');
    const table = /^\{"table":"([a-z_]+)"/.exec(line)?.[1];
    if (table) counts[table] = (counts[table] ?? 0) + 1;
    else end = JSON.parse(line) as EndLine;
  }
  if (!end?.end) {
    throw new RestoreRefused('the backup is incomplete (it was cut off): nothing was restored');
  }
  for (const [table, expected] of Object.entries(end.counts)) {
    if ((counts[table] ?? 0) !== expected) {
      throw new RestoreRefused(
        `the backup is damaged: ${table} should have ${expected} rows, it has ${counts[table] ?? 0}`,
      );
    }
  }
}

/** The declared type of every column of the target, by table. */
async function columnTypes({ db }: Database) {
  // On PostgreSQL the introspector reads only the target's own schema (connect.ts).
  const tables = await db.introspection.getTables();
  return new Map(
    tables.map((table) => [
      table.name,
      new Map(table.columns.map((column) => [column.name, column.dataType.toLowerCase()])),
    ]),
  );
}

/**
 * A backed-up value as the target column takes it. Booleans differ: PostgreSQL has them,
 * SQLite stores 0 and 1; bytes travel as base64.
 */
function decodeValue(value: unknown, type: string, dialect: Database['dialect']): unknown {
  if (isEncodedBytes(value)) return Buffer.from(value.$bytes, 'base64');
  if (dialect === 'postgres' && type === 'bool' && typeof value === 'number') return value !== 0;
  if (dialect === 'sqlite' && typeof value === 'boolean') return value ? 1 : 0;
  return value;
}
