import { buildServer, connect, loadCommonPasswords } from '@coach/api';
import { acceptHandles } from './accept-handles.ts';
import { bootstrap } from './bootstrap.ts';
import { fileURLToPath } from 'node:url';
import { mailSettingsOf, overloadOf, rateLimitsOf, readEnv, siteUrlOf, spamTrapOf } from './env.ts';
import { logRequest, loggerOptions } from './logger.ts';
import { stopOnSignals } from './shutdown.ts';
import { webBuildExists, webPlugin } from './web.ts';

const env = readEnv();
// Read first, before the overload guard starts measuring the event loop: unpacking the
// common passwords holds it for half a second or more, which on the first password set,
// or in the guard's first sample, would turn visitors away.
await loadCommonPasswords();
const shutdown = stopOnSignals();
const database = connect(env.DATABASE_URL);
const { app, services } = await buildServer({
  database,
  maxUploadMb: env.MAX_UPLOAD_MB,
  uploadQuota: { perClientHourMb: env.UPLOAD_MB_PER_HOUR, unusedTotalMb: env.UNUSED_UPLOADS_MB },
  tokenTtlHours: env.TOKEN_TTL_HOURS,
  trustProxy: env.TRUST_PROXY,
  logger: loggerOptions(env),
  overload: overloadOf(env),
  mail: mailSettingsOf(env),
  spamTrap: spamTrapOf(env),
  rateLimits: rateLimitsOf(env),
  auditPrune: { keepDays: env.AUDIT_DAYS },
  orderHoldHours: env.ORDER_HOLD_HOURS,
  waitlistOfferHours: env.WAITLIST_OFFER_HOURS,
  trashDays: env.TRASH_DAYS,
  revisionsKept: env.REVISIONS_KEPT,
  timeZone: env.SITE_TIME_ZONE,
  analytics: env.ANALYTICS,
  reminders: { hours: env.REMINDER_HOURS },
});
app.log.info(services.mail.state.summary);
app.addHook('onResponse', logRequest);
const intake = acceptHandles();
shutdown.drain(app, { close: () => database.close(), stopAccepting: intake.close });

await bootstrap(services, env, app.log);

const webBuild = fileURLToPath(new URL('../../web/build', import.meta.url));
if (!webBuildExists(webBuild)) {
  throw new Error('The web build is missing: run `npm run build` (npm start does this for you).');
}
await app.register(webPlugin, {
  services,
  buildDir: webBuild,
  publicUrl: siteUrlOf(env),
  timeZone: env.SITE_TIME_ZONE,
});

const address = await app.listen({
  port: env.PORT,
  host: env.HOST,
  listenTextResolver: (address) =>
    env.PUBLIC_URL
      ? `listening at ${address}; the site is ${env.PUBLIC_URL}`
      : `the site is at ${address}`,
});
const copies = await intake.open(app.server, env.ACCEPT_HANDLES);
if (copies < env.ACCEPT_HANDLES) {
  app.log.warn(`new connections: ${copies} extra listening handles of ${env.ACCEPT_HANDLES}`);
}
// Said once, where a first-time operator looks: the log of the first start.
if ((await services.accounts.count().catch(() => undefined)) === 0) {
  const register = new URL('/register', env.PUBLIC_URL ?? address);
  app.log.info(
    `no admin account yet: create it at ${register}, or set ADMIN_USERNAME and ADMIN_PASSWORD`,
  );
}
