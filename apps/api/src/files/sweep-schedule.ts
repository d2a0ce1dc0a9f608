import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { sweepUnusedFiles } from './file-sweep.ts';
import { scheduleRepeating } from '../http/repeating-task.ts';

export interface FileSweepOptions {
  /** Time between sweeps; an hour by default. */
  everyMs?: number;
  /** The first sweep, after start: later than the start's own work (demo content, migrations). */
  firstAfterMs?: number;
}

const MINUTE = 60 * 1000;

/**
 * Sweeps unused uploads now and then while the server runs. Every instance schedules it;
 * on PostgreSQL one at a time sweeps (file-sweep.ts), on SQLite there is one instance.
 */
export function scheduleFileSweep(
  app: FastifyInstance,
  services: Services,
  { everyMs = 60 * MINUTE, firstAfterMs = 5 * MINUTE }: FileSweepOptions = {},
) {
  scheduleRepeating(app, {
    name: 'the sweep of unused uploads',
    everyMs,
    firstAfterMs,
    async run() {
      const result = await sweepUnusedFiles(services.database);
      if (result.deleted) {
        app.log.info(
          { deleted: result.deleted, bytes: result.bytes },
          'deleted uploads nothing uses',
        );
      }
    },
  });
}
