import type { Database } from './connect.ts';
import { assertSchemaCurrent } from './migrate.ts';

/** How long a successful write probe vouches for the database. */
const WRITE_PROBE_EVERY_MS = 5_000;
const PROBE_KEY = 'health_probe';

/**
 * Whether this instance can serve: the database answers, its schema is current, and it
 * takes writes. A database that only reads (a disk remounted read-only, a full disk, a
 * PostgreSQL standby after a failover) would acknowledge no appointment or order, so a
 * small write is tried too: at most every few seconds while it succeeds, at every check
 * while it fails, so that the return of the database is seen at once. Throws a 503
 * naming the cause.
 */
export function healthCheck(database: Database) {
  const probe = { ...database, db: database.healthDb };
  let lastWriteOk = 0;
  return async function check(): Promise<void> {
    await assertSchemaCurrent(probe);
    if (Date.now() - lastWriteOk < WRITE_PROBE_EVERY_MS) return;
    const now = new Date().toISOString();
    await probe.db
      .insertInto('site_meta')
      .values({ key: PROBE_KEY, value: now, created: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: now }))
      .execute();
    lastWriteOk = Date.now();
  };
}
