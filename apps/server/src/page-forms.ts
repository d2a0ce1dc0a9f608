import rateLimit from '@fastify/rate-limit';
import {
  DEFAULT_RATE_LIMITS,
  databaseLimitStore,
  idempotentRoutes,
  sendNoSuchCall,
} from '@coach/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebOptions } from './web-options.ts';

/** Room for the form's text fields beside its picture. */
const FORM_FIELDS_BYTES = 256 * 1024;

interface PageFormsOptions extends WebOptions {
  /** Whether a path is a page with a form (page-actions.ts). */
  hasForm: (url: string) => boolean;
  /** The 405 every page without a form answers to a POST. */
  notAllowed: (request: FastifyRequest, reply: FastifyReply, allow?: string) => unknown;
  /** Renders the page's answer to the form (its route's action, then the page). */
  answer: (request: FastifyRequest, reply: FastifyReply, body: Buffer) => unknown;
}

/**
 * The POSTs of the public forms that work without scripts (the appointment form, the
 * testimonial with its photo, the checkout with its receipt): one request, multipart
 * when a picture goes with it, handed whole to the page's route action, which stores it
 * through the same services as the API. Limited per visitor like the API's public
 * writes, and no larger than an upload to /api/files plus its fields. A form sent in place
 * by the page's scripts carries a one-time key (Idempotency-Key): sent again after a
 * dropped connection, it is answered as the first was, and stored once.
 */
export async function pageForms(app: FastifyInstance, options: PageFormsOptions) {
  const { services } = options;
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const bodyLimit = (options.maxUploadMb ?? 10) * 1024 * 1024 + FORM_FIELDS_BYTES;
  const { hasForm } = options;

  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseLimitStore(services.database),
  });
  // The route action reads the form itself (Request.formData()): here it is only kept whole.
  app.addContentTypeParser(
    ['multipart/form-data', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer', bodyLimit },
    (_request, body, done) => done(null, body),
  );
  idempotentRoutes(app, services.idempotencyKeys);
  // Answered before the body is read: a page without a form takes no POST.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/'))
      return sendNoSuchCall(request, reply);
    if (!hasForm(request.url)) return options.notAllowed(request, reply);
  });
  app.route({
    method: 'POST',
    url: '/*',
    bodyLimit,
    config: { rateLimit: { max: limits.publicWrites, timeWindow: 60_000 }, idempotent: true },
    handler: async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        return reply.code(415).type('application/problem+json').send({
          type: 'about:blank',
          title: 'Unsupported Media Type',
          status: 415,
          detail: 'Send the form as multipart/form-data.',
        });
      }
      return options.answer(request, reply, request.body);
    },
  });
}
