import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';
import { seatHolderColumns, seatTableTypes } from './seat-tables.ts';

/**
 * What selling seats needs past the registration itself (issue 40).
 *
 * - `registration` gains the owner's `reason` while it is rejected (as an order's), its
 *   ticket's `check_in_code` (what the QR code carries and the door types; unique, so one
 *   code finds one registration) and `checked_in_at`, set once at the door.
 * - `waitlist_entry`: a visitor waiting for seats of a full event. Its `status` is
 *   `waiting`, `offered` (seats came back and are held for it until `offer_expires_at`,
 *   claimed through `offer_token`), `registered`, `expired` or `left`. `seats_held` says the
 *   offered seats are in the event's count, so they are given back once. Caught by the spam
 *   trap, it is kept marked `spam` and is never offered anything.
 */
export function registrationTickets(dialect: DialectName) {
  const { pg, timestamp, flag, no } = seatTableTypes(dialect);
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('registration').addColumn('reason', 'text').execute();
      await db.schema.alterTable('registration').addColumn('check_in_code', 'text').execute();
      await db.schema.alterTable('registration').addColumn('checked_in_at', timestamp).execute();
      await db.schema
        .createIndex('registration_check_in_code_idx')
        .on('registration')
        .column('check_in_code')
        .unique()
        .execute();

      await seatHolderColumns(db.schema.createTable('waitlist_entry'), pg)
        .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('offer_token', 'text', (c) => c.unique())
        .addColumn('offered_at', timestamp)
        .addColumn('offer_expires_at', timestamp)
        .addColumn('seats_held', flag, (c) => c.notNull().defaultTo(no))
        .addColumn('spam', flag, (c) => c.notNull().defaultTo(no))
        .addColumn('created', timestamp, (c) => c.notNull())
        .execute();
      // The line of one event, first come first offered; and the offers running out.
      await db.schema
        .createIndex('waitlist_entry_event_idx')
        .on('waitlist_entry')
        .columns(['event_id', 'status', 'id'])
        .execute();
    },
  };
}
