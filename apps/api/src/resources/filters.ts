import type { FilterName, ResourceDef } from '@coach/contract';
import { sql } from 'kysely';
import type { RegistryQuery } from '../db/registry-db.ts';
import type { DialectName } from '../db/connect.ts';
import { z } from 'zod';
import { dbBoolean } from './rows.ts';
import { INT_MAX, ORDER_STATUSES, apiMessage, isOrderStatus } from '@coach/contract';

type Query = RegistryQuery;

export const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) as the instant it starts, in UTC; NaN when it is no day. */
export function parseDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  // Date.UTC rolls impossible days over (2024-02-30 is 1 March), so check the day survived.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== match?.[0]) return NaN;
  return time;
}

const REFUSED = Symbol('refused');

/** The words a true/false filter takes (any case, spaces around); blank, all or any: no filter. */
function flagOf(value: string): boolean | undefined | typeof REFUSED {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'all' || v === 'any') return undefined;
  if (v === 'true' || v === 'resolved' || v === 'published') return true;
  if (v === 'false' || v === 'unresolved' || v === 'not resolved' || v === 'unpublished')
    return false;
  return REFUSED;
}

/** A filter's text read into what it means, or refused with `message`. */
const reading = <T>(read: (value: string) => T | typeof REFUSED, message: string) =>
  z.string().transform((value, ctx) => {
    const out = read(value);
    if (out !== REFUSED) return out;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** `lower(column)` contains the words: % and _ typed by the admin match themselves. */
export function containsWords(column: string, value: string) {
  const escaped = value
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escaped}%`} escape '\\'`;
}

/** Case-insensitive substring match on one column. */
const contains = (query: Query, column: string, value: string): Query =>
  query.where(containsWords(column, value));

/** Time zones lie within 14 hours of UTC. */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * The viewer's time zone as `tz_offset` minutes, as the browser's
 * `Date.getTimezoneOffset()` gives it (UTC minus local: -390 in Yangon). Dates in the
 * back office are shown in local time, so a day filter means the viewer's local day.
 * Without it (or empty), days are UTC days.
 */
export const tzOffsetParam = (description: string) => {
  const message = apiMessage('timeZoneOffset');
  return z
    .preprocess(
      (raw) => (raw === undefined || raw === '' ? undefined : Number(raw)),
      z
        .int({ error: message })
        .min(-MAX_OFFSET_MINUTES, message)
        .max(MAX_OFFSET_MINUTES, message)
        .optional(),
    )
    .meta({ description });
};

interface FilterContext {
  dialect: DialectName;
  offsetMs: number;
}

const day = reading((v) => {
  const time = parseDay(v);
  return Number.isNaN(time) ? REFUSED : time;
}, apiMessage('dateFormat'));

/** A true/false filter on a boolean column. */
const flagFilter = (column: string) =>
  filter(reading(flagOf, apiMessage('trueOrFalse')), (q, value, { dialect }) =>
    value === undefined ? q : q.where(column, '=', dbBoolean(dialect, value)),
  );

interface Filter<T> {
  /** What the query's text means: the list's query schema checks it (list-query.ts). */
  schema: z.ZodType<T, string>;
  apply: (q: Query, value: T, ctx: FilterContext) => Query;
}
/** A filter of whatever value: applied only to the value its own schema read. */
type AnyFilter = { schema: z.ZodType<unknown, string>; apply: Filter<never>['apply'] };
const filter = <T>(schema: Filter<T>['schema'], apply: Filter<T>['apply']) => ({ schema, apply });

/**
 * The list filters a resource may declare. A query leaves a filter out when its value is
 * not text or is blank (then its default, if it has one).
 */
export const FILTERS: Record<FilterName, AnyFilter> = {
  start_date: filter(day, (q, time, ctx) =>
    q.where('created', '>=', new Date(time + ctx.offsetMs).toISOString()),
  ),
  // Inclusive: everything before the start of the following day.
  end_date: filter(day, (q, time, ctx) =>
    q.where('created', '<', new Date(time + ctx.offsetMs + DAY_MS).toISOString()),
  ),
  customer_name: filter(z.string(), (q, v) => contains(q, 'name', v)),
  product_name: filter(z.string(), (q, v) => contains(q, 'product_name', v)),
  resolved: flagFilter('resolved'),
  publish_status: flagFilter('is_published'),
  spam: flagFilter('spam'),
  is_featured: flagFilter('is_featured'),
  // One status or several, comma-separated (`received,rejected`: the orders still open).
  status: filter(
    reading(
      (v) => {
        const wanted = v.split(',').map((part) => part.trim().toLowerCase());
        return wanted.every(isOrderStatus) ? wanted : REFUSED;
      },
      apiMessage('oneOf', { values: ORDER_STATUSES.join(', ') }),
    ),
    (q, wanted) => q.where('status', 'in', wanted),
  ),
  sub_category_id: filter(
    reading((v) => {
      const id = /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
      // (Ids are 32-bit columns: PostgreSQL errors rather than matching nothing above that.)
      return id <= INT_MAX ? id : REFUSED;
    }, apiMessage('mustBeWhole')),
    (q, id) => q.where('sub_category_id', '=', id),
  ),
};

/**
 * What a filter means when the query leaves it out or empty: a list leaves spam out unless
 * asked for it (`spam=true` for spam only, `spam=all` for both).
 */
export const FILTER_DEFAULTS: Partial<Record<FilterName, string>> = { spam: 'false' };

/**
 * Applies the list filters a resource declares, with their values as the list's query
 * schema read them (list-query.ts); a filter left out is no filter.
 */
export function applyFilters(
  def: ResourceDef,
  query: Query,
  values: Partial<Record<FilterName, unknown>> & { tz_offset?: number },
  dialect: DialectName,
) {
  let q = query;
  const ctx = { dialect, offsetMs: (values.tz_offset ?? 0) * 60_000 };
  for (const name of def.filters ?? []) {
    const value = values[name];
    if (value !== undefined) q = FILTERS[name].apply(q, value as never, ctx);
  }
  return q;
}
