import SQLite from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import { DatabaseUnavailableError } from './faults.ts';

/** Prepared statements kept per open file; the ones not run for longest go first. */
const PREPARED_STATEMENTS = 500;

/** How long a change mark may be read without checking which file the path names. */
const MARK_CHECK_MS = 100;

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

/**
 * Whether anything was written to the file since a moment before: `data_version` moves
 * when another connection (another process) commits, `total_changes()` when this one
 * writes (triggers' writes included), and neither ever goes back. One statement on no
 * table, a fraction of reading the tables' versions (db/change-versions.ts).
 */
const CHANGE_MARK_SQL = 'SELECT total_changes(), data_version FROM pragma_data_version';

export interface WatchedSqliteFile extends SqliteDatabase {
  /**
   * A value that is the same as an earlier one only if nothing was written to the file
   * in between, by this process or any other. Read outside Kysely's queue: taken before a
   * read, a write under way or still to come shows in the next mark, so a mark
   * never vouches for rows older than itself.
   */
  changeMark(): string;
  /**
   * Runs a write that changes nothing a page shows (counted visits) leaving the mark as it
   * was, so kept pages and lists stay kept through it. Only inside a transaction: nothing
   * else writes through this handle until it ends. Other processes' writes still show.
   */
  writeUnmarked<T>(write: () => Promise<T>): Promise<T>;
}

/**
 * The change mark of one handle: its count of changes (less those of unmarked writes,
 * held still while one is under way) and the file's data version.
 */
function handleMarks(counts: () => [changes: number, dataVersion: number]) {
  let unmarked = 0;
  let heldAt: number | undefined;
  return {
    mark(handle: number) {
      const [changes, dataVersion] = counts();
      return `${handle}:${(heldAt ?? changes) - unmarked}:${dataVersion}`;
    },
    async writeUnmarked<T>(write: () => Promise<T>): Promise<T> {
      const [before] = counts();
      heldAt = before;
      try {
        return await write();
      } finally {
        heldAt = undefined;
        unmarked += counts()[0] - before;
      }
    },
  };
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
export function watchedSqliteFile(path: string): WatchedSqliteFile {
  if (path === ':memory:') {
    const memory = open(path, { create: true });
    const counts = memory.prepare(CHANGE_MARK_SQL).raw();
    const marks = handleMarks(() => counts.get() as [number, number]);
    return Object.assign(memory, {
      changeMark: () => marks.mark(0),
      writeUnmarked: marks.writeUnmarked,
    });
  }

  let handle: SQLite.Database | undefined = open(path, { create: true });
  let opened = identity(path);
  /** When the path was last found to name the open file. */
  let checkedAt = performance.now();
  /** Handles opened so far: a reopened file's counts start again, so its marks say which. */
  let opens = 1;
  const newMarks = () =>
    handleMarks(() => prepared(CHANGE_MARK_SQL, markHandle()).raw().get() as [number, number]);
  let marks = newMarks();

  function current(): SQLite.Database {
    const now = identity(path);
    if (handle && now === opened) {
      checkedAt = performance.now();
      return handle;
    }
    if (handle?.inTransaction) {
      throw new DatabaseUnavailableError(`the file ${path} was replaced during a write`);
    }
    handle?.close();
    handle = undefined;
    if (!now) throw new DatabaseUnavailableError(`the file ${path} is missing`);
    try {
      handle = open(path, { create: false });
      opened = now;
      opens += 1;
      // A new handle counts its changes from nothing.
      marks = newMarks();
      return handle;
    } catch (error) {
      throw new DatabaseUnavailableError(`the file ${path} cannot be opened`, { cause: error });
    }
  }

  // Kysely prepares every statement it runs; the site runs a few hundred distinct ones,
  // and preparing was a tenth of a busy server's CPU. Statements belong to their handle.
  const statements = new LRUCache<string, SQLite.Statement>({ max: PREPARED_STATEMENTS });
  let preparedOn: SQLite.Database | undefined;
  /**
   * The handle the change mark is read on: the path is checked as before any statement,
   * but at most every MARK_CHECK_MS. Every kept page and list reads the mark, and the
   * check was half its cost; a restored file is then seen by the marks a moment later,
   * and by any other statement at once.
   */
  function markHandle(): SQLite.Database {
    if (handle && performance.now() - checkedAt < MARK_CHECK_MS) return handle;
    return current();
  }

  function prepared(sql: string, database = current()): SQLite.Statement {
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
    changeMark: () => marks.mark(opens),
    writeUnmarked: <T>(write: () => Promise<T>) => marks.writeUnmarked(write),
    close: () => {
      statements.clear();
      preparedOn = undefined;
      handle?.close();
      handle = undefined;
    },
  };
}
