import type { Kysely } from 'kysely';

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` is one already:
 * a service's writes (a record and its audit entry, a batch of counted views) must be
 * whole, and the demo content's seeding runs the services inside its own transaction, so
 * that a fresh site's content is there all of it or not at all.
 */
export function inTransaction<Tables, T>(
  db: Kysely<Tables>,
  work: (trx: Kysely<Tables>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
