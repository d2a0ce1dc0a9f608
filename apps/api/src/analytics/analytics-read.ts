import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { Analytics, NamedCount, SourceConversions } from '@coach/contract';
import type { Database } from '../db/connect.ts';
import type { Clock } from '../clock.ts';
import { siteDayOf, dayBefore } from './visit-salts.ts';
import { DIMENSIONS, type Dimension } from './visit-totals.ts';

/** Rows of the long lists (pages, campaigns): the rest are too small to act on. */
const LISTED = 50;

/** The kinds of submission credited to a source (visit-conversions.ts). */
export type ConversionKind = 'appointment' | 'booking' | 'order' | 'testimonial';

const byVisitors = (a: NamedCount, b: NamedCount) =>
  b.visitors - a.visitors || b.pageviews - a.pageviews || a.name.localeCompare(b.name);

/**
 * `GET /api/analytics`: the last `days` days, today included, in the site's time zone,
 * all read from the daily totals: today's are added to as views are written
 * (visit-running-totals.ts), so today's figures show at once.
 */
export function analyticsRead({ db }: Database, clock: Clock, timeZone: string) {
  return async function read(days: number, withMoney: boolean): Promise<Analytics> {
    const today = siteDayOf(clock(), timeZone);
    const from = dayBefore(today, days - 1);
    // The whole site per day, for the chart; the lists' names summed over the period by
    // the database. Naming the dimensions lets the primary key (dimension, day, name)
    // find the days.
    const site = await db
      .selectFrom('visit_total')
      .selectAll()
      .where('dimension', '=', 'site')
      .where('day', '>=', from)
      .where('day', '<=', today)
      .execute();
    const lists = await db
      .selectFrom('visit_total')
      .select((eb) => [
        'dimension',
        'name',
        eb.fn.sum<number | string>('visitors').as('visitors'),
        eb.fn.sum<number | string>('pageviews').as('pageviews'),
      ])
      .where(
        'dimension',
        'in',
        DIMENSIONS.filter((d) => d !== 'site'),
      )
      .where('day', '>=', from)
      .where('day', '<=', today)
      .groupBy(['dimension', 'name'])
      .execute();
    const list = (dimension: Dimension, limit?: number): NamedCount[] =>
      lists
        .filter((row) => row.dimension === dimension)
        .map((row) => ({
          name: row.name,
          visitors: Number(row.visitors),
          pageviews: Number(row.pageviews),
        }))
        .sort(byVisitors)
        .slice(0, limit);
    const sum = (key: 'visitors' | 'visits' | 'pageviews') =>
      site.reduce((total, row) => total + Number(row[key]), 0);
    const perDay = new Map(site.map((row) => [row.day, row]));
    const start = DateTime.fromISO(from, { zone: 'UTC' });
    return {
      visitors: sum('visitors'),
      visits: sum('visits'),
      pageviews: sum('pageviews'),
      days: Array.from({ length: days }, (_, i) => {
        const day = start.plus({ days: i }).toISODate()!;
        const row = perDay.get(day);
        return { day, visitors: row?.visitors ?? 0, pageviews: row?.pageviews ?? 0 };
      }),
      pages: list('page', LISTED),
      sources: list('source'),
      campaigns: list('campaign', LISTED),
      devices: list('device'),
      languages: list('language'),
      conversions: await conversions(from, withMoney),
    };
  };

  /** Submissions per source over the days; an order's amount when it is paid or done. */
  async function conversions(from: string, withMoney: boolean): Promise<SourceConversions[]> {
    const rows = await db
      .selectFrom('visit_conversion as c')
      .leftJoin('payment as p', (join) =>
        join
          .onRef('p.id', '=', 'c.record_id')
          .on('c.kind', '=', 'order')
          .on('p.status', 'in', ['paid', 'fulfilled']),
      )
      .select([
        'c.source',
        'c.kind',
        (eb) => eb.fn.countAll().as('count'),
        (eb) => eb.fn.sum(sql`coalesce(p.amount, 0)`).as('amount'),
      ])
      .where('c.day', '>=', from)
      .groupBy(['c.source', 'c.kind'])
      .execute();
    const bySource = new Map<string, SourceConversions>();
    for (const row of rows) {
      const entry = bySource.get(row.source) ?? {
        source: row.source,
        appointments: 0,
        bookings: 0,
        orders: 0,
        ...(withMoney ? { order_amount: 0 } : {}),
        testimonials: 0,
      };
      const count = Number(row.count);
      const kind = row.kind as ConversionKind;
      if (kind === 'appointment') entry.appointments += count;
      if (kind === 'booking') entry.bookings += count;
      if (kind === 'testimonial') entry.testimonials += count;
      if (kind === 'order') {
        entry.orders += count;
        if (withMoney) entry.order_amount = Math.round(Number(row.amount ?? 0) * 100) / 100;
      }
      bySource.set(row.source, entry);
    }
    const weight = (c: SourceConversions) =>
      c.appointments + c.bookings + c.orders + c.testimonials;
    return [...bySource.values()].sort(
      (a, b) => weight(b) - weight(a) || a.source.localeCompare(b.source),
    );
  }
}
