import {
  DEFAULT_CURRENCY,
  type Language,
  type RegistrationStatus,
  apiMessage,
  schemas,
} from '@coach/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Clock } from '../clock.ts';
import type { SpamTrap } from '../content/spam-trap.ts';
import type { Database } from '../db/connect.ts';
import { readInstant } from '../db/instants.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, conflict, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import { newOrderToken, newReference } from '../orders/order-codes.ts';
import type { ReceiptClaims } from '../orders/receipts.ts';
import { parseId } from '../resources/crud-service.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';
import { seatsLeft, takeSeats } from './event-seats.ts';

/** A clash of two new references (about one in 600 million) is settled by a new draw. */
const REFERENCE_ATTEMPTS = 3;

type Stored = Selectable<DB['registration']>;

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
) {
  /**
   * 409 for a registration that asks more seats than are left: it says how many are (read
   * in the registration's transaction), and that the waiting list is open.
   */
  async function tooFew(trx: Kysely<DB>, eventId: number) {
    const left = await seatsLeft(trx, eventId);
    const refusal = conflict(
      left > 0 ? apiMessage('fewSeatsLeft', { left }) : apiMessage('eventFull'),
    );
    refusal.extensions = { seats_left: left, waiting_list: true };
    return refusal;
  }

  /** `language`: the one the visitor registered in (the body's, else the page's). */
  async function register(rawEventId: unknown, sent: unknown, language: Language) {
    const eventId = parseId(rawEventId, 'Event');
    const { spam, body } = await trap.judge(sent);
    const event = await db
      .selectFrom('event')
      .select(['id', 'seats', 'price', 'currency', 'starts_at', 'registration_closes_at'])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event) throw notFound('Event');
    const input = parseOrThrow(schemas.eventRegistration.create, body);
    const seats = input.seats ?? 1;
    const price = Number(event.price ?? 0);
    const paid = price > 0;
    const receipt = paid ? input.receipt_photo : null;
    if (paid && !receipt) {
      throw invalid([{ field: 'receipt_photo', message: apiMessage('uploadReceipt') }]);
    }
    if (event.seats == null) throw conflict(apiMessage('noRegistration'));
    const closes = event.registration_closes_at ?? event.starts_at;
    if (closes && readInstant(closes).getTime() <= clock()) {
      throw conflict(apiMessage('eventRegistrationClosed'));
    }

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
          const row = await db.transaction().execute(async (trx) => {
            // A robot must not fill the room: spam takes no seats.
            if (!spam && !(await takeSeats(trx, eventId, seats))) throw await tooFew(trx, eventId);
            return trx
              .insertInto('registration')
              .values({ ...values, reference: newReference(), token: newOrderToken() })
              .returningAll()
              .executeTakeFirstOrThrow();
          });
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

  return { register };
}

export type EventRegistrations = ReturnType<typeof eventRegistrations>;

/**
 * Inserts a registration whose seats the caller has already taken (a waiting-list offer
 * claimed, waitlist.ts), in the caller's transaction: its reference and token drawn here
 * as `register` draws them, its seats counted as held. Answers it as `register` does.
 */
export async function insertHeldRegistration(
  trx: Kysely<DB>,
  dialect: Database['dialect'],
  values: Omit<
    Insertable<DB['registration']>,
    'reference' | 'token' | 'seats_held' | 'spam' | 'created' | 'status_changed'
  >,
  now: string,
) {
  const row = await trx
    .insertInto('registration')
    .values({
      ...values,
      seats_held: dbBoolean(dialect, true),
      spam: dbBoolean(dialect, false),
      created: now,
      status_changed: now,
      reference: newReference(),
      token: newOrderToken(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return answer(row);
}
