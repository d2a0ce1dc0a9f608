import SQLite from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import { DatabaseUnavailableError } from './faults.ts';

/** Prepared statements kept per open file; the ones not run for longest go first. */
const PREPARED_STATEMENTS = 500;

/** How long opening may wait for another process to let go of the file. */
const OPEN_WAIT_MS = 5_000;

function open(path: string, { create }: { create: boolean }): SQLite.Database {
  if (create && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path, { fileMustExist: !create, timeout: OPEN_WAIT_MS });
  // WAL lets readers go on while a write happens; foreign keys are off by default in SQLite.
  switchToWal(database);
  database.pragma('foreign_keys = ON');
  return database;
}

/**
 * Turns WAL on, waiting for other processes if need be. Two instances started together on
 * a new file: while one writes, the other asks for the file whole to switch its journal,
 * and SQLite answers it "busy" at once instead of waiting (it holds a read lock, and
 * waiting on a writer while holding one could deadlock), so the busy timeout never
 * applies. One start in a few hundred failed so. Asked again a moment later, the switch
 * is done or finds the file in WAL already.
 */
function switchToWal(database: SQLite.Database): void {
  const deadline = Date.now() + OPEN_WAIT_MS;
  for (;;) {
    try {
      database.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      const busy = error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY');
      if (!busy || Date.now() >= deadline) throw error;
      // Only ever at start or on reopening a replaced file: a short blocking pause is fine.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
    }
  }
}

/** Which file a path names right now (undefined when there is none). */
function identity(path: string): string | undefined {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat && `${stat.dev}:${stat.ino}`;
}

/**
 * The SQLite file, watched. An open handle keeps reading and writing a file that was
 * deleted or replaced under it: writes are acknowledged and lost with the old inode. So
 * before each statement the path is checked (one stat, a few microseconds): a missing
 * file answers 503 until it is back; a different file at the path (a restored copy) is
 * opened in place of the old one, but never in the middle of a transaction.
 */
export function watchedSqliteFile(path: string): SqliteDatabase {
  if (path === ':memory:') return open(path, { create: true });

  let handle: SQLite.Database | undefined = open(path, { create: true });
  let opened = identity(path);

  function current(): SQLite.Database {
    const now = identity(path);
    if (handle && now === opened) return handle;
    if (handle?.inTransaction) {
      throw new DatabaseUnavailableError(`the file ${path} was replaced during a write`);
    }
    handle?.close();
    handle = undefined;
    if (!now) throw new DatabaseUnavailableError(`the file ${path} is missing`);
    try {
      handle = open(path, { create: false });
      opened = now;
      return handle;
    } catch (error) {
      throw new DatabaseUnavailableError(`the file ${path} cannot be opened`, { cause: error });
    }
  }

  // Kysely prepares every statement it runs; the site runs a few hundred distinct ones,
  // and preparing was a tenth of a busy server's CPU. Statements belong to their handle.
  const statements = new LRUCache<string, SQLite.Statement>({ max: PREPARED_STATEMENTS });
  let preparedOn: SQLite.Database | undefined;
  function prepared(sql: string): SQLite.Statement {
    const database = current();
    if (database !== preparedOn) {
      statements.clear();
      preparedOn = database;
    }
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = database.prepare(sql)));
    return statement;
  }

  return {
    prepare: prepared,
    close: () => {
      statements.clear();
      preparedOn = undefined;
      handle?.close();
      handle = undefined;
    },
  };
}
