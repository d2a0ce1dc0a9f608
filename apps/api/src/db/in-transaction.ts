import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/**
 * Runs `work` in a transaction of its own, or in the caller's when `db` is one already:
 * a few services' writes must be whole, and the demo content's seeding runs them inside
 * its own transaction, so that a fresh site's content is there all of it or not at all.
 */
export function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.isTransaction
    ? work(db)
    : db.transaction().execute((trx: Transaction<DB>) => work(trx));
}
