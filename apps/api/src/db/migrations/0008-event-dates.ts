import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Events get structured dates (decision 0019): when one starts and ends, beside the
 * free-text `time` visitors read. Stored as the other timestamps are (timestamptz on
 * PostgreSQL, ISO text in UTC on SQLite, which then compares in time order).
 *
 * The home page lists upcoming events first, then undated ones, then past ones, each
 * part read on its own (content/event-order.ts). Indexed so that each part's page and
 * count costs the same with ten events or ten thousand:
 * - (starts_at, created, id): upcoming and past events by their start, and the undated
 *   ones (`starts_at is null`) newest created first;
 * - when an event is over, `coalesce(ends_at, starts_at)`: the split between upcoming and
 *   past, and the count of events over that keys the kept pages.
 */
export const EVENT_OVER_AT = sql`coalesce(ends_at, starts_at)`;

export function eventDates(dialect: DialectName) {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('event').addColumn('starts_at', timestamp).execute();
      await db.schema.alterTable('event').addColumn('ends_at', timestamp).execute();
      await db.schema
        .createIndex('event_starts_at_created_id_idx')
        .on('event')
        .columns(['starts_at', 'created', 'id'])
        .execute();
      await db.schema
        .createIndex('event_over_at_idx')
        .on('event')
        .expression(EVENT_OVER_AT)
        .execute();
    },
  };
}
