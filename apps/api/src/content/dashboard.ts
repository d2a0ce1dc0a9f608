import { sql } from 'kysely';
import type { BookingService } from '../booking/bookings.ts';
import type { Database } from '../db/connect.ts';
import { dbBoolean, toIso } from '../resources/rows.ts';
import { sessionsSoon } from './sessions-soon.ts';
import { registry } from '../db/registry-db.ts';
import { upcomingSeatedEvents } from './seated-events.ts';
import { emailListWeek } from '../subscribers/list-week.ts';

/** How many of the newest waiting records each list shows. */
export const NEWEST = 5;
/** Weeks the chart covers, this one last. */
export const WEEKS = 12;

const DAY = 24 * 60 * 60 * 1000;

export interface Week {
  /** The Monday the week starts on, in the admin's time zone (YYYY-MM-DD). */
  start: string;
  appointments: number;
  orders: number;
}

/**
 * Week boundaries (Mondays at local midnight) for the last `WEEKS` weeks, and the start
 * of the month, as UTC instants. `offsetMs` is the admin's `tz_offset` (UTC minus local).
 */
export function periods(now: number, offsetMs: number) {
  const local = new Date(now - offsetMs);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const monday = today - ((local.getUTCDay() + 6) % 7) * DAY;
  const starts = Array.from({ length: WEEKS }, (_, i) => monday - (WEEKS - 1 - i) * 7 * DAY);
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  const instant = (localMidnight: number) => new Date(localMidnight + offsetMs).toISOString();
  return {
    weeks: starts.map((start) => ({
      label: new Date(start).toISOString().slice(0, 10),
      from: instant(start),
      to: instant(start + 7 * DAY),
    })),
    monthFrom: instant(month),
  };
}

/**
 * What needs the owner's attention, in one read for the back office's first screen:
 * waiting appointments, orders to check and testimonials (counts and the newest),
 * appointments and orders per week, this month's takings of paid and fulfilled orders, and
 * the sessions booked for today and tomorrow.
 * Spam is no work and no takings: none of it counts (docs/decisions/0027).
 */
export function dashboardService(database: Database, bookings: BookingService) {
  const { db, dialect } = database;
  const no = dbBoolean(dialect, false);

  /**
   * What waits in each table: an appointment not resolved, a testimonial not published, an
   * order whose receipt is `received` (to check; a rejected one waits for the customer).
   */
  const WAITING: Record<string, [column: string, op: '=', value: unknown]> = {
    appointment: ['resolved', '=', no],
    testimonial: ['is_published', '=', no],
    payment: ['status', '=', 'received'],
  };

  const countWaiting = async (table: string) =>
    Number(
      (
        await registry(db)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(...WAITING[table]!)
          .where('spam', '=', no)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const newest = (table: string, columns: string[]) =>
    registry(db)
      .selectFrom(table)
      .select(['id', 'name', 'created', ...columns])
      .where(...WAITING[table]!)
      .where('spam', '=', no)
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .limit(NEWEST)
      .execute()
      .then((rows) =>
        rows.map((r): Record<string, unknown> => ({
          ...r,
          id: Number(r.id),
          created: toIso(r.created),
        })),
      );

  /**
   * The newest orders to check, each with its product's Burmese name (`product_name_mm`,
   * null when it has none or the product is gone): a Burmese dashboard names it so.
   */
  const newestToCheck = () =>
    db
      .selectFrom('payment')
      .leftJoin('product', 'product.id', 'payment.product_id')
      .select([
        'payment.id',
        'payment.name',
        'payment.created',
        'payment.product_name',
        'payment.amount',
        'payment.currency',
        'payment.reference',
        'product.heading_mm as product_name_mm',
      ])
      .where(sql.ref(`payment.${WAITING.payment![0]}`), '=', WAITING.payment![2])
      .where('payment.spam', '=', no)
      .orderBy('payment.created', 'desc')
      .orderBy('payment.id', 'desc')
      .limit(NEWEST)
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          ...r,
          id: Number(r.id),
          created: toIso(r.created),
          amount: Number(r.amount),
          product_name_mm: r.product_name_mm || null,
        })),
      );

  /** One pass over the table: a count per week, each a `case` over the created column. */
  async function perWeek(table: string, weeks: { from: string; to: string }[]) {
    const row = await registry(db)
      .selectFrom(table)
      .select(
        weeks.map((w, i) =>
          sql<number>`count(case when created >= ${w.from} and created < ${w.to} then 1 end)`.as(
            `w${i}`,
          ),
        ),
      )
      .where('created', '>=', weeks[0]!.from)
      .where('spam', '=', no)
      .executeTakeFirstOrThrow();
    return weeks.map((_, i) => Number(row[`w${i}`]));
  }

  async function read(offsetMs = 0, now = Date.now()) {
    const { weeks, monthFrom } = periods(now, offsetMs);
    const [
      appointments,
      orders,
      testimonials,
      newestAppointments,
      newestOrders,
      newestTestimonials,
      appointmentWeeks,
      orderWeeks,
      revenue,
      sessions,
      events,
      emailList,
    ] = await Promise.all([
      countWaiting('appointment'),
      countWaiting('payment'),
      countWaiting('testimonial'),
      newest('appointment', ['appointment_for']),
      newestToCheck(),
      newest('testimonial', ['organization']),
      perWeek('appointment', weeks),
      perWeek('payment', weeks),
      db
        .selectFrom('payment')
        .select([
          'currency',
          (eb) => eb.fn.sum('amount').as('total'),
          (eb) => eb.fn.countAll().as('orders'),
        ])
        // Money in: orders paid, or done (the spec's Resolve); never a cancelled one.
        .where('status', 'in', ['paid', 'fulfilled'])
        .where('spam', '=', no)
        .where('created', '>=', monthFrom)
        .groupBy('currency')
        .orderBy('currency')
        .execute(),
      sessionsSoon(bookings, new Date(now)),
      upcomingSeatedEvents(database, new Date(now)),
      emailListWeek(database, now),
    ]);
    return {
      waiting: { appointments, orders, testimonials },
      newest: {
        appointments: newestAppointments,
        orders: newestOrders,
        testimonials: newestTestimonials,
      },
      weeks: weeks.map((w, i): Week => ({
        start: w.label,
        appointments: appointmentWeeks[i]!,
        orders: orderWeeks[i]!,
      })),
      revenue_this_month: {
        since: monthFrom,
        totals: revenue.map((r) => ({
          currency: r.currency ?? '',
          amount: Math.round(Number(r.total) * 100) / 100,
          orders: Number(r.orders),
        })),
      },
      sessions_soon: sessions,
      events_with_seats: events,
      email_list: emailList,
    };
  }

  /** An editor's dashboard: testimonials to approve; customers' records are an owner's. */
  async function readForEditor() {
    const [testimonials, newestTestimonials] = await Promise.all([
      countWaiting('testimonial'),
      newest('testimonial', ['organization']),
    ]);
    return {
      waiting: { testimonials },
      newest: { testimonials: newestTestimonials },
      weeks: null,
      revenue_this_month: null,
      // Booked sessions are appointments: an owner's.
      sessions_soon: null,
      // Registrations are customers' records, as orders are.
      events_with_seats: null,
      // Subscribers' addresses are people's, as customers' are.
      email_list: null,
    };
  }

  return { read, readForEditor };
}

export type Dashboard = Awaited<ReturnType<ReturnType<typeof dashboardService>['read']>>;
