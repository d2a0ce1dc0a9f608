/**
 * The API package's public entry: what the server, the demo content and the scripts
 * (backup, restore, benchmarks) may use. Everything else under src/ is the API's own;
 * its tests reach it by path, and `@coach/api/testing` holds the test helpers.
 */
export { apiPlugin, type ApiOptions } from './app.ts';
export { connect, createSchema, dropSchema, type Database } from './db/connect.ts';
export { assertSchemaCurrent, migrate } from './db/migrate.ts';
export { registry } from './db/registry-db.ts';
export { untilAvailable } from './db/until-available.ts';
export {
  DATABASE_RETRY_AFTER_SECONDS,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './db/faults.ts';
export { createServices, type Services } from './services.ts';
export { asksNotToBeTracked, senderOf } from './analytics/sender.ts';
export { kept } from './kept-answers.ts';
export { visitCounting } from './analytics/visits.ts';
export { siteContent, type SiteContent, type PublicSlug } from './content/site-content.ts';
export type { Stats, Banners } from './content/singletons.ts';
export { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/limits.ts';
export { type Viewer, visitor, isAdmin } from './auth/viewer.ts';
export { buildServer, type ServerOptions } from './server.ts';
export { isCommonPassword, loadCommonPasswords } from './auth/password-rules.ts';
export { DEFAULT_THEME, ensureSiteSettings } from './content/site-settings.ts';
export { BANNERS, STATS } from './content/singletons.ts';
export { sendNoSuchCall } from './http/problem.ts';
export { DEFAULT_OVERLOAD, type OverloadOptions } from './http/overload.ts';
export { DEFAULT_UPLOAD_QUOTA } from './files/upload-quota.ts';
export { type CleanImage, SCREENED_ENCODING, cleanImage } from './files/images.ts';
export { writeBackup, type BackupResult } from './backup/backup.ts';
export { RestoreRefused, restoreBackup, type RestoreResult } from './backup/restore.ts';
export { mailState, type MailSettings, type MailState } from './mail/settings.ts';
/** Every table of the site, parents before children (the backup's order). */
export { TABLES as SITE_TABLES } from './backup/format.ts';
export type { PublicAnswers } from './http/public-answers.ts';
export { SHARED_BRIEFLY, keptAnswer, sendAnswer, type KeptAnswer } from './http/answer-cache.ts';
export {
  REPEAT_WINDOW_MS,
  type PageOutcome,
  type PageUpload,
  type PublicSubmissions,
  type SubmissionKind,
} from './content/public-submissions.ts';
export { databaseLimitStore } from './http/limit-store.ts';
export { IDEMPOTENCY_HEADER, idempotentRoutes } from './http/idempotent-routes.ts';
export { DEFAULT_MIN_FILL_SECONDS } from './content/spam-trap.ts';
export { DEFAULT_AUDIT_DAYS } from './audit/audit-service.ts';
export { DEFAULT_ORDER_HOLD_HOURS, type CustomerOrder } from './orders/order-lifecycle.ts';
export type { CustomerOrders } from './orders/customer-orders.ts';
export type { VisitorOffers, WaitlistOffer } from './events/visitor-offers.ts';
export type { VisitorBookings } from './booking/visitor-bookings.ts';
export type {
  VisitorRegistrationPage,
  VisitorRegistrations,
} from './events/visitor-registrations.ts';
