import { type Availability, DEFAULT_AVAILABILITY, schemas } from '@coach/contract';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Database, Executor } from '../db/connect.ts';
import { parseChangeOrThrow, parseOrThrow } from '../http/problem.ts';
import { addDays } from './slot-times.ts';

/** The one row the availability is kept in. */
const ROW_ID = 1;

/**
 * The coach's availability as stored, or the defaults (booking off) in the site's time
 * zone when none was ever saved. Takes any executor, so a booking reads the rules in the
 * transaction that stores it.
 */
export async function readAvailability(
  executor: Executor,
  defaultZone = DEFAULT_AVAILABILITY.time_zone,
): Promise<Availability> {
  const row = await executor
    .selectFrom('availability')
    .select('settings')
    .where('id', '=', ROW_ID)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_AVAILABILITY, time_zone: defaultZone };
  // Stored through the schema, and read back through it: a default added later fills in.
  return schemas.availability.parse(JSON.parse(String(row.settings))) as Availability;
}

/** The names of the settings a save changed, for the audit log. */
const changedSettings = (before: Availability, after: Availability) =>
  (Object.keys(after) as (keyof Availability)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );

/**
 * `GET` and `PUT /api/availability`: the coach's weekly hours and booking rules, replaced
 * whole by an owner's save (a field left out takes its default).
 */
export function availabilityService({ db }: Database, options: { timeZone?: string } = {}) {
  const read = (executor: Executor = db) => readAvailability(executor, options.timeZone);

  async function replace(body: unknown, by: Viewer = systemViewer): Promise<Availability> {
    const next = parseChangeOrThrow(schemas.availability, body) as Availability;
    await inTransaction(db, async (trx) => {
      await write(trx, await read(trx), next, by);
    });
    return next;
  }

  /**
   * `POST /api/availability/blocked_dates` `{from, to}`: every date of a holiday blocked in
   * one step, added to those blocked already, read and saved in one transaction so a save
   * made meanwhile elsewhere is kept. The whole list is checked as a save checks it.
   */
  async function blockRange(body: unknown, by: Viewer = systemViewer): Promise<Availability> {
    const { from, to } = parseOrThrow(schemas.blockedRange, body);
    const dates: string[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
    return inTransaction(db, async (trx) => {
      const before = await read(trx);
      const next = parseOrThrow(schemas.availability, {
        ...before,
        blocked_dates: [...before.blocked_dates, ...dates],
      }) as Availability;
      await write(trx, before, next, by);
      return next;
    });
  }

  async function write(trx: Executor, before: Availability, next: Availability, by: Viewer) {
    const values = { settings: JSON.stringify(next), created: new Date().toISOString() };
    const updated = await trx
      .updateTable('availability')
      .set(values)
      .where('id', '=', ROW_ID)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await trx
        .insertInto('availability')
        .values({ id: ROW_ID, ...values })
        .execute();
    }
    await recordBy(trx, by, {
      action: 'settings',
      resource: 'availability',
      detail: { fields: changedSettings(before, next) },
    });
  }

  return { read, replace, blockRange };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
