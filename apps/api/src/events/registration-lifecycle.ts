import {
  type Language,
  type PaymentMethod,
  type RegistrationStatus,
  TICKET_STATUSES,
  apiMessage,
  canMoveRegistration,
  schemas,
} from '@coach/contract';
import type { Selectable } from 'kysely';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer } from '../auth/viewer.ts';
import type { Clock } from '../clock.ts';
import { readPaymentMethods } from '../content/payment-methods.ts';
import type { Database, Executor } from '../db/connect.ts';
import { instantFor, readInstant } from '../db/instants.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, conflict, notFound, parseOrThrow } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import type { ReceiptClaims } from '../orders/receipts.ts';
import { parseId } from '../resources/crud-service.ts';
import { byPageToken } from '../resources/page-token.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';
import { attendeeRow } from './attendees.ts';
import { giveSeatsBack, releaseEach, takeSeats, tooFewSeats } from './event-seats.ts';
import { registrationMail } from './registration-mails.ts';
import { toMailedEvent } from './registrations.ts';

type Stored = Selectable<DB['registration']>;
const HOUR_MS = 60 * 60 * 1000;

/** The event as the visitor's page shows it. */
export interface RegisteredEvent {
  id: number;
  title: string | null;
  title_mm: string | null;
  starts_at: string | null;
  ends_at: string | null;
  location: string | null;
  location_mm: string | null;
}

/** What the visitor's private page shows: never the id, the phone or the owner's note. */
export interface VisitorRegistration {
  reference: string;
  status: RegistrationStatus;
  seats: number;
  amount: number;
  currency: string;
  name: string;
  language: Language;
  created: string;
  event: RegisteredEvent;
  /** The owner's reason, and until when the seats are held for a new receipt, while rejected. */
  reason: string | null;
  hold_until: string | null;
  /** Where to transfer, while a paid event's registration still needs a transfer checked. */
  pay_to: PaymentMethod[];
  /** The ticket's code, while it is a ticket (confirmed or paid). */
  check_in_code: string | null;
  /** Whether the visitor may still cancel it here (not cancelled, the event not started). */
  can_cancel: boolean;
}

/**
 * A registration's life after it is made (registrations.ts makes it), as an order's
 * (orders/order-lifecycle.ts): the owner's moves along the status graph, each told to the
 * visitor in their language; the visitor's private page, new receipt and cancel; seats
 * given back by a cancel and by a rejected registration left without a new receipt for
 * ORDER_HOLD_HOURS. Seats come back once (the registration's own `seats_held` flag is
 * cleared by the statement that finds it set), and then the waiting list hears of it.
 */
