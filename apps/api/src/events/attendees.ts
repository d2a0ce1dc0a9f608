import {
  type AttendeeList,
  type AttendeeRegistration,
  DEFAULT_CURRENCY,
  type RegistrationStatus,
  type WaitlistPerson,
} from '@coach/contract';
import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import type { Selectable } from 'kysely';
import type { Database } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/problem.ts';
import { parseId } from '../resources/crud-service.ts';
import { type CsvColumn, csvFile, siteTime } from '../resources/csv-file.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';

type StoredRegistration = Selectable<DB['registration']>;

const money = (n: number) => Math.round(n * 100) / 100;
const isoOrNull = (value: unknown) => (value == null ? null : toIso(value));

/** A registration as the owner reads it: who, how many seats, the money and the door. */
export function attendeeRow(row: StoredRegistration): AttendeeRegistration {
  return {
    id: Number(row.id),
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    email: row.email,
    seats: Number(row.seats),
    status: row.status as RegistrationStatus,
    amount: Number(row.amount),
    currency: row.currency,
    receipt_photo: row.receipt_photo,
    reason: row.reason,
    language: row.language,
    check_in_code: row.check_in_code,
    checked_in_at: isoOrNull(row.checked_in_at),
    created: toIso(row.created),
    status_changed: isoOrNull(row.status_changed),
  };
}

/**
 * An event's attendees for the owner (issue 40, item 6): its registrations and waiting
 * list, oldest first, and the totals the attendees screen and the dashboard show. Spam is
 * nobody: it holds no seats (registrations.ts) and is left out here, as the dashboard
 * leaves it out of the work (docs/decisions/0027).
 */
export function attendeeLists({ db, dialect }: Database, timeZone = DEFAULT_TIME_ZONE) {
  const no = dbBoolean(dialect, false);

  async function read(rawEventId: unknown): Promise<AttendeeList> {
    const eventId = parseId(rawEventId, 'Event');
    const event = await db
      .selectFrom('event')
      .select(['id', 'name', 'name_mm', 'starts_at', 'seats', 'seats_taken', 'price', 'currency'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow(() => notFound('Event'));
    const [registrations, waitlist] = await Promise.all([
      db
        .selectFrom('registration')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('spam', '=', no)
        .orderBy('created')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('waitlist_entry')
        .select([
          'id',
          'name',
          'phone',
          'email',
          'seats',
          'status',
          'language',
          'offer_expires_at',
          'created',
        ])
        .where('event_id', '=', eventId)
        .where('spam', '=', no)
        .orderBy('created')
        .orderBy('id')
        .execute(),
    ]);
    const rows = registrations.map(attendeeRow);
    const sum = (status: RegistrationStatus) =>
      money(rows.filter((r) => r.status === status).reduce((total, r) => total + r.amount, 0));
    const currency = event.currency?.trim() || DEFAULT_CURRENCY;
    const seatsTaken = Number(event.seats_taken);
    const capacity = event.seats == null ? null : Number(event.seats);
    return {
      event: {
        id: Number(event.id),
        title: event.name ?? '',
        title_mm: event.name_mm || null,
        starts_at: isoOrNull(event.starts_at),
        seats: capacity,
        seats_taken: seatsTaken,
        price: Number(event.price ?? 0),
        currency,
      },
      registrations: rows,
      waitlist: waitlist.map((w): WaitlistPerson => ({
        ...w,
        id: Number(w.id),
        seats: Number(w.seats),
        offer_expires_at: isoOrNull(w.offer_expires_at),
        created: toIso(w.created),
      })),
      totals: {
        seats_taken: seatsTaken,
        capacity,
        paid_amount: sum('paid'),
        to_check_amount: sum('received'),
        currency,
      },
    };
  }

  const when = siteTime(timeZone);
  /** The CSV file's columns; `origin` makes the receipt's cell a link the owner can open. */
  const columns = (origin: string): CsvColumn<AttendeeRegistration>[] => [
    ['Reference', (r) => r.reference],
    ['Registered', (r) => when(r.created)],
    ['Name', (r) => r.name],
    ['Phone', (r) => r.phone],
    ['Email', (r) => r.email],
    ['Seats', (r) => r.seats],
    ['Status', (r) => r.status],
    ['Amount', (r) => r.amount],
    ['Currency', (r) => r.currency],
    [
      'Receipt Photo',
      (r) => (r.receipt_photo ? `${origin}/api/files/${encodeURIComponent(r.receipt_photo)}` : ''),
    ],
    ['Reason', (r) => r.reason ?? ''],
    ['Language', (r) => r.language],
    ['Checked In', (r) => when(r.checked_in_at)],
  ];

  /** The registrations as a CSV file (csv-file.ts), times in the site's zone. */
  async function csv(rawEventId: unknown, origin: string): Promise<string> {
    const { registrations } = await read(rawEventId);
    return csvFile(columns(origin), registrations);
  }

  return { read, csv };
}

export type AttendeeLists = ReturnType<typeof attendeeLists>;
