import {
  type AppointmentFor,
  type Availability,
  type BookingOffer,
  type BookingState,
  HOLDING_STATES,
  type Language,
  MAX_VISITOR_MOVES,
  type Slot,
  type VisitorAppointment,
  apiMessage,
  bookingIsOn,
  hasOwnHours,
  resources,
  schemas,
} from '@coach/contract';
import { sql } from 'kysely';
import { inTransaction, recordBy } from '../audit/audit-log.ts';
import { type Viewer, systemViewer, visitor } from '../auth/viewer.ts';
import type { Clock } from '../clock.ts';
import type { Database, Executor } from '../db/connect.ts';
import { instantFor, readInstant } from '../db/instants.ts';
import { HttpError, conflict, invalid, notFound, parseOrThrow } from '../http/problem.ts';
import type { MailService } from '../mail/mail-service.ts';
import { newOrderToken } from '../orders/order-codes.ts';
import { type CrudService, parseId } from '../resources/crud-service.ts';
import { dbBoolean, rowToJson } from '../resources/rows.ts';
import type { AvailabilityService } from './availability.ts';
import {
  type BookingNews,
  bookingCalendar,
  ownerBookingMail,
  visitorBookingMail,
} from './booking-mails.ts';
import { pageStart, slotPage } from './offer-pages.ts';
import { sessionDetails } from './session-details.ts';
import { slotHolds } from './slot-holds.ts';
import { addDays, dateIn, freeSlots, todayIn } from './slot-times.ts';

type Row = Record<string, unknown>;

const def = resources.appointments;
const field = 'starts_at';
const notOffered = () => invalid([{ field, message: apiMessage('slotNotOffered') }]);
/** An instant written with its offset (or Z): anything else means a different moment to each reader. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The time a request asks for, as an instant, or a 422 naming `starts_at`. */
function askedTime(value: unknown): Date {
  if (typeof value !== 'string' || !WITH_OFFSET.test(value.trim())) throw notOffered();
  const time = new Date(value.trim());
  if (Number.isNaN(time.getTime())) throw notOffered();
  return time;
}

const isTaken = (error: unknown) => error instanceof HttpError && error.status === 409;

/**
 * Booking real times (decision 0033): the free slots, an appointment that holds one, the
 * visitor's private page with cancel and move, the owner's confirm and cancel, the agenda.
 * Every change of a time is told by email in the transaction that makes it.
 */
