import { sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { fileReferences } from './file-references.ts';

/**
 * Uploads nothing refers to are deleted once they are a day old: a visitor may upload a
 * receipt and never order, an admin may pick a picture and cancel the form. A day leaves
 * any form that is still being filled in time to be saved.
 */
export const UNUSED_FILE_AGE_HOURS = 24;
const HOUR = 60 * 60 * 1000;
/** Deletes go by in batches, so one statement never names thousands of ids. */
const BATCH = 200;

export interface SweepResult {
  /** false when another instance was sweeping at that moment (PostgreSQL). */
  swept: boolean;
  deleted: number;
  bytes: number;
}

/** Deletes these files with their resized copies, in batches. */
export async function deleteFiles(db: Database['db'], ids: string[]) {
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = ids.slice(i, i + BATCH);
    // Variants first: SQLite enforces the cascade only when foreign keys are switched on.
    await db.deleteFrom('file_variant').where('file_id', 'in', batch).execute();
    await db.deleteFrom('file').where('id', 'in', batch).execute();
  }
}

export async function sweepUnusedFiles(
  database: Database,
  { now = Date.now(), maxAgeHours = UNUSED_FILE_AGE_HOURS } = {},
): Promise<SweepResult> {
  const cutoff = new Date(now - maxAgeHours * HOUR).toISOString();
  // Every query of a sweep goes through `db`: on PostgreSQL the one connection holding the
  // lock, so a sweep never waits for a second connection from a busy (or one-place) pool.
  const sweep = async (db: Database['db']): Promise<Omit<SweepResult, 'swept'>> => {
    const old = await db
      .selectFrom('file')
      .select(['id', 'name', 'size'])
      .where('created', '<', cutoff)
      .execute();
    if (old.length === 0) return { deleted: 0, bytes: 0 };
    const used = await fileReferences({ ...database, db }).allReferenced();
    // Older data may name a file by the name it was uploaded with.
    const unused = old.filter((f) => !used.has(f.id) && !(f.name && used.has(f.name)));
    await deleteFiles(
      db,
      unused.map((f) => f.id),
    );
    return { deleted: unused.length, bytes: unused.reduce((n, f) => n + Number(f.size), 0) };
  };

  if (database.dialect !== 'postgres') return { swept: true, ...(await sweep(database.db)) };
  // Several instances share one PostgreSQL: the first to take the lock sweeps, the
  // others skip this round. If the process dies, its connection closes and the lock with it.
  return database.db.connection().execute(async (db) => {
    // One key per schema: the instances of one site share it, other sites on the server do not.
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_lock(hashtext('file-sweep:' || current_schema())) as locked`.execute(
      db,
    );
    if (!rows[0]?.locked) return { swept: false, deleted: 0, bytes: 0 };
    try {
      return { swept: true, ...(await sweep(db)) };
    } finally {
      await sql`select pg_advisory_unlock(hashtext('file-sweep:' || current_schema()))`.execute(db);
    }
  });
}
