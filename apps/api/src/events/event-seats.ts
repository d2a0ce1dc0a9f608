import { apiMessage } from '@coach/contract';
import { conflict, invalid } from '../http/problem.ts';
import type { Kysely } from 'kysely';
import { inTransaction } from '../audit/audit-log.ts';
import type { Executor } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';

type Row = Record<string, unknown>;

/**
 * The seats of an event, counted on its own row (`seats_taken` beside `seats`), taken and
 * resized by single conditional UPDATEs of that row: the database, not a read-then-write
 * here, decides who gets the last seat. PostgreSQL re-checks the condition on the row it
 * waited for (both columns are on it, so it sees the other's count and any new capacity);
 * SQLite runs one writer at a time. So twenty visitors racing for three seats, on any
 * number of instances, take three, as orders take stock (orders/order-stock.ts).
 */

/** Takes `seats` of an event that takes registrations; false when fewer are left. */
export async function takeSeats(executor: Executor, eventId: number, seats: number) {
  const result = await executor
    .updateTable('event')
    .set((eb) => ({ seats_taken: eb('seats_taken', '+', seats) }))
    .where('id', '=', eventId)
    .where('seats', 'is not', null)
    .where((eb) => eb(eb('seats', '-', eb.ref('seats_taken')), '>=', seats))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Gives `seats` of an event back (a cancel, a hold run out, a waiting-list offer unclaimed):
 * one conditional UPDATE that never takes the count below 0; false when it would have.
 */
export async function giveSeatsBack(executor: Executor, eventId: number, seats: number) {
  const result = await executor
    .updateTable('event')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', seats) }))
    .where('id', '=', eventId)
    .where('seats_taken', '>=', seats)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Releases the seats each of `rows` holds, each in a transaction of its own (`release`
 * answers whether this call released them: once, whoever races), then tells the waiting
 * list of each event that got seats back. Answers how many released.
 */
export async function releaseEach<Row extends { event_id: number }>(
  db: Kysely<DB>,
  rows: Row[],
  release: (trx: Kysely<DB>, row: Row) => Promise<boolean>,
  seatsFreed: (eventId: number) => Promise<void>,
) {
  const events = new Set<number>();
  let released = 0;
  for (const row of rows) {
    if (await inTransaction(db, (trx) => release(trx, row))) {
      released++;
      events.add(Number(row.event_id));
    }
  }
  for (const eventId of events) await seatsFreed(eventId);
  return released;
}

/** The seats an event has left now (0 when it takes no registrations). */
export async function seatsLeft(executor: Executor, eventId: number) {
  const row = await executor
    .selectFrom('event')
    .select(['seats', 'seats_taken'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  return Math.max(0, Number(row?.seats ?? 0) - Number(row?.seats_taken ?? 0));
}

/**
 * 409 for asking more seats than are left: it says how many are (read in the asking
 * transaction), and that the waiting list is open.
 */
export async function tooFewSeats(executor: Executor, eventId: number) {
  const left = await seatsLeft(executor, eventId);
  const refusal = conflict(
    left > 0 ? apiMessage('fewSeatsLeft', { left }) : apiMessage('eventFull'),
  );
  refusal.extensions = { seats_left: left, waiting_list: true };
  return refusal;
}

/**
 * The rule of a save of an event (an edit, a revision restored), in its transaction
 * (resources/crud-service.ts, `ChangeGuard`): the count is the registrations', never the
 * form's nor an old revision's, so it is left out of what is written; and new seats below
 * those taken are refused (422). The new capacity is written here by a conditional UPDATE,
 * so a registration that comes meanwhile is held to it (no read of the count can go stale).
 */
export async function guardEventSeats(executor: Executor, id: number, values: Row, stored: Row) {
  const { seats_taken: _count, ...rest } = values;
  if (!('seats' in rest)) return rest;
  const seats = rest.seats == null ? null : Number(rest.seats);
  // The same capacity cannot come below the count: nothing to check, nor to write twice.
  if (seats === (stored.seats == null ? null : Number(stored.seats))) return rest;
  const resized = await executor
    .updateTable('event')
    .set({ seats })
    .where('id', '=', id)
    .where('seats_taken', '<=', seats ?? 0)
    .executeTakeFirst();
  if (Number(resized.numUpdatedRows) !== 1) {
    const row = await executor
      .selectFrom('event')
      .select('seats_taken')
      .where('id', '=', id)
      .executeTakeFirst();
    const taken = Number(row?.seats_taken ?? 0);
    throw invalid([{ field: 'seats', message: apiMessage('seatsBelowTaken', { taken }) }]);
  }
  return rest;
}

/**
 * The same rule, telling the waiting list when the owner raised the seats: the new ones are
 * offered in the save's own transaction (waitlist.ts `seatsFreed` with that executor), so the
 * offers and the capacity are stored together, or neither is.
 */
export function eventSeatsGuard(
  onSeatsFreed: (executor: Executor, eventId: number) => Promise<void>,
) {
  return async (executor: Executor, id: number, values: Row, stored: Row) => {
    const rest = await guardEventSeats(executor, id, values, stored);
    const before = stored.seats == null ? 0 : Number(stored.seats);
    if ('seats' in rest && rest.seats != null && Number(rest.seats) > before) {
      await onSeatsFreed(executor, id);
    }
    return rest;
  };
}
