import {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_LIMIT,
  AUDIT_RESOURCES,
  type AuditEntry,
  INT_MAX,
  apiMessage,
} from '@coach/contract';
import { type CompiledQuery, sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { type FieldError, invalid } from '../http/problem.ts';
import { DAY_MS, offsetMs, parseDay } from '../resources/filters.ts';
import { pageOf } from '../resources/paging.ts';
import { toIso } from '../resources/rows.ts';
import { type AuditWrite, record } from './audit-log.ts';

type Params = Record<string, unknown>;

/** How long entries are kept by default (AUDIT_DAYS): a year, then the hourly prune deletes them. */
export const DEFAULT_AUDIT_DAYS = 365;

interface AuditFilters {
  account?: number;
  action?: string;
  resource?: string;
  /** Instants (ISO): from the start of `from`'s day, up to the end of `to`'s. */
  since?: string;
  before?: string;
}

const given = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The list's filters from the query, as the other lists read theirs: an empty value is no
 * filter, and every bad value is named in one 422. Days are the viewer's (`tz_offset`).
 */
function filtersOf(params: Params): AuditFilters {
  const errors: FieldError[] = [];
  const out: AuditFilters = {};
  const zone = offsetMs(params.tz_offset);
  if (given(params.account)) {
    const id = /^\d+$/.test(params.account.trim()) ? Number(params.account) : Number.NaN;
    if (id >= 1 && id <= INT_MAX) out.account = id;
    else errors.push({ field: 'account', message: apiMessage('mustBeWhole') });
  }
  for (const [field, values] of [
    ['action', AUDIT_ACTIONS],
    ['resource', AUDIT_RESOURCES],
  ] as const) {
    const value = params[field];
    if (!given(value)) continue;
    if ((values as readonly string[]).includes(value.trim())) out[field] = value.trim();
    else errors.push({ field, message: apiMessage('oneOf', { values: values.join(', ') }) });
  }
  for (const field of ['from', 'to'] as const) {
    const value = params[field];
    if (!given(value)) continue;
    const day = parseDay(value.trim());
    if (Number.isNaN(day)) {
      errors.push({ field, message: apiMessage('dateFormat') });
      continue;
    }
    const start = day + zone;
    if (field === 'from') out.since = new Date(start).toISOString();
    else out.before = new Date(start + DAY_MS).toISOString();
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** Counts kept: a few per filter is plenty. */
const KEEP_COUNTS = 200;
/**
 * How old the newest entry must be before a count is kept: past any transaction that took
 * a lower id and has yet to commit (PostgreSQL hands out ids before commits, and commits
 * may land out of order; the app's transactions last milliseconds).
 */
const SETTLED_MS = 2_000;

/** The audit log as owners read it, and its upkeep. Writes go through `audit-log.ts`. */
export function auditService({ db }: Database) {
  /**
   * The count behind `X-Total-Count`, kept while the log is as it was: entries are only
   * added (with a higher id) and pruned (every entry older than a moment, which moves the
   * oldest `at`), so the newest id and the oldest time say whether it changed, in two
   * index lookups instead of counting a year of entries on every page (10 ms for 200,000
   * on PostgreSQL).
   */
  const counts = new Map<string, number>();
  async function countOf(query: { compile(): CompiledQuery }, count: () => Promise<number>) {
    const { rows } = await sql<{ oldest: unknown; newest: number; at: unknown }>`
      select (select min(at) from audit_entry) as oldest, id as newest, at
      from audit_entry order by id desc limit 1`.execute(db);
    const edge = rows[0];
    if (!edge) return 0;
    const compiled = query.compile();
    const state = `${toIso(edge.oldest)}:${edge.newest}`;
    const key = `${state}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
    const known = counts.get(key);
    if (known !== undefined) return known;
    const total = await count();
    if (Date.now() - new Date(toIso(edge.at)).getTime() > SETTLED_MS) {
      counts.set(key, total);
      if (counts.size > KEEP_COUNTS) counts.delete(counts.keys().next().value!);
    }
    return total;
  }

  /**
   * A page of entries, newest first, with the count of all the filters select. Without
   * `limit` it is the first AUDIT_DEFAULT_LIMIT: the log grows with every write and is
   * never answered whole. Each filter has an index that also gives the order.
   */
  async function list(params: Params): Promise<{ rows: AuditEntry[]; total: number }> {
    const filters = filtersOf(params);
    const page = pageOf(params) ?? { limit: AUDIT_DEFAULT_LIMIT, offset: 0 };
    let query = db.selectFrom('audit_entry');
    if (filters.account !== undefined) query = query.where('account_id', '=', filters.account);
    if (filters.action) query = query.where('action', '=', filters.action);
    if (filters.resource) query = query.where('resource', '=', filters.resource);
    if (filters.since) query = query.where('at', '>=', filters.since);
    if (filters.before) query = query.where('at', '<', filters.before);
    const counting = query.select((eb) => eb.fn.countAll().as('total'));
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      countOf(counting, async () => Number((await counting.executeTakeFirstOrThrow()).total)),
    ]);
    return { rows: rows.map(asEntry), total };
  }

  /** Deletes the entries older than `days` days; answers how many went. */
  async function prune(days: number, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - days * DAY_MS).toISOString();
    const result = await db.deleteFrom('audit_entry').where('at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    list,
    prune,
    /** An entry written on its own (the demo content's, in the seeding's transaction). */
    record: (accountId: number | null, entry: AuditWrite) => record(db, accountId, entry),
  };
}

function asEntry(row: Record<string, unknown>): AuditEntry {
  return {
    id: Number(row.id),
    at: toIso(row.at),
    account_id: row.account_id == null ? null : Number(row.account_id),
    username: (row.username as string | null) ?? null,
    action: row.action as AuditEntry['action'],
    resource: row.resource as AuditEntry['resource'],
    record_id: (row.record_id as string | null) ?? null,
    detail: row.detail ? (JSON.parse(row.detail as string) as AuditEntry['detail']) : null,
  };
}

export type AuditService = ReturnType<typeof auditService>;
