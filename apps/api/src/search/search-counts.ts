import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../db/connect.ts';
import type { Clock } from '../clock.ts';
import { toUnicode } from '../http/zawgyi.ts';

/** How many searches each of the dashboard's two lists names. */
export const SEARCHES_LISTED = 10;

export interface CountedSearch {
  query: string;
  searches: number;
  /** How many of them found nothing. */
  found_nothing: number;
}

export interface WeekOfSearches {
  /** The Monday the week starts on, in the site's time zone (YYYY-MM-DD). */
  week: string;
  /** The most made, most first. */
  top: CountedSearch[];
  /** Those that found nothing, the most made first: what to write next. */
  nothing: CountedSearch[];
}

/**
 * A query as it is counted: what the search reads it as (Zawgyi in Unicode, NFC), in
 * lower case with its spaces collapsed, so "Leadership " and "leadership" are one line.
 */
export const countedQuery = (q: string) =>
  toUnicode(q.normalize('NFC')).trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Searches counted per week without a trace of who made them (issue 41, item 6): one row
 * per week and query, with how many times it was searched and how often it found
 * nothing. Paging through a search's hits is the same search and is not counted again.
 */
export function searchCounts({ db }: Database, clock: Clock, timeZone = DEFAULT_TIME_ZONE) {
  const weekOf = (ms: number) =>
    DateTime.fromMillis(ms, { zone: timeZone }).startOf('week').toISODate()!;

  async function count(q: string, hits: number): Promise<void> {
    const empty = hits === 0 ? 1 : 0;
    await db
      .insertInto('search_count')
      .values({ week: weekOf(clock()), query: countedQuery(q), searches: 1, found_nothing: empty })
      .onConflict((oc) =>
        oc.columns(['week', 'query']).doUpdateSet({
          searches: sql`search_count.searches + 1`,
          found_nothing: sql`search_count.found_nothing + ${empty}`,
        }),
      )
      .execute();
  }

  /** This week's searches (the site's week, Monday first). */
  async function week(): Promise<WeekOfSearches> {
    const current = weekOf(clock());
    const base = db
      .selectFrom('search_count')
      .select(['query', 'searches', 'found_nothing'])
      .where('week', '=', current);
    const [top, nothing] = await Promise.all([
      base.orderBy('searches', 'desc').orderBy('query').limit(SEARCHES_LISTED).execute(),
      base
        .where('found_nothing', '>', 0)
        .orderBy('found_nothing', 'desc')
        .orderBy('query')
        .limit(SEARCHES_LISTED)
        .execute(),
    ]);
    return { week: current, top, nothing };
  }

  return { count, week };
}
