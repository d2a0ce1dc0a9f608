import { createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  type EndLine,
  FORMAT,
  type Header,
  LEFT_OUT,
  TABLES,
  VERSION,
  encodeValue,
} from './format.ts';
import { parseDatabaseUrl } from '../db/connect.ts';
import { type Snapshot, postgresSnapshot, sqliteSnapshot } from './snapshot.ts';

export interface BackupResult {
  counts: Record<string, number>;
  /** Size of the file written, in bytes. */
  size: number;
}

export async function openSnapshot(databaseUrl: string): Promise<Snapshot> {
  const named = parseDatabaseUrl(databaseUrl);
  if (named.dialect === 'postgres') return postgresSnapshot(named.url);
  if (named.path === ':memory:') throw new Error('an in-memory database cannot be backed up');
  return sqliteSnapshot(named.path);
}

/**
 * Writes every record and uploaded file of the database to `file`, from one snapshot,
 * while the site goes on serving. The file appears under its name only once complete:
 * until then it is written beside it, and removed if anything fails.
 */
export async function writeBackup(databaseUrl: string, file: string): Promise<BackupResult> {
  const snapshot = await openSnapshot(databaseUrl);
  const partial = `${file}.partial-${process.pid}`;
  try {
    const present = new Set(await snapshot.tables());
    if (!present.has('kysely_migration')) {
      throw new Error('the database has no tables of this site: there is nothing to back up');
    }
    const known = new Set<string>([...TABLES, ...LEFT_OUT]);
    const unknown = [...present].filter((table) => !known.has(table));
    if (unknown.length) {
      throw new Error(
        `the database has tables this version does not know (${unknown.join(', ')}): ` +
          'back it up with the version that made them',
      );
    }
    const migrations: string[] = [];
    for await (const row of snapshot.rows('kysely_migration')) migrations.push(String(row.name));
    const header: Header = {
      format: FORMAT,
      version: VERSION,
      created: new Date().toISOString(),
      source: snapshot.dialect,
      migrations: migrations.sort(),
    };
    const counts: Record<string, number> = {};

    async function* lines() {
      yield `${JSON.stringify(header)}\n`;
      for (const table of TABLES) {
        if (!present.has(table)) continue;
        counts[table] = 0;
        for await (const row of snapshot.rows(table)) {
          const encoded = Object.fromEntries(
            Object.entries(row).map(([column, value]) => [column, encodeValue(value)]),
          );
          counts[table] += 1;
          yield `${JSON.stringify({ table, row: encoded })}\n`;
        }
      }
      const end: EndLine = { end: true, counts };
      yield `${JSON.stringify(end)}\n`;
    }

    await pipeline(
      Readable.from(lines()),
      createGzip(),
      createWriteStream(partial, { flags: 'wx' }),
    );
    renameSync(partial, file);
    return { counts, size: statSync(file).size };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await snapshot.close();
  }
}
