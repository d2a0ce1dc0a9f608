import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connect.ts';
import type { DB } from '../db/schema.ts';

/** What the dashboard lists: the whole site ('' named), and each kind of row it breaks down. */
export const DIMENSIONS = ['site', 'page', 'source', 'campaign', 'device', 'language'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface DayTotal {
  day: string;
  dimension: Dimension;
  name: string;
  visitors: number;
  visits: number;
  pageviews: number;
}

/**
 * Totals of raw page views, per day, for every dimension. Visitors are distinct keys of the
 * day (a view without a key, Do Not Track, counts in visits and views only); visits are
 * views that came from outside the site. Source and campaign are the visitor's: those of
 * the visitor's first view of the day, so pages read after arriving from Facebook count
 * for Facebook.
 */
export async function rawTotals(
  db: Kysely<DB>,
  dialect: DialectName,
  days: { from: string; to: string; except?: readonly string[] },
): Promise<DayTotal[]> {
  const except = days.except?.length ? days.except : ['-'];
  const inDays = (table: string) =>
    sql`${sql.ref(`${table}.day`)} >= ${days.from} and ${sql.ref(`${table}.day`)} <= ${days.to}
      and ${sql.ref(`${table}.day`)} not in (${sql.join(except)})`;
  // Each keyed visitor's first view of each day, found once by the (day, visitor, id)
  // index, then joined: its source and campaign are the visitor's.
  const origin = sql`(select f.day as day, f.visitor as visitor, s.source as source,
        s.campaign as campaign
      from (select fh.day as day, fh.visitor as visitor, min(fh.id) as id from visit_hit fh
            where ${inDays('fh')} and fh.visitor is not null
            group by fh.day, fh.visitor) f
      join visit_hit s on s.id = f.id)`;
  const columns: Record<Dimension, ReturnType<typeof sql>> = {
    site: sql`''`,
    // A page is its path: a post's tagged link (`/trainings?utm_campaign=…`) counts for the
    // page it opens, and shows under campaigns.
    page: pathOnly(dialect),
    source: sql`coalesce(o.source, h.source)`,
    // A view without a key has no visitor to go by: its own campaign.
    campaign: sql`coalesce(case when o.visitor is null then h.campaign else o.campaign end, '')`,
    device: sql`h.device`,
    language: sql`h.language`,
  };
  const byVisitor = new Set<Dimension>(['source', 'campaign']);
  const all = await Promise.all(
    DIMENSIONS.map(async (dimension) => {
      const joined = byVisitor.has(dimension)
        ? sql`left join ${origin} o on o.day = h.day and o.visitor = h.visitor`
        : sql``;
      const { rows } = await sql<{
        day: string;
        name: string;
        visitors: number | string;
        visits: number | string;
        pageviews: number | string;
      }>`select h.day as day, ${columns[dimension]} as name,
            count(distinct h.visitor) as visitors, sum(h.entry) as visits, count(*) as pageviews
          from visit_hit h ${joined}
          where ${inDays('h')}
          group by 1, 2`.execute(db);
      return rows
        .filter((row) => dimension !== 'campaign' || row.name !== '')
        .map((row) => ({
          day: row.day,
          dimension,
          name: row.name,
          visitors: Number(row.visitors),
          visits: Number(row.visits),
          pageviews: Number(row.pageviews),
        }));
    }),
  );
  return all.flat();
}

/** The counted path without its `?utm_*` tags: SQLite finds the `?` with instr, PostgreSQL with strpos. */
function pathOnly(dialect: DialectName) {
  const at = dialect === 'postgres' ? sql`strpos(h.path, '?')` : sql`instr(h.path, '?')`;
  return sql`case when ${at} > 0 then substr(h.path, 1, ${at} - 1) else h.path end`;
}
