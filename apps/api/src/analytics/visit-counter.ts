import type { Database } from '../db/connect.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { insertRows } from '../db/insert-rows.ts';
import { nextTurn } from '../next-turn.ts';
import type { Clock } from '../clock.ts';
import { deviceClassOf } from './device-class.ts';
import { siteDays, visitorKey, type VisitSalts } from './visit-salts.ts';
import { referrerHostOf, visitSourceOf } from './visit-source.ts';
import { addToRunningTotals } from './visit-running-totals.ts';
import type { WrittenView } from './visit-totals.ts';

/** Views are written at most this long after they are made… */
const FLUSH_MS = 5_000;
/**
 * …or once this many wait. Each new visitor of a batch is a row put at a random place in
 * the day's visitors (its key is random), so a batch rewrites about one page of that table
 * per new visitor until it holds as many as the table has pages: on a table of 50,000
 * visitors, SQLite took 23 µs a row in batches of 200 and 12 µs in batches of 1,000
 * (docs/decisions/0042).
 */
const MOST_PENDING = 2_000;
/** Views written by one statement, with a turn of the event loop after it. */
const ROWS_AT_ONCE = 200;

/** A page view as the server saw it: what the hook that counts it knows of its request. */
export interface PageView {
  /** The request's own address, tracking parameters and all (shared by a page's views). */
  url: Readonly<URL>;
  referrer?: string;
  userAgent?: string;
  /** The client's address: made into the day's key, never kept. */
  clientAddress: string;
  language: string;
  /** Do Not Track or Global Privacy Control: counted, without a key. */
  noKey: boolean;
}

/** A raw view's columns, as written. */
const HIT_COLUMNS = [
  'day',
  'path',
  'source',
  'campaign',
  'device',
  'language',
  'entry',
  'visitor',
] as const;

/**
 * A view handed over before it is worked out: called when its batch is written, it says
 * what the view was, or nothing when it is no view to count (a robot's, say).
 */
export type ViewToDescribe = () => PageView | undefined;

/** A view waiting to be written: its day, from the moment it was counted. */
interface Waiting {
  day: string;
  view: PageView | ViewToDescribe;
}

/** A path as counted: no query, but the campaign's `utm_*` tags, which tell posts apart. */
export function countedPath(url: Readonly<URL>): string {
  if (!url.search) return url.pathname;
  const tags = [...url.searchParams].filter(([name]) => name.startsWith('utm_'));
  return tags.length ? `${url.pathname}?${new URLSearchParams(tags)}` : url.pathname;
}

/**
 * Page views counted as search counts are (search/search-counts.ts): gathered in memory
 * and written together, at most FLUSH_MS later or once MOST_PENDING wait, and at shutdown,
 * each batch added to its days' totals as it is written (visit-running-totals.ts).
 * A crash loses those few seconds of views. A failed write is logged by the caller and
 * its views dropped: counting never slows or fails a page.
 */
export function visitCounter(
  database: Database,
  salts: VisitSalts,
  clock: Clock,
  timeZone: string,
) {
  const { db } = database;
  const unmarked = database.writeUnmarked ?? (<T>(write: () => Promise<T>) => write());
  let pending: Waiting[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onError: (error: unknown) => void = () => {};
  const dayOf = siteDays(timeZone);

  /**
   * Counts a view, described now or when its batch is written. The page's hook hands its
   * views over undescribed: worked out a batch at a time, one after another, counting cost
   * the server a fifth to a half less CPU than when each was worked out between its
   * requests (docs/decisions/0042). Either way the address and browser wait only in
   * memory, as long as the view waits.
   */
  function count(view: PageView | ViewToDescribe): void {
    pending.push({ day: dayOf(clock()), view });
    if (pending.length >= MOST_PENDING) void flush().catch(onError);
    else timer ??= setTimeout(() => void flush().catch(onError), FLUSH_MS).unref();
  }

  /** The batch being written, if any: batches are written one after another. */
  let writing: Promise<void> = Promise.resolve();

  /**
   * Writes the views waiting, after the batch under way if there is one: when it resolves,
   * every view counted before the call is written. Those of a failed write are dropped.
   */
  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const views = pending;
    pending = [];
    const written = writing.then(() => (views.length ? write(views) : undefined));
    writing = written.catch(() => {});
    return written;
  }

  /**
   * Writes a batch, each view described and given its day's key, in steps of a few hundred
   * views with a turn of the event loop between them: pages are answered while a batch is
   * written.
   */
  async function write(views: Waiting[]): Promise<void> {
    const saltOfDay = new Map<string, string>();
    for (const { day } of views) {
      if (!saltOfDay.has(day)) saltOfDay.set(day, await salts.saltOf(day));
    }
    const rowOf = writtenViews(saltOfDay);
    // The raw views and their days' totals, whole or not at all: the totals count exactly
    // the views kept. No page shows them, so pages kept stay kept meanwhile (on SQLite a
    // request for one would otherwise wait for this write to read the tables' versions).
    await inTransaction(db, (trx) =>
      unmarked(async () => {
        const rows: WrittenView[] = [];
        for (let i = 0; i < views.length; i += ROWS_AT_ONCE) {
          const step = views.slice(i, i + ROWS_AT_ONCE).flatMap(rowOf);
          if (step.length)
            await trx.executeQuery(insertRows(database.dialect, 'visit_hit', HIT_COLUMNS, step));
          rows.push(...step);
          await nextTurn();
        }
        await addToRunningTotals(trx, database.dialect, rows);
      }),
    );
  }

  /**
   * A batch's views as rows: described if they were handed over undescribed (a view that
   * cannot be is dropped and told, as counting never fails a page), and keyed. A visitor's
   * views of a batch share the key of their first (the HMAC is the costliest step).
   */
  function writtenViews(saltOfDay: Map<string, string>) {
    const keys = new Map<string, string>();
    const keyOf = (salt: string, clientAddress: string, userAgent: string) => {
      const who = `${salt}\n${clientAddress}\n${userAgent}`;
      let key = keys.get(who);
      if (key === undefined) keys.set(who, (key = visitorKey(salt, clientAddress, userAgent)));
      return key;
    };
    return ({ day, view }: Waiting): WrittenView[] => {
      let described: PageView | undefined;
      try {
        described = typeof view === 'function' ? view() : view;
      } catch (error) {
        onError(error);
      }
      if (!described) return [];
      const referrer = referrerHostOf(described.referrer);
      const { source, campaign } = visitSourceOf(described.url, referrer);
      const userAgent = described.userAgent ?? '';
      return [
        {
          day,
          path: countedPath(described.url).slice(0, 500),
          source,
          campaign,
          device: deviceClassOf(described.userAgent),
          language: described.language,
          // A move within the site is not a visit; a referrer that is no address is from outside.
          entry: referrer?.host !== described.url.host ? 1 : 0,
          visitor: described.noKey
            ? null
            : keyOf(saltOfDay.get(day)!, described.clientAddress, userAgent),
        },
      ];
    };
  }

  return {
    count,
    flush,
    /**
     * Where a failed background write, or a view that could not be described, is told
     * (the server's log).
     */
    reportErrorsTo(report: (error: unknown) => void) {
      onError = report;
    },
  };
}

export type VisitCounter = ReturnType<typeof visitCounter>;
