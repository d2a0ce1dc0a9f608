import type { Kysely } from 'kysely';

/**
 * `appointment.email`: an address for a booked time's confirmation, private link, calendar
 * file and reminder, given whatever way of contact the visitor chose (Viber and Phone
 * leave none otherwise). Optional, so the spec's payload without it stays as it was.
 */
export const bookingEmail = () => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('appointment').addColumn('email', 'text').execute();
  },
});
