import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { scheduleRepeating } from '../http/repeating-task.ts';

export interface AuditPruneOptions {
  /** Entries older than this many days are deleted; 0 keeps every entry. */
  keepDays: number;
  /** Time between prunes; an hour by default. */
  everyMs?: number;
  /** The first prune, after start. */
  firstAfterMs?: number;
}

const MINUTE = 60 * 1000;

/**
 * Deletes audit entries older than AUDIT_DAYS now and then while the server runs, so the
 * log keeps a bounded size however long the site lives (docs/owner-guide.md, "Activity"). Every
 * instance prunes; a delete by age is the same whoever runs it.
 */
export function scheduleAuditPrune(
  app: FastifyInstance,
  services: Services,
  { keepDays, everyMs = 60 * MINUTE, firstAfterMs = 5 * MINUTE }: AuditPruneOptions,
) {
  if (keepDays <= 0) return;
  scheduleRepeating(app, {
    name: 'the prune of old audit entries',
    everyMs,
    firstAfterMs,
    async run() {
      const deleted = await services.audit.prune(keepDays);
      if (deleted) app.log.info({ deleted, keepDays }, 'deleted old audit entries');
    },
  });
}
