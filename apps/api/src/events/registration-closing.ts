import { sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { instantFor } from '../db/instants.ts';
import type { TimedChange } from '../db/timed-changes.ts';

/** When an event stops taking registrations: its own closing time, else its start. */
const CLOSES_AT = sql`coalesce(registration_closes_at, starts_at)`;

/**
 * Registration closing, as a part of the site's version: an event's page and card show its
 * form or "Registration closed", which changes when its closing time passes with nobody
 * writing. The count of closed events that sell seats only grows while the events table
 * stays as it is, and changes just after the next closing time.
 */
export function registrationsClosing({ db, dialect }: Database): TimedChange {
  const at = instantFor(dialect);
  const selling = () => db.selectFrom('event').where('seats', 'is not', null);
  return {
    name: 'registrations-closed',
    tables: ['event'],
    async settle(now) {
      const [closed, next] = await Promise.all([
        selling()
          .where(CLOSES_AT, '<=', at(now))
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
        selling()
          .where(CLOSES_AT, '>', at(now))
          .select(sql<string | Date | null>`min(${CLOSES_AT})`.as('at'))
          .executeTakeFirst(),
      ]);
      // Closed from its very moment on (the registration call refuses at it too).
      const nextAt = next?.at == null ? null : new Date(next.at);
      return { mark: String(closed.n), next: nextAt, wrote: false };
    },
  };
}
