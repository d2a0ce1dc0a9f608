import { type Availability, apiMessage } from '@coach/contract';
import type { Database, Executor } from '../db/connect.ts';
import { instantFor, readInstant } from '../db/instants.ts';
import { lockInSchema } from '../db/schema-lock.ts';
import { conflict } from '../http/problem.ts';
import { type Hold, addDays, dateIn, dayBounds } from './slot-times.ts';

export interface StoredHold extends Hold {
  appointment_id: number;
}

/**
 * The times appointments hold (table slot_hold, keyed by start): read by range of its key,
 * taken and given back in the transaction of the appointment's change. Taking a time
 * settles every race in the database: the key lets one of two equal starts in, and on
 * PostgreSQL an advisory lock on the day makes takers of that day check the buffers and
 * the day's cap one after another (on SQLite the write transaction already does).
 */
export function slotHolds({ dialect }: Database) {
  const at = instantFor(dialect);

  /** The holds starting on the calendar dates from..to of the zone, with a day either side. */
  async function between(executor: Executor, from: string, to: string, zone: string) {
    const start = dayBounds(addDays(from, -1), zone).start;
    const end = dayBounds(addDays(to, 1), zone).end;
    const rows = await executor
      .selectFrom('slot_hold')
      .select(['starts_at', 'ends_at', 'appointment_id'])
      .where('starts_at', '>=', at(start))
      .where('starts_at', '<', at(end))
      .orderBy('starts_at')
      .execute();
    return rows.map((row): StoredHold => ({
      starts_at: readInstant(row.starts_at),
      ends_at: readInstant(row.ends_at),
      appointment_id: Number(row.appointment_id),
    }));
  }

  /**
   * Takes a time for an appointment, or answers 409 when another holds it, comes within
   * the buffer of it, or its day is full. `startsAt`/`endsAt` are already one of the slots
   * the rules offer (bookings.ts checks that first).
   */
  async function take(
    trx: Executor,
    appointmentId: number,
    startsAt: Date,
    endsAt: Date,
    availability: Availability,
  ) {
    const zone = availability.time_zone;
    const date = dateIn(startsAt, zone);
    if (dialect === 'postgres') {
      await lockInSchema(trx, `slot_hold:${date}`);
    }
    const margin = availability.buffer_minutes * 60_000;
    const others = (await between(trx, date, date, zone)).filter(
      (hold) => hold.appointment_id !== appointmentId,
    );
    const clash = others.some(
      (hold) =>
        hold.starts_at.getTime() - margin < endsAt.getTime() &&
        hold.ends_at.getTime() + margin > startsAt.getTime(),
    );
    const sameDay = others.filter((hold) => dateIn(hold.starts_at, zone) === date).length;
    const full = availability.max_per_day !== null && sameDay >= availability.max_per_day;
    if (clash || full) throw conflict(apiMessage('slotTaken'));
    await trx
      .insertInto('slot_hold')
      .values({ starts_at: at(startsAt), ends_at: at(endsAt), appointment_id: appointmentId })
      .execute();
  }

  /** Gives back the time an appointment holds (none held: nothing to do). */
  async function release(trx: Executor, appointmentId: number) {
    await trx.deleteFrom('slot_hold').where('appointment_id', '=', appointmentId).execute();
  }

  return { between, take, release };
}

export type SlotHolds = ReturnType<typeof slotHolds>;
