import { DEFAULT_CURRENCY } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import { instantFor } from '../db/instants.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';

/** How many upcoming events the dashboard's card lists. */
export const SEATED_EVENTS_SHOWN = 5;

/** What the card shows of an event, each summed over its registrations to check. */
const SHOWN = [
  'event.id',
  'event.name',
  'event.name_mm',
  'event.starts_at',
  'event.seats',
  'event.seats_taken',
  'event.currency',
] as const;

/**
 * The dashboard's upcoming events that sell seats, soonest first: seats taken of the
 * capacity, and the money to check (the amounts of registrations whose receipt waits for
 * the owner, `received`; spam holds no seats and is no work). An event counts as upcoming
 * until it ends (its start when it has no end).
 */
export async function upcomingSeatedEvents({ db, dialect }: Database, now: Date) {
  const at = instantFor(dialect)(now);
  const events = await db
    .selectFrom('event')
    .leftJoin('registration', (join) =>
      join
        .onRef('registration.event_id', '=', 'event.id')
        .on('registration.status', '=', 'received')
        .on('registration.spam', '=', dbBoolean(dialect, false)),
    )
    .select((eb) => [
      ...SHOWN,
      eb.fn.coalesce(eb.fn.sum('registration.amount'), eb.lit(0)).as('to_check'),
      eb.fn.count('registration.id').as('to_check_count'),
    ])
    .where('event.seats', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('event.ends_at', '>=', at),
        eb.and([eb('event.ends_at', 'is', null), eb('event.starts_at', '>=', at)]),
      ]),
    )
    .groupBy(SHOWN)
    .orderBy('event.starts_at')
    .orderBy('event.id')
    .limit(SEATED_EVENTS_SHOWN)
    .execute();
  return events.map((e) => ({
    id: Number(e.id),
    title: e.name ?? '',
    title_mm: e.name_mm || null,
    starts_at: e.starts_at == null ? null : toIso(e.starts_at),
    seats: Number(e.seats),
    seats_taken: Number(e.seats_taken),
    to_check_amount: Math.round(Number(e.to_check) * 100) / 100,
    to_check_count: Number(e.to_check_count),
    currency: e.currency?.trim() || DEFAULT_CURRENCY,
  }));
}
