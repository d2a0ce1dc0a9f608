import {
  DEFAULT_CURRENCY,
  type Language,
  type RegistrationStatus,
  apiMessage,
  schemas,
} from '@coach/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { inTransaction } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { SpamTrap } from '../content/spam-trap.ts';
import type { Database } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import { newOrderToken, newReference } from '../orders/order-codes.ts';
import type { ReceiptClaims } from '../orders/receipts.ts';
import { parseId } from '../resources/crud-service.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';
import type { MailService } from '../mail/mail-service.ts';
import { newCheckInCode } from './check-in-codes.ts';
import { takeSeats, tooFewSeats } from './event-seats.ts';
import { assertRegistrationOpen } from './registration-window.ts';
import { type MailedEvent, registrationMail } from './registration-mails.ts';

/** A clash of two new references (about one in 600 million) is settled by a new draw. */
const REFERENCE_ATTEMPTS = 3;

type Stored = Selectable<DB['registration']>;

/** The event's names and times as an email shows them (stored instants to ISO text). */
export function toMailedEvent(event: {
  name: string | null;
  name_mm: string | null;
  starts_at: unknown;
  ends_at: unknown;
}): MailedEvent {
  return {
    name: event.name,
    name_mm: event.name_mm,
    starts_at: event.starts_at == null ? null : toIso(event.starts_at),
    ends_at: event.ends_at == null ? null : toIso(event.ends_at),
  };
}

/** What the visitor is answered: their registration, its link's token and reference. */
function answer(row: Stored) {
  return {
    id: Number(row.id),
    event_id: Number(row.event_id),
    reference: row.reference,
    token: row.token,
    status: row.status as RegistrationStatus,
    seats: Number(row.seats),
    amount: Number(row.amount),
    currency: row.currency,
    name: row.name,
    phone: row.phone,
    email: row.email,
    language: row.language as Language,
    created: toIso(row.created),
  };
}
export type RegistrationAnswer = ReturnType<typeof answer>;

/**
 * Visitors' registrations for events that sell seats (issue 40). The event's price is the
 * one that counts (the amount is computed here, as an order's is from the catalogue). A free
 * event's registration is `confirmed` at once; a paid one's is `received` with its receipt,
 * holding its seats until the owner checks the transfer. The seats are taken by one
 * conditional UPDATE in the registration's transaction (event-seats.ts): never more than
 * the event has, whoever races. The spam trap judges each as it judges the other forms:
 * spam is stored marked, holds no seats and is answered as any other.
 */
export function eventRegistrations(
  { db, dialect }: Database,
  receipts: ReceiptClaims,
  trap: SpamTrap,
  clock: Clock,
  mail: MailService,
  options: { holdHours: number },
) {
  /**
   * Inserts a registration whose seats are taken, in the caller's transaction: its
   * reference and token drawn, its ticket's check-in code set once its id is known, and
   * the visitor told what comes next (a paid one) or sent the ticket (a free one); a
   * robot is sent nothing. The caller nudges the mail after its commit.
   */
  async function insertRegistration(
    trx: Kysely<DB>,
    values: Omit<Insertable<DB['registration']>, 'reference' | 'token'>,
    event: MailedEvent,
    spam: boolean,
  ) {
    const inserted = await trx
      .insertInto('registration')
      .values({ ...values, reference: newReference(), token: newOrderToken() })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The ticket's code starts with the id, known only once the row is in.
    const stored = await trx
      .updateTable('registration')
      .set({ check_in_code: newCheckInCode(Number(inserted.id)) })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!spam) {
      const told = registrationMail(
        { ...answer(stored), check_in_code: stored.check_in_code },
        event,
        stored.status as RegistrationStatus,
        'registration_confirmation',
        mail.settings,
        { holdHours: options.holdHours },
      );
      await mail.queueOne(trx, told, 'customer');
    }
    return stored;
  }

  /**
   * A registration whose seats the caller has already taken (a waiting-list offer claimed,
   * waitlist.ts), in the caller's transaction, made as `register` makes one: its code and
   * its email too. Answers it as `register` does.
   */
  async function insertHeld(
    trx: Kysely<DB>,
    values: Omit<
      Insertable<DB['registration']>,
      'reference' | 'token' | 'seats_held' | 'spam' | 'created' | 'status_changed'
    >,
    now: string,
  ) {
    const event = await trx
      .selectFrom('event')
      .select(['name', 'name_mm', 'starts_at', 'ends_at'])
      .where('id', '=', values.event_id)
      .executeTakeFirstOrThrow();
    const held = {
      ...values,
      seats_held: dbBoolean(dialect, true),
      spam: dbBoolean(dialect, false),
      created: now,
      status_changed: now,
    };
    return answer(await insertRegistration(trx, held, toMailedEvent(event), false));
  }

  /** `language`: the one the visitor registered in (the body's, else the page's). */
  async function register(rawEventId: unknown, sent: unknown, language: Language) {
    const eventId = parseId(rawEventId, 'Event');
    const { spam, body } = await trap.judge(sent);
    const event = await db
      .selectFrom('event')
      .select([
        'id',
        'name',
        'name_mm',
        'seats',
        'price',
        'currency',
        'starts_at',
        'ends_at',
        'registration_closes_at',
      ])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow(() => notFound('Event'));
    const input = parseOrThrow(schemas.eventRegistration.create, body);
    const seats = input.seats ?? 1;
    const price = Number(event.price ?? 0);
    const paid = price > 0;
    const receipt = paid ? input.receipt_photo : null;
    if (paid && !receipt) {
      throw invalid([{ field: 'receipt_photo', message: apiMessage('uploadReceipt') }]);
    }
    assertRegistrationOpen(event, clock());

    const status: RegistrationStatus = paid ? 'received' : 'confirmed';
    const now = new Date(clock()).toISOString();
    const values = {
      event_id: eventId,
      name: input.name,
      phone: input.phone,
      email: input.email,
      seats,
      status,
      amount: paid ? Math.round(price * seats * 100) / 100 : 0,
      currency: event.currency?.trim() || DEFAULT_CURRENCY,
      receipt_photo: receipt ?? null,
      language: input.language ?? language,
      seats_held: dbBoolean(dialect, !spam),
      spam: dbBoolean(dialect, spam),
      created: now,
      status_changed: now,
    };
    if (receipt) await receipts.claim(receipt);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await inTransaction(db, async (trx) => {
            // A robot must not fill the room: spam takes no seats.
            if (!spam && !(await takeSeats(trx, eventId, seats))) {
              throw await tooFewSeats(trx, eventId);
            }
            return insertRegistration(trx, values, toMailedEvent(event), spam);
          });
          mail.nudge();
          return answer(row);
        } catch (error) {
          // A unique clash on the new row can only be its reference or token: draw again.
          const clash = error instanceof HttpError && error.status === 409 && error.cause;
          if (!clash || attempt >= REFERENCE_ATTEMPTS) throw error;
        }
      }
    } catch (error) {
      if (receipt) await receipts.release(receipt);
      throw error;
    }
  }

  return { register, insertHeld };
}

export type EventRegistrations = ReturnType<typeof eventRegistrations>;
