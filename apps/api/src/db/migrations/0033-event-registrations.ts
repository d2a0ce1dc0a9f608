import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';
import { seatHolderColumns, seatTableTypes } from './seat-tables.ts';

/**
 * Events that sell seats (issue 40).
 *
 * - `event` gains what its form sets: `seats` (null: no registration), `price` and
 *   `currency` (null or 0: free), `registration_closes_at` (null: at `starts_at`); and what
 *   only the API sets: `seats_taken`, the seats its registrations hold. A registration is
 *   let in by one conditional UPDATE of that count (events/event-seats.ts), so the database
 *   decides who gets the last seat, on SQLite and on any number of PostgreSQL instances;
 *   the event's change version rises with it, so kept pages showing seats left are made again.
 * - `registration`: a visitor's seats, with the order's ways (migration 0014): a `reference`
 *   to quote with the transfer, the `token` of a private page, a `status`
 *   (packages/contract/src/registrations.ts) and when it last moved, the amount owed then,
 *   the receipt, the `language` to write to them in; `seats_held` says its seats are in the
 *   event's count, so they are given back once. Caught by the spam trap, it is kept marked
 *   `spam` and holds nothing. A versioned table like the orders', never kept for visitors.
 */
export function eventRegistrations(dialect: DialectName) {
  const { pg, timestamp, flag, no } = seatTableTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      for (const [column, type] of [
        ['seats', 'integer'],
        ['price', pg ? 'double precision' : 'real'],
        ['currency', 'text'],
        ['registration_closes_at', timestamp],
      ] as const) {
        await db.schema.alterTable('event').addColumn(column, type).execute();
      }
      await db.schema
        .alterTable('event')
        .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await seatHolderColumns(db.schema.createTable('registration'), pg)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount', pg ? 'double precision' : 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('receipt_photo', 'text')
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('seats_held', flag, (c) => c.notNull().defaultTo(no))
        .addColumn('spam', flag, (c) => c.notNull().defaultTo(no))
        .addColumn('created', timestamp, (c) => c.notNull())
        .addColumn('status_changed', timestamp)
        .execute();
      // An event's attendees, by status (the owner's screen, the seats to give back).
      await db.schema
        .createIndex('registration_event_idx')
        .on('registration')
        .columns(['event_id', 'status'])
        .execute();

      await db
        .insertInto('change_version')
        .values({ name: 'registration', version: (BigInt(Date.now()) * 1000n).toString() })
        .execute();
      if (pg) {
        // bump_change_version() is 0006's: one bump per statement.
        await sql`
          create trigger registration_changed
          after insert or update or delete or truncate on registration
          for each statement execute function bump_change_version()`.execute(db);
        return;
      }
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`registration_${event}_changed`)}
          after ${sql.raw(event)} on registration
          begin
            update change_version set version = version + 1 where name = 'registration';
          end`.execute(db);
      }
    },
  };
}
