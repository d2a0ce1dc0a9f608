import { DEFAULT_TRASH_DAYS } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { scheduleRepeating } from '../http/repeating-task.ts';
import type { Services } from '../services.ts';

export interface TrashEmptyingOptions {
  /** Days a deleted record waits in the trash (TRASH_DAYS). */
  keepDays: number;
  /** Time between emptyings; an hour by default. */
  everyMs?: number;
  /** The first, after start. */
  firstAfterMs?: number;
}

const MINUTE = 60 * 1000;

/**
 * Purges what has waited in the trash longer than TRASH_DAYS, now and then while the
 * server runs. Every instance does it; a delete by age is the same whoever runs it.
 */
export function scheduleTrashEmptying(
  app: FastifyInstance,
  services: Services,
  {
    keepDays = DEFAULT_TRASH_DAYS,
    everyMs = 60 * MINUTE,
    firstAfterMs = 5 * MINUTE,
  }: Partial<TrashEmptyingOptions>,
) {
  scheduleRepeating(app, {
    name: 'the emptying of the trash',
    everyMs,
    firstAfterMs,
    async run() {
      const purged = await services.trash.emptyOlderThan(keepDays);
      if (purged) app.log.info({ purged, keepDays }, 'purged old records from the trash');
    },
  });
}
