import type { CountedSearch, WeekOfSearches } from '@coach/contract';
import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../db/connect.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { Clock } from '../clock.ts';
import { toUnicode } from '../http/zawgyi.ts';

/** How many searches each of the dashboard's two lists names. */
export const SEARCHES_LISTED = 10;
/** Counts are written at most this long after the search… */
const FLUSH_MS = 5_000;
/** …or once this many queries wait. */
const MOST_PENDING = 200;

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

  /**
   * Counts not yet written, by week and query. A write per search would make every search
   * a write (and on SQLite a sync to disk): they are gathered and written together, at
   * most FLUSH_MS later or when MOST_PENDING have gathered, and before the week is read.
   * A crash loses those few seconds of counts, which a count of searches can spare.
   */
  const pending = new Map<string, CountedSearch & { week: string }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function count(q: string, hits: number): void {
    const week = weekOf(clock());
    const query = countedQuery(q);
    const key = `${week} ${query}`;
    const entry = pending.get(key) ?? { week, query, searches: 0, found_nothing: 0 };
    entry.searches += 1;
    if (hits === 0) entry.found_nothing += 1;
    pending.set(key, entry);
    if (pending.size >= MOST_PENDING) void flush().catch(() => {});
    else timer ??= setTimeout(() => void flush().catch(() => {}), FLUSH_MS).unref();
  }

  /** Writes the gathered counts, added to what is stored (other instances count too). */
  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.size) return;
    const entries = [...pending.values()];
    pending.clear();
    try {
      await inTransaction(db, async (trx) => {
        for (const entry of entries) {
          await trx
            .insertInto('search_count')
            .values(entry)
            .onConflict((oc) =>
              oc.columns(['week', 'query']).doUpdateSet({
                searches: sql`search_count.searches + ${entry.searches}`,
                found_nothing: sql`search_count.found_nothing + ${entry.found_nothing}`,
              }),
            )
            .execute();
        }
      });
    } catch (error) {
      // Kept for the next try (the database away a moment), added to any counted since.
      for (const entry of entries) {
        const key = `${entry.week} ${entry.query}`;
        const now = pending.get(key);
        pending.set(key, {
          ...entry,
          searches: entry.searches + (now?.searches ?? 0),
          found_nothing: entry.found_nothing + (now?.found_nothing ?? 0),
        });
      }
      throw error;
    }
  }

  /** A week's searches, most made first, and those that found nothing. */
  async function listsOf(week: string) {
    const base = db
      .selectFrom('search_count')
      .select(['query', 'searches', 'found_nothing'])
      .where('week', '=', week);
    const [top, nothing] = await Promise.all([
      base.orderBy('searches', 'desc').orderBy('query').limit(SEARCHES_LISTED).execute(),
      base
        .where('found_nothing', '>', 0)
        .orderBy('found_nothing', 'desc')
        .orderBy('query')
        .limit(SEARCHES_LISTED)
        .execute(),
    ]);
    return { top, nothing };
  }

  /**
   * This week's searches (the site's week, Monday first); while it has none yet, last
   * week's, so that the owner's Monday morning does not open on an empty card.
   */
  async function week(): Promise<WeekOfSearches> {
    await flush();
    const current = weekOf(clock());
    const lists = await listsOf(current);
    if (lists.top.length) return { week: current, this_week: true, ...lists };
    const last = DateTime.fromISO(current).minus({ weeks: 1 }).toISODate()!;
    const before = await listsOf(last);
    if (before.top.length) return { week: last, this_week: false, ...before };
    return { week: current, this_week: true, ...lists };
  }

  return { count, flush, week };
}
