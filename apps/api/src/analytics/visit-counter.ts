import type { Database } from '../db/connect.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { insertJsonRows } from '../db/json-rows.ts';
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
  /** The request's own address, tracking parameters and all. */
  url: URL;
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

/** A view as it will be written. */
interface Waiting extends WrittenView {
  /**
   * Who made a keyed view when the day's salt was not at hand (the day's first views): held
   * until the write, which reads the salt and makes the key; only in memory, for seconds.
   */
  who?: { clientAddress: string; userAgent: string };
}

/** A path as counted: no query, but the campaign's `utm_*` tags, which tell posts apart. */
export function countedPath(url: URL): string {
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
  /**
   * The keys made for the views waiting, by salt, address and browser: a visitor's next
   * pages, seconds later, take the key of their first instead of another HMAC (the largest
   * part of counting a view). Emptied as the views are handed to be written, so an address
   * is held no longer than its views wait.
   */
  let recentKeys = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onError: (error: unknown) => void = () => {};
  const dayOf = siteDays(timeZone);

  function count(view: PageView): void {
    const day = dayOf(clock());
    const referrer = referrerHostOf(view.referrer);
    const { source, campaign } = visitSourceOf(view.url, referrer);
    // A move within the site is not a visit; a referrer that is no address is from outside.
    const fromOutside = referrer?.host !== view.url.host;
    // The key is made at once when the day's salt is at hand: the view waits without the
    // address or the browser (which only the recent keys hold, as long as the views wait).
    let visitor: string | null = null;
    let who: Waiting['who'];
    if (!view.noKey) {
      const salt = salts.saltAtHand(day);
      const userAgent = view.userAgent ?? '';
      if (salt) visitor = recentKeyOf(salt, view.clientAddress, userAgent);
      else who = { clientAddress: view.clientAddress, userAgent };
    }
    pending.push({
      day,
      path: countedPath(view.url).slice(0, 500),
      source,
      campaign,
      device: deviceClassOf(view.userAgent),
      language: view.language,
      entry: fromOutside ? 1 : 0,
      visitor,
      who,
    });
    if (pending.length >= MOST_PENDING) void flush().catch(onError);
    else timer ??= setTimeout(() => void flush().catch(onError), FLUSH_MS).unref();
  }

  function recentKeyOf(salt: string, clientAddress: string, userAgent: string): string {
    const who = `${salt}\n${clientAddress}\n${userAgent}`;
    let key = recentKeys.get(who);
    if (key === undefined) recentKeys.set(who, (key = visitorKey(salt, clientAddress, userAgent)));
    return key;
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
    recentKeys = new Map();
    const written = writing.then(() => (views.length ? write(views) : undefined));
    writing = written.catch(() => {});
    return written;
  }

  /**
   * Writes a batch, each view with its day's key, in steps of a few hundred views with a
   * turn of the event loop between them: pages are answered while a batch is written.
   */
  async function write(views: Waiting[]): Promise<void> {
    const saltOfDay = new Map<string, string>();
    for (const { day, who } of views) {
      if (who && !saltOfDay.has(day)) saltOfDay.set(day, await salts.saltOf(day));
    }
    // Most views were keyed as they were counted: those are written as they are.
    const keyed = (view: Waiting): WrittenView => {
      if (!view.who) return view;
      const { who, ...rest } = view;
      return {
        ...rest,
        visitor: visitorKey(saltOfDay.get(view.day)!, who.clientAddress, who.userAgent),
      };
    };
    // The raw views and their days' totals, whole or not at all: the totals count exactly
    // the views kept. No page shows them, so pages kept stay kept meanwhile (on SQLite a
    // request for one would otherwise wait for this write to read the tables' versions).
    await inTransaction(db, (trx) =>
      unmarked(async () => {
        const rows: WrittenView[] = [];
        for (let i = 0; i < views.length; i += ROWS_AT_ONCE) {
          const step = views.slice(i, i + ROWS_AT_ONCE).map(keyed);
          await insertJsonRows(database.dialect, 'visit_hit', HIT_COLUMNS, step).execute(trx);
          rows.push(...step);
          await nextTurn();
        }
        await addToRunningTotals(trx, database.dialect, rows);
      }),
    );
  }

  return {
    count,
    flush,
    /** Where a failed background write is told (the server's log). */
    reportErrorsTo(report: (error: unknown) => void) {
      onError = report;
    },
  };
}

export type VisitCounter = ReturnType<typeof visitCounter>;
