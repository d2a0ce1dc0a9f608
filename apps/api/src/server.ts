import { type TrashEmptyingOptions, scheduleTrashEmptying } from './content/trash-schedule.ts';
import {
  type PublishingCheckOptions,
  schedulePublishingCheck,
} from './content/publishing-schedule.ts';
import { apiPlugin } from './app.ts';
import type { Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { untilAvailable } from './db/until-available.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/limits.ts';
import { createServices } from './services.ts';
import { type MailWorkerOptions, scheduleMailWorker } from './mail/mail-worker.ts';
import type { MailSettings } from './mail/settings.ts';
import type { SpamTrapOptions } from './content/spam-trap.ts';
import { type FileSweepOptions, scheduleFileSweep } from './files/sweep-schedule.ts';
import { type AuditPruneOptions, scheduleAuditPrune } from './audit/prune-schedule.ts';
import { DEFAULT_AUDIT_DAYS } from './audit/audit-service.ts';
import { scheduleHoldRelease } from './orders/hold-release.ts';
import { scheduleOfferExpiry } from './events/offer-expiry.ts';
import compress from '@fastify/compress';
import { headAnswersAsGet } from './http/head-answers.ts';
import { DEFAULT_REMINDER_HOURS } from '@coach/contract';
import { type ReminderOptions, scheduleReminders } from './booking/reminder-schedule.ts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { DEFAULT_OVERLOAD, type OverloadOptions, overloadGuard } from './http/overload.ts';
import { lazySchemaCompilers } from './http/schema-compilers.ts';
import { trustedProxies } from './http/trusted-proxies.ts';
import type { UploadQuotaSettings } from './files/upload-quota.ts';
import type { Clock } from './clock.ts';
import type { PasswordCost } from './auth/passwords.ts';
import { ensureSearchIndex } from './search/search-index.ts';
import { scheduleVisitFold } from './analytics/visit-schedule.ts';

export interface ServerOptions {
  database: Database;
  maxUploadMb?: number;
  tokenTtlHours?: number;
  rateLimits?: RateLimits;
  /**
   * Proxies that may name the client in X-Forwarded-For: how many hops, or their addresses
   * and ranges. Never `true`, which would believe whatever a client writes there.
   */
  trustProxy?: false | number | string[];
  logger?: FastifyServerOptions['logger'];
  /** false: never shed load (tests running many servers in one busy process). */
  overload?: OverloadOptions | false;
  /** When to delete uploads nothing uses (files/sweep-schedule.ts); false: never. */
  fileSweep?: FileSweepOptions | false;
  /** How long audit entries are kept (AUDIT_DAYS, default 365; 0 keeps all); false: never pruned. */
  auditPrune?: Partial<AuditPruneOptions> | false;
  /** Days deleted records wait in the trash (TRASH_DAYS, default 30). */
  trashDays?: number;
  /** Revisions kept per record (REVISIONS_KEPT, default 50). */
  revisionsKept?: number;
  /** How often the trash is emptied of what waited longer; false: never. */
  trashEmptying?: TrashEmptyingOptions | false;
  /** The periodic publishing of scheduled records on a quiet site (publishing-schedule.ts). */
  publishingCheck?: PublishingCheckOptions | false;
  /** Hours a rejected order keeps its stock for a new receipt (ORDER_HOLD_HOURS, default 48). */
  orderHoldHours?: number;
  /** How often stock held by rejected orders past their hold is given back; false: never. */
  holdRelease?: { everyMs?: number; firstAfterMs?: number } | false;
  /** Hours a waiting-list offer holds its seats (WAITLIST_OFFER_HOURS, default 24). */
  waitlistOfferHours?: number;
  /** How often unclaimed waiting-list offers past their hours expire; false: never. */
  offerExpiry?: { everyMs?: number; firstAfterMs?: number } | false;
  /** The site's time zone (SITE_TIME_ZONE): the coach's hours are read in it until set. */
  timeZone?: string;
  /** Whether page views are counted (ANALYTICS=off: not); on by default. */
  analytics?: boolean;
  /** How often days before today are folded into totals (analytics/visit-schedule.ts); false: never. */
  visitFold?: { everyMs?: number; firstAfterMs?: number } | false;
  /** When booked sessions' reminders go (REMINDER_HOURS, default 24); false: never. */
  reminders?: Partial<ReminderOptions> | false;
  /** Email (mail/settings.ts); none: nothing is queued or sent. */
  mail?: MailSettings;
  /** How often the outbox is read and retried (mail/mail-worker.ts). */
  mailWorker?: MailWorkerOptions;
  /** The public forms' spam trap (content/spam-trap.ts): its key and least fill time. */
  spamTrap?: SpamTrapOptions;
  /** What anonymous uploads may store (files/upload-quota.ts); by default 50 MB an hour, 500 MB unused. */
  uploadQuota?: UploadQuotaSettings;
  /**
   * What time it is (clock.ts); the system's by default. Tests give one they move: the
   * site's version settles scheduled records, events ending and booking slots at its now.
   */
  clock?: Clock;
  /**
   * scrypt's cost for new password hashes (auth/passwords.ts); production's by default.
   * Test servers hash at less where passwords are not what a test is about; a check
   * reads the cost from the stored hash, so it runs all the same, only cheaper.
   */
  passwordCost?: PasswordCost;
}

/**
 * A Fastify server with the JSON API under /api, on a migrated database. The product's
 * one process (apps/server) adds the web pages to it; API tests build exactly this.
 */
export async function buildServer(options: ServerOptions) {
  const { database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    schemaController: lazySchemaCompilers,
  });
  database.onConnectionLost = (error) =>
    app.log.warn({ err: error }, 'the database closed an idle connection; it will be reopened');
  await untilAvailable('migrations', () => migrate(database), app.log);
  // The search's entries of the records already stored, once per version of the search.
  await ensureSearchIndex(database.db, database.dialect);
  const services = createServices(database, {
    tokenTtlHours: options.tokenTtlHours ?? 12,
    mail: options.mail,
    orderHoldHours: options.orderHoldHours,
    waitlistOfferHours: options.waitlistOfferHours,
    trashDays: options.trashDays,
    revisionsKept: options.revisionsKept,
    spamTrap: options.spamTrap,
    timeZone: options.timeZone,
    uploadQuota: options.uploadQuota,
    clock: options.clock,
    passwordCost: options.passwordCost,
    analytics: options.analytics,
  });

  if (options.overload !== false) {
    await overloadGuard(app, options.overload ?? DEFAULT_OVERLOAD, services.answers);
  }
  app.addHook('onSend', async (request) => services.answers.answered(request));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    // Unless the answer chose a stricter one (a page whose address holds a token).
    if (!reply.hasHeader('referrer-policy')) {
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    }
  });
  // Pages, scripts, styles and JSON shrink to a fraction over the wire; images are
  // already compressed and are left alone by the plugin's type check.
  await app.register(compress, { threshold: 1024 });
  headAnswersAsGet(app);
  await app.register(apiPlugin, {
    prefix: '/api',
    services,
    maxUploadMb: options.maxUploadMb ?? 10,
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
  });
  if (options.fileSweep !== false) scheduleFileSweep(app, services, options.fileSweep);
  if (options.auditPrune !== false) {
    scheduleAuditPrune(app, services, { keepDays: DEFAULT_AUDIT_DAYS, ...options.auditPrune });
  }
  if (options.trashEmptying !== false) {
    scheduleTrashEmptying(app, services, options.trashEmptying ?? {});
  }
  if (options.holdRelease !== false) scheduleHoldRelease(app, services, options.holdRelease);
  scheduleVisitFold(app, services, options.visitFold);
  if (options.offerExpiry !== false) scheduleOfferExpiry(app, services, options.offerExpiry);
  if (options.publishingCheck !== false) {
    schedulePublishingCheck(app, services, options.publishingCheck ?? {});
  }
  if (options.reminders !== false && services.mail.state.customers) {
    scheduleReminders(app, services, { hours: DEFAULT_REMINDER_HOURS, ...options.reminders });
  }
  if (services.mail.state.customers) {
    scheduleMailWorker(app, database, services.mail, options.mailWorker, services.clock);
  }
  return { app, services };
}
