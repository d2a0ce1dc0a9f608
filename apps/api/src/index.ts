export { apiPlugin, type ApiOptions } from './app.ts';
export { connect, createSchema, dropSchema, type Database } from './db/connect.ts';
export { assertSchemaCurrent, migrate } from './db/migrate.ts';
export { untilAvailable } from './db/until-available.ts';
export {
  DATABASE_RETRY_AFTER_SECONDS,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
} from './db/faults.ts';
export { createServices, type Services } from './services.ts';
export { siteContent, type SiteContent, type PublicSlug } from './content/site-content.ts';
export type { Stats, Banners } from './content/singletons.ts';
export { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/limits.ts';
export { type Viewer, visitor, isAdmin } from './auth/accounts.ts';
export { buildServer, type ServerOptions } from './server.ts';
export { DEFAULT_THEME, ensureSiteSettings } from './content/site-settings.ts';
export { BANNERS, STATS } from './content/singletons.ts';
export { sendNoSuchCall } from './http/problem.ts';
export { DEFAULT_OVERLOAD, type OverloadOptions } from './http/overload.ts';
/** Every table of the site, parents before children (the backup's order). */
export { TABLES as SITE_TABLES } from './backup/format.ts';
export {
  SHARED_BRIEFLY,
  answerCache,
  keptAnswer,
  sendAnswer,
  type KeptAnswer,
} from './http/answer-cache.ts';
