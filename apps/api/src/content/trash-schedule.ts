import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

export interface TrashEmptyingOptions {
  /** Time between emptyings; an hour by default. */
  everyMs?: number;
  /** The first, after start. */
  firstAfterMs?: number;
}

const MINUTE = 60 * 1000;

/**
 * Purges what has waited in the trash longer than TRASH_DAYS (the service's keepDays), now and then while the
 * server runs. Every instance does it; a delete by age is the same whoever runs it.
 */
export function scheduleTrashEmptying(
  app: FastifyInstance,
  services: Services,
  { everyMs = 60 * MINUTE, firstAfterMs = 5 * MINUTE }: TrashEmptyingOptions,
) {
  scheduleRepeating(app, {
    name: 'the emptying of the trash',
    everyMs,
    firstAfterMs,
    async run() {
      const purged = await services.trash.emptyOlderThan();
      // Preview links past their seven days open nothing: forgotten at the same pace, as
      // the public forms' one-time keys past their day (http/idempotency-keys.ts).
      await services.previews.pruneExpired();
      await services.idempotencyKeys.prune();
      if (purged) {
        app.log.info(
          { purged, keepDays: services.trash.keepDays },
          'purged old records from the trash',
        );
      }
    },
  });
}
