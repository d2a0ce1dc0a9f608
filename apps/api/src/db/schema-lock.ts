import { sql } from 'kysely';
import type { Executor } from './connect.ts';

/**
 * Holds a PostgreSQL advisory lock on `name` until the transaction ends, so that the
 * instances of one site do a thing one after another. Advisory locks belong to the whole
 * database, and other sites may share it in schemas of their own: the schema is part of
 * the key, so they never wait on each other's names.
 */
export async function lockInSchema(trx: Executor, name: string) {
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':' || ${name}))`.execute(
    trx,
  );
}
