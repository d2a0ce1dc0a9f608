import {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_LIMIT,
  AUDIT_RESOURCES,
  type AuditEntry,
  type AuditResource,
  INT_MAX,
  apiMessage,
  oneOf,
} from '@coach/contract';
import { type CompiledQuery, sql } from 'kysely';
import type { Database } from '../db/connect.ts';
import { z } from 'zod';
import { DAY_MS, parseDay, tzOffsetParam } from '../resources/filters.ts';
import {
  MAX_PAGE_SIZE,
  pageFields,
  pageOf,
  pageQuery,
  wholeNumberParam,
} from '../resources/paging.ts';
import { toIso } from '../resources/rows.ts';
import { type AuditWrite, record } from './audit-log.ts';

/** How long entries are kept by default (AUDIT_DAYS): a year, then the hourly prune deletes them. */
export const DEFAULT_AUDIT_DAYS = 365;

/** A filter's value: text that is not blank, trimmed; anything else is no filter. */
const given = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const filter = <T extends z.ZodType>(schema: T) => z.preprocess(given, schema.optional());

const day = (description: string) =>
  filter(
    z
      .string()
      .refine((value) => !Number.isNaN(parseDay(value)), apiMessage('dateFormat'))
      .meta({ format: 'date' }),
  ).meta({ description });

/**
 * `GET /api/audit`'s query: the list's filters, read as the other lists read theirs (an
 * empty value is no filter, every bad value named in one 422), and its page. Days are the
 * viewer's (`tz_offset`).
 */
export const auditQuery = pageQuery({
  account: filter(
    wholeNumberParam(1, INT_MAX, apiMessage('mustBeWhole')).meta({
      description: "An account's id: only its entries",
    }),
  ),
  action: filter(oneOf(AUDIT_ACTIONS)),
  // Typed as a list that may be empty (it begins with the registry's names, spread).
  resource: filter(oneOf(AUDIT_RESOURCES as readonly AuditResource[] as [AuditResource])),
  from: day('The first day (YYYY-MM-DD), inclusive'),
  to: day('The last day (YYYY-MM-DD), inclusive'),
  tz_offset: tzOffsetParam(
    'Minutes, as Date.getTimezoneOffset() gives them: from and to then mean local days',
  ),
  ...pageFields(
    MAX_PAGE_SIZE,
    `Rows per page, 1 to ${MAX_PAGE_SIZE}; without it the first ${AUDIT_DEFAULT_LIMIT}`,
  ),
});
export type AuditQuery = z.output<typeof auditQuery>;

interface AuditFilters {
  account?: number;
  action?: string;
  resource?: string;
  /** Instants (ISO): from the start of `from`'s day, up to the end of `to`'s. */
  since?: string;
  before?: string;
}

function filtersOf({ account, action, resource, from, to, tz_offset = 0 }: AuditQuery) {
  const zone = tz_offset * 60_000;
  const out: AuditFilters = { account, action, resource };
  if (from !== undefined) out.since = new Date(parseDay(from) + zone).toISOString();
  if (to !== undefined) out.before = new Date(parseDay(to) + zone + DAY_MS).toISOString();
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
  async function list(asked: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const filters = filtersOf(asked);
    const page = pageOf(asked) ?? { limit: AUDIT_DEFAULT_LIMIT, offset: 0 };
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
