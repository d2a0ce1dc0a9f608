import {
  API_MESSAGES,
  type CheckInAnswer,
  type RegistrationStatus,
  apiMessage,
  fillIn,
  readCheckInCode,
  schemas,
} from '@coach/contract';
import { DEFAULT_TIME_ZONE, formatClockTime } from '@coach/contract/formats';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/connect.ts';
import { conflict, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import { parseId } from '../resources/crud-service.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';

/** Statuses whose money nobody has confirmed: let in, with a warning to the door. */
const UNPAID: readonly RegistrationStatus[] = ['received', 'rejected'];

/**
 * Checking a ticket in at the event's door (issue 40, item 6). The mark is one conditional
 * UPDATE (`checked_in_at` still empty, not cancelled), so two phones scanning the same
 * ticket at once mark it once: the database decides, and the other is told when it was.
 */
export function checkIns({ db, dialect }: Database, clock: Clock, timeZone = DEFAULT_TIME_ZONE) {
  const no = dbBoolean(dialect, false);

  const find = (id: number) =>
    db
      .selectFrom('registration')
      .innerJoin('event', 'event.id', 'registration.event_id')
      .select([
        'registration.id',
        'registration.name',
        'registration.seats',
        'registration.status',
        'registration.check_in_code',
        'registration.checked_in_at',
        'event.id as event_id',
        'event.name as event_name',
        'event.name_mm as event_name_mm',
        'event.starts_at as event_starts_at',
      ])
      .where('registration.id', '=', id)
      .where('registration.spam', '=', no)
      .executeTakeFirst();
  type Found = NonNullable<Awaited<ReturnType<typeof find>>>;

  /** 409 saying when the ticket came in, in both languages, the time in the site's zone. */
  function alreadyIn(at: unknown) {
    const checkedInAt = toIso(at);
    const refusal = conflict(
      apiMessage('alreadyCheckedIn', { time: formatClockTime(checkedInAt, 'en', timeZone) }),
    );
    refusal.extensions = {
      checked_in_at: checkedInAt,
      detail_mm: fillIn(API_MESSAGES.alreadyCheckedIn.mm, {
        time: formatClockTime(checkedInAt, 'mm', timeZone),
      }),
    };
    return refusal;
  }

  function cancelled() {
    const refusal = conflict(apiMessage('checkInCancelled'));
    refusal.extensions = {
      registration_status: 'cancelled',
      detail_mm: API_MESSAGES.checkInCancelled.mm,
    };
    return refusal;
  }

  /** Why a ticket cannot come in now (cancelled, or in already), or nothing. */
  function refusalFor(row: Found) {
    if (row.status === 'cancelled') return cancelled();
    if (row.checked_in_at != null) return alreadyIn(row.checked_in_at);
    return undefined;
  }

  async function checkIn(rawId: unknown, body: unknown): Promise<CheckInAnswer> {
    const id = parseId(rawId, 'Registration');
    const input = parseOrThrow(schemas.registrationCheckIn, body);
    const row = await find(id);
    if (!row) throw notFound('Registration');
    const scanned = readCheckInCode(input.code);
    if (!scanned || scanned.id !== id || scanned.code !== row.check_in_code) {
      throw invalid([{ field: 'code', message: apiMessage('wrongCheckInCode') }]);
    }
    const before = refusalFor(row);
    if (before) throw before;

    const now = new Date(clock()).toISOString();
    const marked = await db
      .updateTable('registration')
      .set({ checked_in_at: now })
      .where('id', '=', id)
      .where('checked_in_at', 'is', null)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      // Another scan (or a cancel) came between the read and the mark: say what won.
      const now = await find(id);
      throw (now && refusalFor(now)) ?? notFound('Registration');
    }
    const status = row.status as RegistrationStatus;
    return {
      id,
      name: row.name,
      seats: Number(row.seats),
      status,
      event: {
        id: Number(row.event_id),
        title: row.event_name ?? '',
        title_mm: row.event_name_mm || null,
        starts_at: row.event_starts_at == null ? null : toIso(row.event_starts_at),
      },
      checked_in_at: now,
      ...(UNPAID.includes(status) && { warning: 'unpaid' as const }),
    };
  }

  return { checkIn };
}

export type CheckIns = ReturnType<typeof checkIns>;
