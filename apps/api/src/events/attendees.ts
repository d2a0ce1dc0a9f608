import {
  type AttendeeList,
  type AttendeeRegistration,
  DEFAULT_CURRENCY,
  type RegistrationStatus,
  type WaitlistPerson,
} from '@coach/contract';
import { neutralise } from '@coach/contract/csv-cells';
import { DEFAULT_TIME_ZONE, formatDate } from '@coach/contract/formats';
import { stringify } from 'csv-stringify/sync';
import type { Selectable } from 'kysely';
import type { Database } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { notFound } from '../http/problem.ts';
import { parseId } from '../resources/crud-service.ts';
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
      .executeTakeFirst();
    if (!event) throw notFound('Event');
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

  /**
   * The registrations as a CSV file: a UTF-8 byte-order mark (spreadsheets then read
   * Burmese as Burmese), CRLF lines, times in the site's zone, and every text cell that
   * would start a formula neutralised as the back office's own exports do (csv-cells.ts).
   * `origin`: the site's address, so the receipt's cell is a link the owner can open.
   */
  async function csv(rawEventId: unknown, origin: string): Promise<string> {
    const { registrations } = await read(rawEventId);
    const when = (iso: string | null) =>
      iso ? formatDate(iso, 'en', timeZone, { time: true }) : '';
    const header = [
      'Reference',
      'Registered',
      'Name',
      'Phone',
      'Email',
      'Seats',
      'Status',
      'Amount',
      'Currency',
      'Receipt Photo',
      'Reason',
      'Language',
      'Checked In',
    ];
    const lines = registrations.map((r) => [
      r.reference,
      when(r.created),
      r.name,
      r.phone,
      r.email,
      r.seats,
      r.status,
      r.amount,
      r.currency,
      r.receipt_photo ? `${origin}/api/files/${encodeURIComponent(r.receipt_photo)}` : '',
      r.reason ?? '',
      r.language,
      when(r.checked_in_at),
    ]);
    const cells = [header, ...lines].map((line) =>
      line.map((cell) => (typeof cell === 'string' ? neutralise(cell) : String(cell))),
    );
    return `\uFEFF${stringify(cells, { record_delimiter: 'windows' })}`;
  }

  return { read, csv };
}

export type AttendeeLists = ReturnType<typeof attendeeLists>;
