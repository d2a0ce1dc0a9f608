import type { Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * Mail an anonymous request cannot turn into a flood (mail/outbox.ts):
 *
 * - `mail_outbox.held_at`: when the per-recipient cap held the email back. A held email
 *   stays in the outbox for the owner to see, and is never sent.
 * - `appointment.moves`: how often the visitor has moved their booked time from its link,
 *   so the number of moves (and of emails they bring) is bounded per booking.
 */
export const heldMail = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
    await db.schema.alterTable('mail_outbox').addColumn('held_at', timestamp).execute();
    await db.schema
      .alterTable('appointment')
      .addColumn('moves', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
