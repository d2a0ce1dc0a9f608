import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { sweepUnusedFiles } from './file-sweep.ts';

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
 * A failed sweep (the database away) is logged and tried again next time.
 */
export function scheduleFileSweep(
  app: FastifyInstance,
  services: Services,
  { everyMs = 60 * MINUTE, firstAfterMs = 5 * MINUTE }: FileSweepOptions = {},
) {
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const later = (ms: number) => {
    if (closing) return;
    timer = setTimeout(run, ms);
    timer.unref(); // never what keeps a stopping process alive
  };
  async function run() {
    try {
      const result = await sweepUnusedFiles(services.database);
      if (result.deleted) {
        app.log.info(
          { deleted: result.deleted, bytes: result.bytes },
          'deleted uploads nothing uses',
        );
      }
    } catch (error) {
      if (!closing) app.log.warn({ err: error }, 'the sweep of unused uploads failed');
    } finally {
      later(everyMs);
    }
  }
  app.addHook('onReady', async () => later(firstAfterMs));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
  });
}
