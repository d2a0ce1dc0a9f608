import { type Row, resources } from '@coach/contract';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Database } from '../db/connect.ts';
import { rowToJson } from '../resources/rows.ts';
import type { TimedChange } from '../db/timed-changes.ts';
import { instantFor } from '../db/instants.ts';

/**
 * When an event is over: its end, or its start when it has no end. Written exactly as
 * the expression index of migration 0008 (`event_over_at_idx`), so the database uses that
 * index; a test checks the two still match.
 */
export const EVENT_OVER_AT = sql`coalesce(ends_at, starts_at)`;

/** One part of the order, applied to a count of the events or to a read of them. */
type Part = <Out>(q: SelectQueryBuilder<DB, 'event', Out>) => SelectQueryBuilder<DB, 'event', Out>;

/**
 * The events as the home page lists them (decision 0019): upcoming ones first, soonest
 * first (an event under way counts as upcoming until it ends); then the undated ones,
 * newest created first (the old order, for events whose dates were never entered); then
 * past ones, the most recent first. Each part is its own indexed query (migration 0008),
 * so a page costs the same however many events have gone by.
 */
export function eventOrder({ db, dialect }: Database) {
  const table = resources.events.table;
  const at = instantFor(dialect);
  const parts = (now: Date): Part[] => [
    (q) =>
      q
        .where(EVENT_OVER_AT, '>=', at(now))
        .orderBy('starts_at', 'asc')
        .orderBy('created', 'asc')
        .orderBy('id', 'asc'),
    (q) => q.where('starts_at', 'is', null).orderBy('created', 'desc').orderBy('id', 'desc'),
    // Over implies started (an end comes after its start); saying so lets the database
    // walk the (starts_at, created, id) index backwards and stop after the page, rather
    // than sort every past event.
    (q) =>
      q
        .where('starts_at', '<', at(now))
        .where(EVENT_OVER_AT, '<', at(now))
        .orderBy('starts_at', 'desc')
        .orderBy('created', 'desc')
        .orderBy('id', 'desc'),
  ];

  const countOf = async (part: Part) => {
    const counted = part(db.selectFrom(table)).clearOrderBy();
    const row = await counted.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  return {
    /** One page of the events in this order, and how many there are. */
    async page(
      { limit, offset }: { limit: number; offset: number },
      now = new Date(),
    ): Promise<{ rows: Row<'events'>[]; total: number }> {
      const sizes = await Promise.all(parts(now).map(countOf));
      const rows: Record<string, unknown>[] = [];
      let skip = offset;
      for (const [index, part] of parts(now).entries()) {
        const size = sizes[index]!;
        const wanted = limit - rows.length;
        if (wanted > 0 && skip < size) {
          rows.push(
            ...(await part(db.selectFrom(table).selectAll()).limit(wanted).offset(skip).execute()),
          );
        }
        skip = Math.max(0, skip - size);
      }
      return {
        rows: rows.map((r) => rowToJson(resources.events, r)) as Row<'events'>[],
        total: sizes.reduce((a, b) => a + b, 0),
      };
    },

    /**
     * How many dated events are over: it grows as events end, with no write to the
     * database, so pages kept by content version key by it too (an ended event moves down
     * the list on the next request after it ends).
     */
    async overCount(now = new Date()): Promise<number> {
      const row = await db
        .selectFrom(table)
        .where(EVENT_OVER_AT, '<', at(now))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * When the next dated event ends (the soonest end not yet past), or null when none is
     * to come: until then, and while the events table is unchanged, `overCount` stays.
     */
    async nextOverAt(now = new Date()): Promise<Date | null> {
      const row = await db
        .selectFrom(table)
        .where(EVENT_OVER_AT, '>=', at(now))
        .select(sql<string | Date | null>`min(${EVENT_OVER_AT})`.as('at'))
        .executeTakeFirst();
      return row?.at == null ? null : new Date(row.at);
    },
  };
}

/**
 * The events over, as a part of the site's version: the home page lists upcoming events
 * first, so an event ending changes it with nobody writing. The count only grows while
 * the events table stays as it is, and it changes only just after the next end.
 */
export function eventsOver(database: Database): TimedChange {
  const events = eventOrder(database);
  return {
    name: 'events-over',
    tables: ['event'],
    async settle(now) {
      const [over, next] = await Promise.all([events.overCount(now), events.nextOverAt(now)]);
      // Over means ended before now: at its very end it is not yet.
      return { mark: String(over), next: next && new Date(next.getTime() + 1), wrote: false };
    },
  };
}