export function registrationLifecycle(
  database: Database,
  mail: MailService,
  receipts: ReceiptClaims,
  options: {
    holdHours: number;
    clock: Clock;
    onSeatsFreed?: (eventId: number) => Promise<void>;
  },
) {
  const { db, dialect } = database;
  const { holdHours, clock } = options;
  const onSeatsFreed = options.onSeatsFreed ?? (async () => {});
  const yes = dbBoolean(dialect, true);
  const no = dbBoolean(dialect, false);
  const instant = instantFor(dialect);

  const readEvent = (executor: Executor, id: number) =>
    executor
      .selectFrom('event')
      .select(['id', 'name', 'name_mm', 'starts_at', 'ends_at', 'location', 'location_mm', 'price'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** Clears the flag and gives the seats back, once; true when this call gave them. */
  async function releaseSeats(executor: Executor, row: Stored) {
    const released = await executor
      .updateTable('registration')
      .set({ seats_held: no })
      .where('id', '=', row.id)
      .where('seats_held', '=', yes)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return false;
    await giveSeatsBack(executor, Number(row.event_id), Number(row.seats));
    return true;
  }

  /** Tells the waiting list, after the commit; its failure must not undo a cancel. */
  async function tellWaitingList(eventId: number) {
    try {
      await onSeatsFreed(eventId);
    } catch {
      // The next sweep of the waiting list offers the seats; the cancel stands.
    }
  }

  /** The visitor's email about their registration now; the accounts while rejected. */
  async function queueMail(
    trx: Executor,
    row: Stored,
    status: RegistrationStatus,
    kind: 'registration_confirmation' | 'registration_status',
  ) {
    if (row.spam) return;
    const event = await readEvent(trx, Number(row.event_id));
    const told = registrationMail(
      { ...row, seats: Number(row.seats), amount: Number(row.amount) },
      toMailedEvent(event),
      status,
      kind,
      mail.settings,
      {
        holdHours,
        paymentMethods: status === 'rejected' ? await readPaymentMethods(trx) : [],
      },
    );
    await mail.queueOne(trx, told, 'customer');
  }

  const notFoundHere = () => new HttpError(404, 'Not Found', apiMessage('noSuchRegistration'));

  /** The registration behind a private page's token; a token of no registration is a 404. */
  const byToken = (executor: Executor, token: unknown) =>
    byPageToken(token, notFoundHere, (known) =>
      executor.selectFrom('registration').selectAll().where('token', '=', known).executeTakeFirst(),
    );

  const holdUntil = (row: Stored) =>
    row.status === 'rejected' && row.status_changed
      ? new Date(readInstant(row.status_changed).getTime() + holdHours * HOUR_MS).toISOString()
      : null;

  const started = (event: { starts_at: unknown }) =>
    event.starts_at != null && readInstant(event.starts_at).getTime() <= clock();

  /** GET /registrations/{token}: the visitor's own view of their registration. */
  async function forVisitor(token: unknown): Promise<VisitorRegistration> {
    const row = await byToken(db, token);
    const event = await readEvent(db, Number(row.event_id));
    const status = row.status as RegistrationStatus;
    const owes = Number(row.amount) > 0 && (status === 'received' || status === 'rejected');
    return {
      reference: row.reference,
      status,
      seats: Number(row.seats),
      amount: Number(row.amount),
      currency: row.currency,
      name: row.name,
      language: row.language === 'mm' ? 'mm' : 'en',
      created: toIso(row.created),
      event: {
        id: Number(event.id),
        title: event.name,
        title_mm: event.name_mm,
        starts_at: event.starts_at == null ? null : toIso(event.starts_at),
        ends_at: event.ends_at == null ? null : toIso(event.ends_at),
        location: event.location,
        location_mm: event.location_mm,
      },
      reason: status === 'rejected' ? row.reason : null,
      hold_until: holdUntil(row),
      pay_to: owes ? await readPaymentMethods(db) : [],
      check_in_code: TICKET_STATUSES.includes(status) ? row.check_in_code : null,
      can_cancel: status !== 'cancelled' && !started(event),
    };
  }

  /**
   * POST /registrations/{token}/receipt: a rejected registration's new receipt. It is
   * `received` again; if its hold ran out and its seats went back, they are taken again,
   * and when too few are left the receipt is refused (409, the waiting list offered)
   * before anything changes.
   */
  async function newReceipt(token: unknown, body: unknown) {
    const { receipt_photo: receipt } = parseOrThrow(schemas.eventRegistration.receipt, body);
    const found = await byToken(db, token);
    if (found.status !== 'rejected') {
      throw conflict(apiMessage('registrationReceiptNotAwaited'));
    }
    await receipts.claim(receipt);
    try {
      await inTransaction(db, async (trx) => {
        const row = await byToken(trx, token);
        if (row.status !== 'rejected') throw conflict(apiMessage('registrationReceiptNotAwaited'));
        const held = Boolean(row.seats_held);
        if (!held && !(await takeSeats(trx, Number(row.event_id), Number(row.seats)))) {
          throw await tooFewSeats(trx, Number(row.event_id));
        }
        const changed = await trx
          .updateTable('registration')
          .set({
            receipt_photo: receipt,
            status: 'received',
            reason: null,
            seats_held: yes,
            status_changed: new Date(clock()).toISOString(),
          })
          .where('id', '=', row.id)
          .where('status', '=', 'rejected')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) {
          throw conflict(apiMessage('registrationReceiptNotAwaited'));
        }
        await queueMail(trx, row, 'received', 'registration_confirmation');
      });
    } catch (error) {
      await receipts.release(receipt);
      throw error;
    }
    mail.nudge();
    return forVisitor(token);
  }

  /**
   * POST /registrations/{token}/cancel: the visitor gives their seats back, until the
   * event starts. 409 when already cancelled or started.
   */
  async function cancel(token: unknown) {
    const eventId = await inTransaction(db, async (trx) => {
      const row = await byToken(trx, token);
      if (row.status === 'cancelled') throw conflict(apiMessage('registrationCancelled'));
      const event = await readEvent(trx, Number(row.event_id));
      if (started(event)) throw conflict(apiMessage('eventStarted'));
      await moveRow(trx, row, 'cancelled', null);
      await queueMail(trx, row, 'cancelled', 'registration_confirmation');
      return Number(row.event_id);
    });
    mail.nudge();
    await tellWaitingList(eventId);
    return forVisitor(token);
  }

  /**
   * Writes a move under the condition that the status is still the one read, so two moves
   * at once cannot both happen; a cancel gives the seats back once.
   */
  async function moveRow(
    trx: Executor,
    row: Stored,
    to: RegistrationStatus,
    reason: string | null,
  ) {
    const from = row.status as RegistrationStatus;
    const changed = await trx
      .updateTable('registration')
      .set({
        status: to,
        reason: to === 'rejected' ? reason : null,
        status_changed: new Date(clock()).toISOString(),
      })
      .where('id', '=', row.id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw conflict(apiMessage('registrationMove', { from, to }));
    }
    if (to === 'cancelled') await releaseSeats(trx, row);
  }

  /** PUT /registrations/{id}/status: the owner's move, told to the visitor in their language. */
  async function setStatus(rawId: unknown, body: unknown, by: Viewer = systemViewer) {
    const { status: to, reason } = parseOrThrow(schemas.eventRegistration.status, body);
    const id = parseId(rawId, 'Registration');
    const { row, freed } = await inTransaction(db, async (trx) => {
      const found = await trx
        .selectFrom('registration')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(() => notFound('Registration'));
      const from = found.status as RegistrationStatus;
      if (!canMoveRegistration(from, to)) {
        throw conflict(apiMessage('registrationMove', { from, to }));
      }
      const wasHeld = Boolean(found.seats_held);
      await moveRow(trx, found, to, reason?.trim() || null);
      await queueMail(trx, { ...found, reason: reason?.trim() || null }, to, 'registration_status');
      await recordBy(trx, by, {
        action: 'registration_status',
        resource: 'registrations',
        recordId: id,
        detail: { status: to },
      });
      const moved = await trx
        .selectFrom('registration')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { row: moved, freed: to === 'cancelled' && wasHeld };
    });
    mail.nudge();
    if (freed) await tellWaitingList(Number(row.event_id));
    // As the owner's attendee list shows it, so the screen puts it in its place.
    return attendeeRow(row);
  }

  /**
   * Gives back the seats of rejected registrations whose visitor sent no new receipt within
   * ORDER_HOLD_HOURS. They stay rejected (a receipt may still come, and takes seats again if
   * any are left). Safe on several instances at once: each gives its seats back once.
   */
  async function releaseExpiredHolds(now = clock()) {
    const before = instant(new Date(now - holdHours * HOUR_MS));
    const expired = await db
      .selectFrom('registration')
      .selectAll()
      .where('status', '=', 'rejected')
      .where('seats_held', '=', yes)
      .where('status_changed', '<', before)
      .execute();
    return releaseEach(db, expired, releaseSeats, tellWaitingList);
  }

  return { forVisitor, newReceipt, cancel, setStatus, releaseExpiredHolds, holdHours };
}

export type RegistrationLifecycle = ReturnType<typeof registrationLifecycle>;
