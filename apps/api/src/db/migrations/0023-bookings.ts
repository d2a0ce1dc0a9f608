import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Booking real times (docs/decisions/0033).
 *
 * - `availability`: the coach's hours and rules, one JSON value in one row.
 * - `appointment` gains the time it asks for (`starts_at`, `ends_at`, stored as UTC), its
 *   state (`booking`: booked, confirmed, cancelled; null for the spec's plain request), the
 *   visitor's private link (`token`), language and reminder, and the owner's `note`.
 * - `mail_outbox.calendar`: the calendar file a booking's email carries.
 * - `slot_hold`: one row per time an appointment holds, keyed by its start, so of two
 *   visitors racing for a slot the database lets one in, on both engines and across
 *   instances. Cancelling deletes the hold. The free-slot query reads this small table by
 *   its key, never the appointments.
 *
 * Both new tables have a change version, made as 0016 made the payment methods': the
 * public pages' forms offer free slots, so a save of the hours or a slot taken or freed
 * makes every instance's kept pages again (appointments themselves stay private).
 */
export const bookings = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    const timestamp = pg ? 'timestamptz' : 'text';
    await db.schema
      .createTable('availability')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('created', timestamp, (c) => c.notNull())
      .execute();

    for (const [column, type] of [
      ['starts_at', timestamp],
      ['ends_at', timestamp],
      ['booking', 'text'],
      ['token', 'text'],
      ['language', 'text'],
      ['reminder_sent_at', timestamp],
      ['booking_changed', timestamp],
      ['note', 'text'],
    ] as const) {
      await db.schema.alterTable('appointment').addColumn(column, type).execute();
    }
    // A calendar file (.ics) sent with a booking's email, kept as text with the message.
    await db.schema.alterTable('mail_outbox').addColumn('calendar', 'text').execute();

    await db.schema
      .createTable('slot_hold')
      .addColumn('starts_at', timestamp, (c) => c.primaryKey())
      .addColumn('ends_at', timestamp, (c) => c.notNull())
      .addColumn('appointment_id', 'integer', (c) =>
        c.notNull().unique().references('appointment.id').onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createIndex('appointment_token_idx')
      .unique()
      .on('appointment')
      .column('token')
      .execute();

    const start = BigInt(Date.now()) * 1000n;
    for (const table of ['availability', 'slot_hold']) {
      await db
        .insertInto('change_version')
        .values({ name: table, version: start.toString() })
        .execute();
      if (pg) {
        // bump_change_version() is 0006's: one bump per statement.
        await sql`
          create trigger ${sql.raw(`${table}_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_change_version()`.execute(db);
        continue;
      }
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`${table}_${event}_changed`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update change_version set version = version + 1 where name = ${sql.lit(table)};
          end`.execute(db);
      }
    }
  },
});
