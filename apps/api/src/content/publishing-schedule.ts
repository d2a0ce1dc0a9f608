import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

export interface PublishingCheckOptions {
  /** Time between checks; 30 seconds by default. */
  everyMs?: number;
  /** The first, after start. */
  firstAfterMs?: number;
}

/**
 * Scheduled records are published by the first read of the site's version after their
 * time (scheduled-publishing.ts), which any visitor's request makes. This reads it now
 * and then as well, so that a record goes out on time on a quiet site too, and the back
 * office's lists, which no visitor's request refreshes, show it published.
 */
export function schedulePublishingCheck(
  app: FastifyInstance,
  services: Services,
  { everyMs = 30_000, firstAfterMs = 10_000 }: PublishingCheckOptions,
) {
  scheduleRepeating(app, {
    name: 'the check for scheduled records',
    everyMs,
    firstAfterMs,
    async run() {
      await services.versions.site();
    },
  });
}
