import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isAdmin, visitor } from './auth/viewer.ts';
import { healthCheck } from './db/health.ts';
import { hasNul, parseJsonBody } from './http/body-checks.ts';
import { HttpError, registerProblemHandlers } from './http/problem.ts';
import './http/types.ts';
import { normaliseBurmese } from './http/zawgyi.ts';
import { routeSchema } from './http/route-docs.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { auditRoutes } from './routes/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { userRoutes } from './routes/users.ts';
import { mailRoutes } from './routes/mail.ts';
import { fileRoutes } from './routes/files.ts';
import { fileLibraryRoutes } from './routes/file-library.ts';
import { databaseLimitStore } from './http/limit-store.ts';
import { idempotentRoutes } from './http/idempotent-routes.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/limits.ts';
import { registerOpenApi, serveOpenApi } from './routes/openapi.ts';
import { pageCardRoutes } from './routes/page-cards.ts';
import { searchRoutes } from './routes/search.ts';
import { paymentMethodRoutes } from './routes/payment-methods.ts';
import { resourceRoutes } from './routes/resources.ts';
import { orderRoutes } from './routes/orders.ts';
import { bookingRoutes } from './routes/booking.ts';
import { registrationRoutes } from './routes/registrations.ts';
import { waitlistRoutes } from './routes/waitlist.ts';
import { subscriberRoutes } from './routes/subscribers.ts';
import { newsletterRoutes } from './routes/newsletters.ts';
import { attendeeRoutes } from './routes/attendees.ts';
import { settingsRoutes } from './routes/settings.ts';
import { translationRoutes } from './routes/translations.ts';
import { trashRoutes } from './routes/trash.ts';
import type { Services } from './services.ts';

export interface ApiOptions {
  services: Services;
  maxUploadMb: number;
  rateLimits?: RateLimits;
}

const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** The JSON API, registered by the server under the prefix /api. */
export async function apiPlugin(app: FastifyInstance, options: ApiOptions) {
  const { services, maxUploadMb } = options;
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;

  registerProblemHandlers(app);
  await registerOpenApi(app);

  app.decorateRequest('viewer', null as never);
  app.decorateRequest('bearer', undefined);
  app.addHook('onRequest', async (request) => {
    request.bearer = bearerToken(request.headers.authorization);
    request.viewer = request.bearer ? await services.accounts.viewerFor(request.bearer) : visitor;
  });
  // What an admin reads (orders, customers' details, drafts) and a new token stay out of
  // every cache, the browser's and any proxy's. A route that says otherwise keeps its own
  // (a picture's long life; a receipt's `private, no-store`).
  // An answer given before the viewer is known (an earlier hook's refusal) has none.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const byAdmin = request.viewer !== null && isAdmin(request.viewer);
    if (byAdmin || request.routeOptions.url?.endsWith('/token')) {
      reply.header('Cache-Control', 'no-store');
    }
  });
  // PostgreSQL text cannot hold U+0000 (it answers an error, not a miss) and no real input
  // carries one, so it is refused up front wherever it comes in.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw new HttpError(400, 'Bad Request', 'The request contains a NUL character (U+0000).');
    }
  });
  // Burmese typed in the legacy Zawgyi encoding is stored as Unicode, whoever sends it.
  // Queries too: a name typed in Zawgyi into a list filter must find the stored Unicode.
  app.addHook('preHandler', async (request) => {
    if (request.body && typeof request.body === 'object')
      request.body = normaliseBurmese(request.body);
    if (request.query && typeof request.query === 'object')
      request.query = normaliseBurmese(request.query);
  });
  // The back office sends `Content-Type: application/json` on every call, including
  // deletes and actions with no body: read an empty body as "no body", not an error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  // Limits apply per client address, to everyone (a signed-in account gets more room for
  // its writes: limits.ts). The check runs after the token is read, so it knows who is
  // asking. Counted in the database, so that instances sharing it share the count
  // (limit-store.ts).
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseLimitStore(services.database),
  });
  // The public forms' writes take a one-time key (routes whose config says `idempotent`).
  idempotentRoutes(app, services.idempotencyKeys);
  await app.register(multipart, {
    limits: { fileSize: maxUploadMb * 1024 * 1024, files: 1, fields: 10, parts: 11 },
  });

  // A load balancer asks this often, and most of all when the site is busy: it reads one
  // small table (and writes a row now and then), and the overload guard never turns it away.
  const checkHealth = healthCheck(services.database);
  const health = routeSchema('public', {
    tags: ['health'],
    summary: 'Database reachable and migrated',
  });
  app.get('/health', { config: { alwaysServe: true }, schema: health }, async () => {
    await checkHealth();
    return { status: 'ok' };
  });

  resourceRoutes(app, services, limits);
  orderRoutes(app, services, limits);
  bookingRoutes(app, services, limits);
  registrationRoutes(app, services, limits);
  waitlistRoutes(app, services, limits);
  subscriberRoutes(app, services, limits);
  newsletterRoutes(app, services);
  attendeeRoutes(app, services);
  appointmentRoutes(app, services);
  settingsRoutes(app, services);
  paymentMethodRoutes(app, services);
  pageCardRoutes(app, services);
  searchRoutes(app, services);
  fileRoutes(app, services, limits, maxUploadMb);
  fileLibraryRoutes(app, services);
  authRoutes(app, services, limits);
  userRoutes(app, services);
  mailRoutes(app, services);
  dashboardRoutes(app, services);
  analyticsRoutes(app, services);
  translationRoutes(app, services);
  auditRoutes(app, services);
  trashRoutes(app, services);

  serveOpenApi(app);
}
