import type { Database } from '../db/connect.ts';
import type { Clock } from '../clock.ts';
import { deviceClassOf } from './device-class.ts';
import { siteDays, visitorKey, type VisitSalts } from './visit-salts.ts';
import { visitSourceOf } from './visit-source.ts';
import { addToRunningTotals } from './visit-running-totals.ts';
import type { WrittenView } from './visit-totals.ts';

/** Views are written at most this long after they are made… */
const FLUSH_MS = 5_000;
/** …or once this many wait. */
const MOST_PENDING = 200;

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

/** A view as it will be written, but for its visitor key, which the write makes. */
interface Waiting extends Omit<WrittenView, 'visitor'> {
  /** Held until the write, where it becomes the key: only in memory, for seconds. */
  who: { clientAddress: string; userAgent: string } | null;
}

/** A path as counted: no query, but the campaign's `utm_*` tags, which tell posts apart. */
export function countedPath(url: URL): string {
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

  function count(view: PageView): void {
    const { source, campaign } = visitSourceOf(view.url, view.referrer);
    const fromOutside = !isSameSite(view.referrer, view.url);
    pending.push({
      day: dayOf(clock()),
      path: countedPath(view.url).slice(0, 500),
      source,
      campaign,
      device: deviceClassOf(view.userAgent),
      language: view.language,
      entry: fromOutside ? 1 : 0,
      who: view.noKey
        ? null
        : { clientAddress: view.clientAddress, userAgent: view.userAgent ?? '' },
    });
    if (pending.length >= MOST_PENDING) void flush().catch(onError);
    else timer ??= setTimeout(() => void flush().catch(onError), FLUSH_MS).unref();
  }

  /** Writes the views waiting, each with its day's key; those of a failed write are dropped. */
  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!pending.length) return;
    const views = pending;
    pending = [];
    const rows: WrittenView[] = [];
    for (const { who, ...view } of views) {
      const visitor =
        who && visitorKey(await salts.saltOf(view.day), who.clientAddress, who.userAgent);
      rows.push({ ...view, visitor });
    }
    // The raw views and their days' totals, whole or not at all: the totals count exactly
    // the views kept. No page shows them, so pages kept stay kept meanwhile (on SQLite a
    // request for one would otherwise wait for this write to read the tables' versions).
    await db.transaction().execute((trx) =>
      unmarked(async () => {
        // In slices: one statement's parameters stay under SQLite's limit.
        for (let i = 0; i < rows.length; i += 100) {
          await trx
            .insertInto('visit_hit')
            .values(rows.slice(i, i + 100))
            .execute();
        }
        await addToRunningTotals(trx, rows);
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

/** Whether a referrer is a page of the site itself: a move within a visit. */
function isSameSite(referrer: string | undefined, url: URL): boolean {
  try {
    return referrer !== undefined && new URL(referrer).host === url.host;
  } catch {
    return false;
  }
}

export type VisitCounter = ReturnType<typeof visitCounter>;
