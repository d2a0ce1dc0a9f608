import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

const MINUTE = 60 * 1000;

/**
 * The visits' upkeep: the views waiting in memory are written at shutdown, and every
 * quarter of an hour the days before today not yet folded are folded. The first run after
 * midnight in the site's time zone folds yesterday; every instance runs it and one folds
 * each day (visit-fold.ts).
 */
export function scheduleVisitFold(
  app: FastifyInstance,
  services: Services,
  /** false: never folded here (tests fold when they choose). */
  schedule: { everyMs?: number; firstAfterMs?: number } | false = {},
) {
  const { visits } = services;
  visits.reportErrorsTo((error) =>
    app.log.warn({ err: error }, 'page views could not be counted; they are dropped'),
  );
  app.addHook('onClose', async () => {
    await visits.flush().catch((error: unknown) => {
      app.log.warn({ err: error }, 'page views could not be written at shutdown');
    });
  });
  if (!visits.enabled || schedule === false) return;
  const { everyMs = 15 * MINUTE, firstAfterMs = MINUTE } = schedule;
  scheduleRepeating(app, {
    name: 'the fold of visits into daily totals',
    everyMs,
    firstAfterMs,
    async run() {
      const { folded } = await visits.fold();
      if (folded.length) app.log.info({ days: folded }, 'folded visits into daily totals');
    },
  });
}
