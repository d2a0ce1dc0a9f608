import type { Kysely } from 'kysely';

/**
 * The counters of the per-address rate limits (sign-in, public forms): one row per
 * address and route, holding the hits of the current window and when it ends. In the
 * database, so that instances sharing it share the counts (http/limit-store.ts).
 */
export const rateLimits = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limit')
      .addColumn('client_key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      // Milliseconds since the epoch: compared with the clock of the instance asking.
      .addColumn('window_ends', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limit_window_ends_idx')
      .on('rate_limit')
      .column('window_ends')
      .execute();
  },
};
