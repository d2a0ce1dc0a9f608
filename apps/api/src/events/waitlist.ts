import {
  DEFAULT_CURRENCY,
  DEFAULT_WAITLIST_OFFER_HOURS,
  type Language,
  type WaitlistStatus,
  apiMessage,
  schemas,
} from '@coach/contract';
import type { Selectable } from 'kysely';
import { inTransaction } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { SpamTrap } from '../content/spam-trap.ts';
import type { Database, Executor } from '../db/connect.ts';
import { readInstant } from '../db/instants.ts';
import type { DB } from '../db/schema.ts';
import { HttpError, conflict, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import { mailboxOf } from '../mail/outbox.ts';
import type { MailService } from '../mail/mail-service.ts';
import { newOrderToken } from '../orders/order-codes.ts';
import type { ReceiptClaims } from '../orders/receipts.ts';
import { parseId } from '../resources/crud-service.ts';
import { byPageToken } from '../resources/page-token.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';
import { giveSeatsBack, releaseEach, seatsLeft, takeSeats } from './event-seats.ts';
import { assertRegistrationOpen, registrationClosesAt } from './registration-window.ts';
import type { EventRegistrations } from './registrations.ts';
import { offerMail } from './waitlist-mails.ts';

type Entry = Selectable<DB['waitlist_entry']>;

const HOUR_MS = 60 * 60 * 1000;
/** Offers made in one go after seats come back: more than an event has ever freed at once. */
const MOST_OFFERS_AT_ONCE = 100;

/**
 * An event's waiting list (issue 40, item 5; decision 0039). A visitor joins when fewer
 * seats are left than they want. When seats come back (a cancel, a hold or an offer run
 * out, the owner adding seats), `seatsFreed` offers them to the first in line whose ask
 * fits, holding them in the event's count (event-seats.ts) so nobody else registers them,
 * and emails a link that registers the visitor on those seats. An offer unclaimed after
 * WAITLIST_OFFER_HOURS expires: its seats go back and on to the next (`expireOffers`).
 *
 * Offered once, whatever races: each offer's transaction first takes the event's row, then
 * takes the seats by the event's conditional UPDATE and moves the entry waiting → offered by
 * its own (`where status = 'waiting'`); one that finds the entry moved meanwhile gives the
 * seats back and looks again. The event's row always comes before the entry's, so two
 * instances' transactions lock in one order and never wait on each other in a circle.
 */
export function eventWaitlist(
  database: Database,
  {
    trap,
    mail,
    receipts,
    registrations,
    clock,
    offerHours = DEFAULT_WAITLIST_OFFER_HOURS,
  }: {
    trap: SpamTrap;
    mail: MailService;
    receipts: ReceiptClaims;
    /** Makes the claimed offer's registration, as a direct one is made (code, email). */
    registrations: Pick<EventRegistrations, 'insertHeld'>;
    clock: Clock;
    offerHours?: number;
  },
) {
  const { db, dialect } = database;
  const no = dbBoolean(dialect, false);
  const yes = dbBoolean(dialect, true);

  /** This one's place in its event's line, spam never counted (it is never offered). */
  async function position(executor: Executor, entry: Pick<Entry, 'id' | 'event_id'>) {
    const row = await executor
      .selectFrom('waitlist_entry')
      .select((eb) => eb.fn.countAll<number>().as('ahead'))
      .where('event_id', '=', entry.event_id)
      .where('status', '=', 'waiting')
      .where('spam', '=', no)
      .where('id', '<', entry.id)
      .executeTakeFirstOrThrow();
    return Number(row.ahead) + 1;
  }

  /** POST /events/{id}/waitlist. `language`: the body's, else the page's. */
  async function join(rawEventId: unknown, sent: unknown, language: Language) {
    const eventId = parseId(rawEventId, 'Event');
    const { spam, body } = await trap.judge(sent, clock());
    const event = await db
      .selectFrom('event')
      .select(['id', 'seats', 'starts_at', 'registration_closes_at'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow(() => notFound('Event'));
    const input = parseOrThrow(schemas.waitlist.create, body);
    const seats = input.seats ?? 1;
    assertRegistrationOpen(event, clock());
    if ((await seatsLeft(db, eventId)) >= seats) {
      const refusal = conflict(apiMessage('seatsStillOpen'));
      refusal.extensions = { seats_left: await seatsLeft(db, eventId) };
      throw refusal;
    }
    if (!spam) {
      // One place per person and event while it waits or holds an offer.
      const mailbox = mailboxOf(input.email);
      const places = await db
        .selectFrom('waitlist_entry')
        .select('email')
        .where('event_id', '=', eventId)
        .where('status', 'in', ['waiting', 'offered'])
        .where('spam', '=', no)
        .execute();
      if (places.some((place) => mailboxOf(place.email) === mailbox)) {
        throw conflict(apiMessage('alreadyWaiting'));
      }
    }
    const entry = await db
      .insertInto('waitlist_entry')
      .values({
        event_id: eventId,
        name: input.name,
        phone: input.phone,
        email: input.email,
        seats,
        language: input.language ?? language,
        status: 'waiting',
        spam: dbBoolean(dialect, spam),
        created: new Date(clock()).toISOString(),
      })
      .returning(['id', 'event_id', 'seats', 'language'])
      .executeTakeFirstOrThrow();
    return {
      event_id: eventId,
      status: 'waiting' as WaitlistStatus,
      seats: Number(entry.seats),
      language: entry.language as Language,
      position: await position(db, entry),
    };
  }

  /**
   * One offer, if any fits: the first waiting (not spam) whose seats fit in those left.
   * Answers whether one was made, so the caller looks again; false when none fits or the
   * event takes no more registrations.
   */
  async function offerNext(trx: Executor, eventId: number, skip: Set<number>): Promise<boolean> {
    // A write first: it takes the event's row (PostgreSQL) or the database (SQLite) for this
    // transaction before anything is read, so offers of one event are made one at a time,
    // and SQLite never has to turn a read into a write under another writer (SQLITE_BUSY).
    await trx
      .updateTable('event')
      .set((eb) => ({ seats_taken: eb.ref('seats_taken') }))
      .where('id', '=', eventId)
      .execute();
    const event = await trx
      .selectFrom('event')
      .select([
        'id',
        'name',
        'name_mm',
        'seats',
        'seats_taken',
        'starts_at',
        'registration_closes_at',
        'price',
        'currency',
      ])
      .where('id', '=', eventId)
      .executeTakeFirst();
    if (!event || event.seats == null) return false;
    const closes = registrationClosesAt(event);
    const now = clock();
    if (closes !== null && closes <= now) return false;
    const left = Number(event.seats) - Number(event.seats_taken);
    if (left <= 0) return false;
    // Strict order, but one asking more than is left does not stop the line behind it.
    let query = trx
      .selectFrom('waitlist_entry')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('status', '=', 'waiting')
      .where('spam', '=', no)
      .where('seats', '<=', left)
      .orderBy('id')
      .limit(1);
    if (skip.size) query = query.where('id', 'not in', [...skip]);
    const entry = await query.executeTakeFirst();
    if (!entry) return false;
    const seats = Number(entry.seats);
    if (!(await takeSeats(trx, eventId, seats))) return true; // Taken meanwhile: look again.
    const expires = Math.min(now + offerHours * HOUR_MS, closes ?? Infinity);
    const token = newOrderToken();
    const moved = await trx
      .updateTable('waitlist_entry')
      .set({
        status: 'offered',
        offer_token: token,
        offered_at: new Date(now).toISOString(),
        offer_expires_at: new Date(expires).toISOString(),
        seats_held: yes,
      })
      .where('id', '=', entry.id)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) {
      // Offered by someone else meanwhile: these seats were never theirs to take.
      await giveSeatsBack(trx, eventId, seats);
      skip.add(Number(entry.id));
      return true;
    }
    const price = Number(event.price ?? 0);
    await mail.queueOne(
      trx,
      offerMail(
        {
          eventId,
          eventName: { en: event.name ?? '', mm: event.name_mm ?? '' },
          name: entry.name,
          email: entry.email,
          seats,
          amount: price > 0 ? Math.round(price * seats * 100) / 100 : 0,
          currency: event.currency?.trim() || DEFAULT_CURRENCY,
          token,
          expiresAt: new Date(expires).toISOString(),
          language: entry.language === 'mm' ? 'mm' : 'en',
        },
        mail.settings,
      ),
      'customer',
    );
    return true;
  }

  /**
   * Seats came back to an event: offers them down the line while any waiting fits.
   * `executor`: a transaction the seats came back in (the owner's save), to offer in it;
   * else each offer is its own transaction, so one made is kept whatever comes after.
   */
  async function seatsFreed(eventId: number, executor?: Executor) {
    const skip = new Set<number>();
    for (let made = 0; made < MOST_OFFERS_AT_ONCE; made++) {
      const more = await inTransaction(executor ?? db, (trx) => offerNext(trx, eventId, skip));
      if (!more) break;
    }
    // Within the owner's save this comes before its commit: the worker then finds the
    // offers at its next look.
    mail.nudge();
  }

  /**
   * Offers past their time, unclaimed, expire: their seats go back and on to the next in
   * line. Safe on every instance at once: each offer moves offered → expired once, and
   * only the one that moved it gives its seats back.
   */
  async function expireOffers(now = clock()) {
    const due = await db
      .selectFrom('waitlist_entry')
      .select(['id', 'event_id', 'seats'])
      .where('status', '=', 'offered')
      .where('offer_expires_at', '<=', new Date(now).toISOString())
      .execute();
    const expire = async (trx: Executor, entry: (typeof due)[number]) => {
      const moved = await trx
        .updateTable('waitlist_entry')
        .set({ status: 'expired', seats_held: no })
        .where('id', '=', entry.id)
        .where('status', '=', 'offered')
        .where('seats_held', '=', yes)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await giveSeatsBack(trx, Number(entry.event_id), Number(entry.seats));
      return true;
    };
    return releaseEach(db, due, expire, (eventId) => seatsFreed(eventId));
  }

  const noSuchOffer = () => new HttpError(404, 'Not Found', apiMessage('noSuchOffer'));

  /** The entry behind an offer's token; an unknown token is a 404. */
  const byToken = (executor: Executor, token: unknown) =>
    byPageToken(token, noSuchOffer, (known) =>
      executor
        .selectFrom('waitlist_entry')
        .selectAll()
        .where('offer_token', '=', known)
        .executeTakeFirst(),
    );

  /** An offer's status as its holder sees it: one past its time is expired already. */
  const statusOf = (entry: Entry): WaitlistStatus =>
    entry.status === 'offered' &&
    entry.offer_expires_at &&
    readInstant(entry.offer_expires_at).getTime() <= clock()
      ? 'expired'
      : (entry.status as WaitlistStatus);

  /** GET /waitlist/{token}: what the claim page shows. */
  async function offer(token: unknown) {
    const entry = await byToken(db, token);
    const event = await db
      .selectFrom('event')
      .select(['id', 'name', 'name_mm', 'starts_at', 'ends_at', 'location', 'location_mm'])
      .select(['price', 'currency'])
      .where('id', '=', entry.event_id)
      .executeTakeFirstOrThrow();
    const price = Number(event.price ?? 0);
    const seats = Number(entry.seats);
    return {
      status: statusOf(entry),
      name: entry.name,
      seats,
      amount: price > 0 ? Math.round(price * seats * 100) / 100 : 0,
      currency: event.currency?.trim() || DEFAULT_CURRENCY,
      language: (entry.language === 'mm' ? 'mm' : 'en') as Language,
      offered_at: entry.offered_at ? toIso(entry.offered_at) : null,
      expires_at: entry.offer_expires_at ? toIso(entry.offer_expires_at) : null,
      event: {
        id: Number(event.id),
        name: event.name,
        name_mm: event.name_mm,
        starts_at: event.starts_at ? toIso(event.starts_at) : null,
        ends_at: event.ends_at ? toIso(event.ends_at) : null,
        location: event.location,
        location_mm: event.location_mm,
      },
    };
  }

  /** The refusal of a claim of an offer no longer open: 410 run out, 409 taken up. */
  function closedOffer(status: WaitlistStatus) {
    if (status === 'registered') return conflict(apiMessage('offerClaimed'));
    return new HttpError(410, 'Gone', apiMessage('offerExpired'));
  }

  /**
   * POST /waitlist/{token}/claim: registers the visitor on the seats held for them (never
   * taken twice: the registration counts them as held). A free event's is confirmed; a paid
   * one's is received with its receipt, as the registration form's.
   */
  async function claim(token: unknown, body: unknown) {
    const { receipt_photo: receipt } = parseOrThrow(schemas.waitlist.claim, body ?? {});
    const entry = await byToken(db, token);
    if (statusOf(entry) !== 'offered') throw closedOffer(statusOf(entry));
    const event = await db
      .selectFrom('event')
      .select(['price', 'currency'])
      .where('id', '=', entry.event_id)
      .executeTakeFirstOrThrow();
    const price = Number(event.price ?? 0);
    const paid = price > 0;
    if (paid && !receipt) {
      throw invalid([{ field: 'receipt_photo', message: apiMessage('uploadReceipt') }]);
    }
    if (paid && receipt) await receipts.claim(receipt);
    try {
      const registration = await inTransaction(db, async (trx) => {
        const now = new Date(clock()).toISOString();
        // Taken up once, and only while it holds: the move is the condition.
        const moved = await trx
          .updateTable('waitlist_entry')
          .set({ status: 'registered', seats_held: no })
          .where('id', '=', entry.id)
          .where('status', '=', 'offered')
          .where('offer_expires_at', '>', now)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) {
          throw closedOffer(statusOf(await byToken(trx, token)));
        }
        const seats = Number(entry.seats);
        return registrations.insertHeld(
          trx,
          {
            event_id: entry.event_id,
            name: entry.name,
            phone: entry.phone,
            email: entry.email,
            seats,
            status: paid ? 'received' : 'confirmed',
            amount: paid ? Math.round(price * seats * 100) / 100 : 0,
            currency: event.currency?.trim() || DEFAULT_CURRENCY,
            receipt_photo: paid ? (receipt ?? null) : null,
            language: entry.language,
          },
          now,
        );
      });
      mail.nudge();
      return registration;
    } catch (error) {
      if (paid && receipt) await receipts.release(receipt);
      throw error;
    }
  }

  return { join, seatsFreed, expireOffers, offer, claim, offerHours };
}

export type EventWaitlist = ReturnType<typeof eventWaitlist>;
