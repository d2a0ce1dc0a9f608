import { type Kysely, sql } from 'kysely';
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
  days: { from: string; to: string; except?: readonly string[] },
): Promise<DayTotal[]> {
  const first = sql`(select f.id from visit_hit f where f.day = h.day and f.visitor = h.visitor order by f.id limit 1)`;
  const columns: Record<Dimension, ReturnType<typeof sql>> = {
    site: sql`''`,
    page: sql`h.path`,
    source: sql`coalesce((select s.source from visit_hit s where s.id = ${first}), h.source)`,
    campaign: sql`(select coalesce(c.campaign, '') from visit_hit c where c.id = coalesce(${first}, h.id))`,
    device: sql`h.device`,
    language: sql`h.language`,
  };
  const except = days.except?.length ? days.except : ['-'];
  const all = await Promise.all(
    DIMENSIONS.map(async (dimension) => {
      const { rows } = await sql<{
        day: string;
        name: string;
        visitors: number | string;
        visits: number | string;
        pageviews: number | string;
      }>`select day, name, count(distinct visitor) as visitors, sum(entry) as visits,
            count(*) as pageviews
          from (select h.day as day, ${columns[dimension]} as name, h.visitor as visitor,
                  h.entry as entry
                from visit_hit h
                where h.day >= ${days.from} and h.day <= ${days.to}
                  and h.day not in (${sql.join(except)})) v
          group by day, name`.execute(db);
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
