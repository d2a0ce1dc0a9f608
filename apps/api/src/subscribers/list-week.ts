import type { Database } from '../db/connect.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's email-list card: addresses confirmed in the last seven days, and the
 * list's size (subscribed, and signed up but not yet confirmed).
 */
export async function emailListWeek({ db }: Database, now: number) {
  const since = new Date(now - WEEK_MS).toISOString();
  const row = await db
    .selectFrom('subscriber')
    .select((eb) => [
      eb.fn
        .countAll()
        .filterWhere((w) => w.and([w('state', '=', 'subscribed'), w('confirmed_at', '>=', since)]))
        .as('new_this_week'),
      eb.fn.countAll().filterWhere('state', '=', 'subscribed').as('subscribed'),
      eb.fn.countAll().filterWhere('state', '=', 'pending').as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return {
    new_this_week: Number(row.new_this_week),
    subscribed: Number(row.subscribed),
    pending: Number(row.pending),
  };
}
