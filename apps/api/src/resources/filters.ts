import type { FilterName, ResourceDef } from '@coach/contract';
import { sql } from 'kysely';
import type { RegistryQuery } from '../db/registry-db.ts';
import type { DialectName } from '../db/connect.ts';
import { invalid } from '../http/problem.ts';
import { dbBoolean } from './rows.ts';
import { INT_MAX, ORDER_STATUSES, apiMessage, isOrderStatus } from '@coach/contract';

type Query = RegistryQuery;
type Params = Record<string, unknown>;

export const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD) as the instant it starts, in UTC; NaN when it is no day. */
export function parseDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  // Date.UTC rolls impossible days over (2024-02-30 is 1 March), so check the day survived.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== match?.[0]) return NaN;
  return time;
}

function dayStart(value: string, field: string): number {
  const time = parseDay(value);
  if (Number.isNaN(time)) throw invalid([{ field, message: apiMessage('dateFormat') }]);
  return time;
}

/** "true"/"false" filter; empty or "all" means no filter. */
function flag(value: string, field: string): boolean | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'all' || v === 'any') return undefined;
  if (v === 'true' || v === 'resolved' || v === 'published') return true;
  if (v === 'false' || v === 'unresolved' || v === 'not resolved' || v === 'unpublished')
    return false;
  throw invalid([{ field, message: apiMessage('trueOrFalse') }]);
}

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

/**
 * The viewer's time zone as `tz_offset` minutes, as the browser's
 * `Date.getTimezoneOffset()` gives it (UTC minus local: -390 in Yangon). Dates in the
 * back office are shown in local time, so a day filter means the viewer's local day.
 * Without it, days are UTC days.
 */
export function offsetMs(raw: unknown): number {
  if (raw === undefined || raw === '') return 0;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || Math.abs(minutes) > 14 * 60) {
    throw invalid([{ field: 'tz_offset', message: apiMessage('timeZoneOffset') }]);
  }
  return minutes * 60_000;
}

interface FilterContext {
  dialect: DialectName;
  offsetMs: number;
}

const localDayStart = (v: string, field: string, ctx: FilterContext) =>
  new Date(dayStart(v, field) + ctx.offsetMs);

/** A true/false filter on a boolean column (`field` names it in the query and in errors). */
const flagFilter =
  (field: string, column = field) =>
  (q: Query, v: string, { dialect }: FilterContext): Query => {
    const value = flag(v, field);
    return value === undefined ? q : q.where(column, '=', dbBoolean(dialect, value));
  };

const apply: Record<FilterName, (q: Query, value: string, ctx: FilterContext) => Query> = {
  start_date: (q, v, ctx) =>
    q.where('created', '>=', localDayStart(v, 'start_date', ctx).toISOString()),
  // Inclusive: everything before the start of the following day.
  end_date: (q, v, ctx) =>
    q.where(
      'created',
      '<',
      new Date(localDayStart(v, 'end_date', ctx).getTime() + DAY_MS).toISOString(),
    ),
  customer_name: (q, v) => contains(q, 'name', v),
  product_name: (q, v) => contains(q, 'product_name', v),
  resolved: flagFilter('resolved'),
  publish_status: flagFilter('publish_status', 'is_published'),
  spam: flagFilter('spam'),
  is_featured: flagFilter('is_featured'),
  // One status or several, comma-separated (`received,rejected`: the orders still open).
  status: (q, v) => {
    const wanted = v.split(',').map((part) => part.trim().toLowerCase());
    if (!wanted.every(isOrderStatus)) {
      throw invalid([
        { field: 'status', message: apiMessage('oneOf', { values: ORDER_STATUSES.join(', ') }) },
      ]);
    }
    return q.where('status', 'in', wanted);
  },
  sub_category_id: (q, v) => {
    const id = /^\d+$/.test(v.trim()) ? Number(v) : Number.NaN;
    // (Ids are 32-bit columns: PostgreSQL errors rather than matching nothing above that.)
    if (!(id <= INT_MAX)) {
      throw invalid([{ field: 'sub_category_id', message: apiMessage('mustBeWhole') }]);
    }
    return q.where('sub_category_id', '=', id);
  },
};

/**
 * What a filter means when the query leaves it out or empty: a list leaves spam out unless
 * asked for it (`spam=true` for spam only, `spam=all` for both).
 */
const DEFAULTS: Partial<Record<FilterName, string>> = { spam: 'false' };

/** Applies the list filters a resource declares; unknown or empty query values are ignored. */
export function applyFilters(def: ResourceDef, query: Query, params: Params, dialect: DialectName) {
  let q = query;
  const ctx = { dialect, offsetMs: offsetMs(params.tz_offset) };
  for (const name of def.filters ?? []) {
    // The back office sends is_published on some screens; treat it as publish_status.
    const given = params[name] ?? (name === 'publish_status' ? params.is_published : undefined);
    const raw = typeof given === 'string' && given.trim() !== '' ? given : DEFAULTS[name];
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    q = apply[name](q, raw, ctx);
  }
  return q;
}
