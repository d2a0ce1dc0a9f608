import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../connect.ts';

/**
 * The owner's day (issue 37):
 *
 * - `payment.paid_mailed`: when the customer was told their payment is received. "Payment
 *   received" can be undone (back to "to check"); confirming it again must not mail them a
 *   second time, so the first email is remembered on the order itself.
 * - A booking the visitor cancelled leaves the owner nothing to do: from now on the cancel
 *   resolves the request (booking/bookings.ts). Those cancelled before are resolved here;
 *   an owner's own cancel is in the audit log (action `booking`) and is left as it is.
 */
export const ownerDay = (dialect: DialectName) => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const pg = dialect === 'postgres';
    await db.schema
      .alterTable('payment')
      .addColumn('paid_mailed', pg ? 'timestamptz' : 'text')
      .execute();
    // Orders paid now have had that email (a finished order moves no more).
    await db
      .updateTable('payment')
      .set({ paid_mailed: sql`coalesce(status_changed, created)` })
      .where('status', '=', 'paid')
      .execute();
    await db
      .updateTable('appointment')
      .set({ resolved: pg ? true : 1 })
      .where('booking', '=', 'cancelled')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('audit_entry')
              .select('id')
              .where('resource', '=', 'appointments')
              .where('action', '=', 'booking')
              .whereRef('record_id', '=', sql`cast(appointment.id as text)`),
          ),
        ),
      )
      .execute();
  },
});
