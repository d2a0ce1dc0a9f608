import type { FastifyInstance } from 'fastify';

export interface RepeatingTask {
  /** What the log calls it when it fails ("the sweep of unused uploads"). */
  name: string;
  /** Time between runs. */
  everyMs: number;
  /** The first run, after start: later than the start's own work (demo content, migrations). */
  firstAfterMs: number;
  run: () => Promise<void>;
}

/**
 * Housekeeping that runs now and then while the server runs (the upload sweep, the audit
 * prune, stock given back by unanswered orders). Every instance schedules it; each task
 * is safe to run on several at once. A failed run (the database away) is logged and tried
 * again next time; a stopping server runs none and is never kept alive by one.
 */
export function scheduleRepeating(app: FastifyInstance, task: RepeatingTask) {
  let timer: NodeJS.Timeout | undefined;
  let closing = false;
  const later = (ms: number) => {
    if (closing) return;
    timer = setTimeout(run, ms);
    timer.unref();
  };
  async function run() {
    try {
      await task.run();
    } catch (error) {
      if (!closing) app.log.warn({ err: error }, `${task.name} failed`);
    } finally {
      later(task.everyMs);
    }
  }
  app.addHook('onReady', async () => later(task.firstAfterMs));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
  });
}
