import { DEFAULT_TIME_ZONE } from '@coach/contract/formats';
import type { Database } from '../db/connect.ts';
import type { Clock } from '../clock.ts';
import { analyticsRead, type ConversionKind } from './analytics-read.ts';
import { visitCounter } from './visit-counter.ts';
import { visitFold } from './visit-fold.ts';
import type { Sender } from './sender.ts';
import { siteDayOf, visitSalts, visitorKey } from './visit-salts.ts';

/** The submissions that count as what a visit brought. */
export type CreditedSubmission = 'appointment' | 'order' | 'testimonial';

/** Credited to a submission whose sender has no view of the day to go by (or no key). */
export const UNKNOWN_SOURCE = 'unknown';

/**
 * Visits counted on the server (issue 43, docs/decisions/0042): page views, the nightly
 * fold, the owner's figures, and submissions credited to the source that brought their
 * sender. `enabled: false` (ANALYTICS=off) counts and credits nothing.
 */
export function visitCounting(
  database: Database,
  clock: Clock,
  options: { timeZone?: string; enabled?: boolean } = {},
) {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const enabled = options.enabled ?? true;
  const salts = visitSalts(database);
  const counter = visitCounter(database, salts, clock, timeZone);
  const read = analyticsRead(database, clock, timeZone);

  /**
   * Credits a stored submission to the source of its sender's first view today: the same
   * key, made from the same address and browser under today's salt. Waiting views are
   * written first, so a visitor who came and sent the form within seconds is found.
   */
  async function credit(kind: ConversionKind, recordId: number, sender: Sender) {
    if (!enabled) return;
    await counter.flush();
    const day = siteDayOf(clock(), timeZone);
    let source = UNKNOWN_SOURCE;
    if (!sender.noKey) {
      const key = visitorKey(await salts.saltOf(day), sender.clientAddress, sender.userAgent ?? '');
      // The visitor's row of the day holds its first view's source, as the dashboard counts it.
      const first = await database.db
        .selectFrom('visit_visitor')
        .select('source')
        .where('day', '=', day)
        .where('visitor', '=', key)
        .executeTakeFirst();
      source = first?.source ?? UNKNOWN_SOURCE;
    }
    await database.db
      .insertInto('visit_conversion')
      .values({ day, source, kind, record_id: recordId })
      .execute();
  }

  /**
   * Credits a submission just stored by a visitor (a form's page or the API), unless it is
   * spam: an appointment with a time is a booking. A failure is reported and dropped, as
   * counting never fails what it counts.
   */
  async function creditStored(submission: CreditedSubmission, row: unknown, sender: Sender) {
    const stored = row as { id?: unknown; spam?: unknown; starts_at?: unknown } | undefined;
    if (!enabled || typeof stored?.id !== 'number' || stored.spam) return;
    const kind: ConversionKind =
      submission === 'appointment' && stored.starts_at ? 'booking' : submission;
    await credit(kind, stored.id, sender).catch(reportError);
  }

  let reportError: (error: unknown) => void = () => {};

  return {
    enabled,
    /** The site's time zone, whose days the counts are of. */
    timeZone,
    count: enabled ? counter.count : () => {},
    flush: counter.flush,
    /** Where a failed background write is told (the server's log). */
    reportErrorsTo(report: (error: unknown) => void) {
      reportError = report;
      counter.reportErrorsTo(report);
    },
    fold: visitFold(database, salts, clock, timeZone),
    /** The owner's figures; this instance's waiting views written first, so today is whole. */
    async read(days: number, withMoney: boolean) {
      await counter.flush().catch(reportError);
      return read(days, withMoney);
    },
    credit,
    creditStored,
  };
}

export type VisitCounting = ReturnType<typeof visitCounting>;