export function bookingService(
  database: Database,
  crud: CrudService,
  mail: MailService,
  availability: AvailabilityService,
  /** The server's clock (clock.ts): what is free, changeable or due is judged by it. */
  clock: Clock,
) {
  const { db, dialect } = database;
  const timeNow = () => new Date(clock());
  const holds = slotHolds(database);
  const at = instantFor(dialect);

  /** The free slots of dates from..to (the coach's), leaving `except`'s own hold out. */
  async function freeBetween(
    rules: Availability,
    from: string,
    to: string,
    options: { purpose?: AppointmentFor; now?: Date; except?: number; executor?: Executor } = {},
  ): Promise<Slot[]> {
    if (!bookingIsOn(rules)) return [];
    const held = await holds.between(options.executor ?? db, from, to, rules.time_zone);
    return freeSlots(rules, {
      from,
      to,
      purpose: options.purpose,
      now: options.now ?? timeNow(),
      holds: held.filter((hold) => hold.appointment_id !== options.except),
    });
  }

  /**
   * What the pages' booking forms offer: a page of OFFER_DAYS days with free times from
   * `from` (a page's `?from=`; today when it is none or out of the owner's horizon), and
   * those of each kind of appointment with hours of its own. Null while booking is off.
   */
  async function offer(from?: unknown, now = timeNow()): Promise<BookingOffer | null> {
    const rules = await availability.read();
    if (!bookingIsOn(rules)) return null;
    const today = todayIn(rules.time_zone, now);
    const last = addDays(today, rules.days_ahead - 1);
    const start = pageStart(from, today, last);
    const held = await holds.between(db, today, last, rules.time_zone);
    const page = (purpose?: AppointmentFor) =>
      slotPage(rules, { today, last, start, now, holds: held, purpose });
    const purposes = (Object.keys(rules.by_purpose) as AppointmentFor[]).filter((purpose) =>
      hasOwnHours(rules.by_purpose[purpose]),
    );
    return {
      time_zone: rules.time_zone,
      ...page(),
      by_purpose: Object.fromEntries(purposes.map((purpose) => [purpose, page(purpose)])),
    };
  }

  /** `GET /api/slots`: the free times of a range of dates, for one kind of appointment. */
  async function slots(query: unknown): Promise<Slot[]> {
    const { from, to, appointment_for } = parseOrThrow(schemas.slotsQuery, query);
    return freeBetween(await availability.read(), from, to, { purpose: appointment_for });
  }

  /**
   * The slot a request asks for, checked against the rules and the holds: a time the rules
   * never offer is a 422 naming `starts_at`, one held meanwhile a 409.
   */
  async function chosenSlot(
    rules: Availability,
    asked: Date,
    purpose: AppointmentFor | undefined,
    options: { except?: number; executor?: Executor } = {},
  ): Promise<Slot> {
    if (!bookingIsOn(rules)) {
      throw invalid([{ field, message: apiMessage('bookingOff') }]);
    }
    const date = dateIn(asked, rules.time_zone);
    const now = timeNow();
    const same = (slot: Slot) => new Date(slot.starts_at).getTime() === asked.getTime();
    const free = (await freeBetween(rules, date, date, { purpose, now, ...options })).find(same);
    if (free) return free;
    const offered = freeSlots(rules, {
      from: date,
      to: date,
      purpose,
      now,
      holds: [],
      ignoreHolds: true,
    });
    if (offered.some(same)) throw conflict(apiMessage('slotTaken'));
    throw notOffered();
  }

  /** The visitor's email about their time, read in the rules' zone, with who and where. */
  const queueVisitorMail = async (
    trx: Executor,
    news: BookingNews,
    row: Row,
    rules: Availability,
  ) =>
    mail.queueBooking(
      trx,
      visitorBookingMail(
        news,
        row,
        rules.time_zone,
        mail.settings,
        await sessionDetails(trx, rules, row.appointment_for),
      ),
    );

  /**
   * A visitor's appointment (`POST /api/appointment`, and the pages' form): the spec's
   * request when it names no time; with `starts_at`, a booking that holds that slot. Spam
   * is stored without a time (it must not take a slot from a person) and brings no email.
   */
  async function request(
    sent: unknown,
    context: { spam: boolean; language: Language; viewer?: Viewer },
  ) {
    const viewer = context.viewer ?? visitor;
    const { [field]: wanted, ...body } = (sent ?? {}) as Row;
    const extra = { spam: context.spam, language: context.language };
    const plain =
      wanted === undefined ||
      wanted === null ||
      (typeof wanted === 'string' && wanted.trim() === '');
    const notify = (trx: Executor, row: Row, zone?: string) =>
      mail.queueFor(trx, 'appointment', zone ? { ...row, time_zone: zone } : row);
    if (plain) {
      return crud.create(
        def,
        body,
        extra,
        viewer,
        context.spam ? undefined : (trx, row) => notify(trx, row),
      );
    }
    const asked = askedTime(wanted);
    // The request's own fields first, so a visitor hears of every problem of the form.
    const fields = parseOrThrow(def.create, body) as Row;
    const rules = await availability.read();
    const purpose = fields.appointment_for as AppointmentFor;
    const slot = await chosenSlot(rules, asked, purpose);
    if (context.spam) return crud.create(def, body, extra, viewer);
    const startsAt = new Date(slot.starts_at);
    const endsAt = new Date(slot.ends_at);
    const booked = {
      ...extra,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
      booking: 'booked' satisfies BookingState,
      token: newOrderToken(),
    };
    try {
      return await crud.create(def, body, booked, viewer, async (trx, row) => {
        await holds.take(trx, Number(row.id), startsAt, endsAt, rules);
        await notify(trx, row, rules.time_zone);
        await queueVisitorMail(trx, 'booked', row, rules);
      });
    } catch (error) {
      // The slot's key or the day's lock found another booking first.
      if (isTaken(error)) throw conflict(apiMessage('slotTaken'));
      throw error;
    }
  }

  async function byToken(executor: Executor, token: string) {
    if (typeof token !== 'string' || token.length < 16 || token.length > 64) return undefined;
    return executor
      .selectFrom('appointment')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }

  const movesOf = (row: Row) => Number(row.moves ?? 0);

  const changeable = (row: Row) =>
    HOLDING_STATES.includes(row.booking as BookingState) &&
    row.starts_at != null &&
    readInstant(row.starts_at).getTime() > clock();

  function visitorView(row: Row, zone: string): VisitorAppointment {
    const json = rowToJson(def, row);
    return {
      name: String(json.name),
      appointment_for: String(json.appointment_for),
      starts_at: (json.starts_at as string | null) ?? null,
      ends_at: (json.ends_at as string | null) ?? null,
      booking: (json.booking as BookingState | null) ?? null,
      time_zone: zone,
      language: json.language === 'mm' ? 'mm' : 'en',
      changeable: changeable(row),
      moves_left: Math.max(0, MAX_VISITOR_MOVES - movesOf(row)),
    };
  }

  /**
   * The calendar file of a booked time, by the token of its link (404 for any other, and
   * for a request without a time): the visitor adds it to their calendar from the page,
   * email or not. A cancelled time's file takes it out of the calendar.
   */
  async function calendarFor(token: string): Promise<string> {
    const row = await byToken(db, token);
    if (!row || !row.starts_at || row.spam === true || row.spam === 1) throw notFound(def.entity);
    const details = await sessionDetails(db, await availability.read(), row.appointment_for);
    return bookingCalendar(json(row), mail.settings, row.booking === 'cancelled', details);
  }

  /** The visitor's page of their appointment, by the token of their link (404 for any other). */
  async function forVisitor(token: string): Promise<VisitorAppointment> {
    const row = await byToken(db, token);
    if (!row || row.spam === true || row.spam === 1) throw notFound(def.entity);
    const rules = await availability.read();
    return visitorView(row, rules.time_zone);
  }

  /**
   * A change of a booked time made in one transaction with its emails: `change` answers
   * the row as it becomes. The row is read under the transaction and changed only while
   * it is still as read, so two clicks or two tabs cannot both act.
   */
  async function changeBooking(
    find: (trx: Executor) => Promise<Row | undefined>,
    change: (trx: Executor, row: Row, rules: Availability) => Promise<void>,
  ) {
    const rules = await availability.read();
    return inTransaction(db, async (trx) => {
      const row = await find(trx);
      if (!row) throw notFound(def.entity);
      await change(trx, row, rules);
      const after = await trx
        .selectFrom('appointment')
        .selectAll()
        .where('id', '=', row.id as number)
        .executeTakeFirstOrThrow();
      return visitorView(after, rules.time_zone);
    });
  }

  /** Moves the booking's state from what was read; 409 when another change came first. */
  async function setState(trx: Executor, row: Row, to: BookingState, values: Row = {}) {
    const changed = await trx
      .updateTable('appointment')
      .set({ booking: to, booking_changed: timeNow().toISOString(), ...values })
      .where('id', '=', row.id as number)
      .where('booking', '=', row.booking as string)
      .where('starts_at', '=', row.starts_at as string)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw conflict(apiMessage('bookingUnchangeable'));
    return trx
      .selectFrom('appointment')
      .selectAll()
      .where('id', '=', row.id as number)
      .executeTakeFirstOrThrow();
  }

  const json = (row: Row) => rowToJson(def, row);

  /** `POST /api/appointments/{token}/cancel`: the visitor gives their time back. */
  function cancelByVisitor(token: string) {
    return changeBooking(
      (trx) => byToken(trx, token),
      async (trx, row, rules) => {
        if (!changeable(row)) throw conflict(apiMessage('bookingUnchangeable'));
        // Given back by the visitor, the request leaves the owner nothing to do: resolved.
        const after = await setState(trx, row, 'cancelled', { resolved: dbBoolean(dialect, true) });
        await holds.release(trx, Number(row.id));
        await queueVisitorMail(trx, 'cancelled', json(after), rules);
        await mail.queueOne(
          trx,
          ownerBookingMail('cancelled', json(after), rules.time_zone, mail.settings),
          'owner',
        );
      },
    );
  }

  /** `POST /api/appointments/{token}/move` `{starts_at}`: the visitor takes another free time. */
  function moveByVisitor(token: string, body: unknown) {
    const { starts_at } = parseOrThrow(schemas.bookingTime, body);
    const asked = askedTime(starts_at);
    return changeBooking(
      (trx) => byToken(trx, token),
      async (trx, row, rules) => {
        if (!changeable(row)) throw conflict(apiMessage('bookingUnchangeable'));
        // Each move emails the visitor and the owner: a booking moves a few times, no more.
        if (movesOf(row) >= MAX_VISITOR_MOVES)
          throw conflict(apiMessage('bookingMovesUsed', { max: MAX_VISITOR_MOVES }));
        const id = Number(row.id);
        const slot = await chosenSlot(rules, asked, row.appointment_for as AppointmentFor, {
          except: id,
          executor: trx,
        });
        const startsAt = new Date(slot.starts_at);
        const endsAt = new Date(slot.ends_at);
        await holds.release(trx, id);
        try {
          await holds.take(trx, id, startsAt, endsAt, rules);
        } catch (error) {
          if (isTaken(error)) throw conflict(apiMessage('slotTaken'));
          throw error;
        }
        // A moved time waits for the owner's confirmation again, and its reminder is due anew.
        const after = await setState(trx, row, 'booked', {
          starts_at: startsAt.toISOString(),
          ends_at: endsAt.toISOString(),
          reminder_sent_at: null,
          moves: sql`moves + 1`,
        });
        await queueVisitorMail(trx, 'moved', json(after), rules);
        await mail.queueOne(
          trx,
          ownerBookingMail('moved', json(after), rules.time_zone, mail.settings, json(row)),
          'owner',
        );
      },
    );
  }

  /**
   * `PUT /api/appointments/{id}/booking` `{booking}` (owners): confirm a booked time, or
   * cancel it (the visitor is told, and the time is free again).
   */
  async function setByOwner(rawId: unknown, body: unknown, by: Viewer = systemViewer) {
    const id = parseId(rawId, def.entity);
    const { booking: to } = parseOrThrow(schemas.bookingMove, body);
    await changeBooking(
      (trx) => trx.selectFrom('appointment').selectAll().where('id', '=', id).executeTakeFirst(),
      async (trx, row, rules) => {
        const from = row.booking as BookingState | null;
        if (!from) throw conflict(apiMessage('notABooking'));
        const allowed = to === 'confirmed' ? from === 'booked' : HOLDING_STATES.includes(from);
        if (!allowed) throw conflict(apiMessage('bookingMove', { from, to }));
        const after = await setState(trx, row, to);
        if (to === 'cancelled') await holds.release(trx, id);
        const news: BookingNews = to === 'confirmed' ? 'confirmed' : 'cancelledByCoach';
        await queueVisitorMail(trx, news, json(after), rules);
        await recordBy(trx, by, {
          action: 'booking',
          resource: 'appointments',
          recordId: id,
          detail: { status: to },
        });
      },
    );
    return crud.get(def, id, by);
  }

  /** `GET /api/agenda?from&to` (owners): the sessions holding a time on those dates, soonest first. */
  async function agenda(query: unknown) {
    const { from, to } = parseOrThrow(schemas.agendaQuery, query);
    return sessionsBetween(await availability.read(), from, to);
  }

  async function sessionsBetween(rules: Availability, from: string, to: string) {
    const held = await holds.between(db, from, to, rules.time_zone);
    const ids = held
      .filter((hold) => {
        const date = dateIn(hold.starts_at, rules.time_zone);
        return date >= from && date <= to;
      })
      .map((hold) => hold.appointment_id);
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('appointment')
      .select([
        'id',
        'name',
        'appointment_for',
        'mode_of_contact',
        'contact_information',
        'starts_at',
        'ends_at',
        'booking',
      ])
      .where('id', 'in', ids)
      .execute();
    return rows
      .map((row) => ({
        ...row,
        id: Number(row.id),
        starts_at: readInstant(row.starts_at).toISOString(),
        ends_at: readInstant(row.ends_at).toISOString(),
      }))
      .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  }

  /**
   * Sends each booked session's reminder once, `hours` before it starts: the mark is set
   * by a conditional update in the transaction that queues the email, so of many instances
   * looking at once only one sends it. Answers how many were sent.
   */
  async function sendReminders(hours: number, now = timeNow()) {
    const rules = await availability.read();
    const due = await db
      .selectFrom('slot_hold')
      .innerJoin('appointment', 'appointment.id', 'slot_hold.appointment_id')
      .select('appointment.id')
      .where('slot_hold.starts_at', '>', at(now))
      .where('slot_hold.starts_at', '<=', at(new Date(now.getTime() + hours * 3_600_000)))
      .where('appointment.reminder_sent_at', 'is', null)
      // Those who left an address: their contact by Email, or one given for the confirmation.
      .where((eb) =>
        eb.or([
          eb('appointment.mode_of_contact', '=', 'Email'),
          eb('appointment.email', 'is not', null),
        ]),
      )
      .execute();
    let sent = 0;
    for (const { id } of due) {
      await inTransaction(db, async (trx) => {
        const marked = await trx
          .updateTable('appointment')
          .set({ reminder_sent_at: now.toISOString() })
          .where('id', '=', id)
          .where('reminder_sent_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return;
        const row = await trx
          .selectFrom('appointment')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await queueVisitorMail(trx, 'reminder', json(row), rules);
        sent += 1;
      });
    }
    if (sent) mail.nudge();
    return sent;
  }

  return {
    availability,
    offer,
    slots,
    freeBetween,
    request,
    forVisitor,
    calendarFor,
    cancelByVisitor,
    moveByVisitor,
    setByOwner,
    agenda,
    sessionsBetween,
    sendReminders,
  };
}

export type BookingService = ReturnType<typeof bookingService>;
