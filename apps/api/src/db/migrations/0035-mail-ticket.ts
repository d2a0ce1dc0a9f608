import type { Kysely } from 'kysely';

/**
 * An email may carry an event ticket (issue 40): `ticket` is the address its QR code holds
 * (the check-in screen's, with the registration's check-in code). The mail worker draws
 * the QR code as a PNG when it sends, so the outbox keeps text, as it does a calendar file.
 */
export function mailTicket() {
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('mail_outbox').addColumn('ticket', 'text').execute();
    },
  };
}
