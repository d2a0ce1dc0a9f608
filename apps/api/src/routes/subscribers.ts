import { schemas } from '@coach/contract';
import { z } from 'zod';
import { parseOrThrow } from '../http/problem.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allow } from '../auth/access.ts';
import {
  type IdParams,
  empty,
  formatParam,
  idParams,
  ok,
  problem,
  routeSchema,
} from '../http/route-docs.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import type { Services } from '../services.ts';
import { listQueryFields } from '../subscribers/subscriber-admin.ts';
import { PRIVATE, privatePageRoute } from './private-page-route.ts';
import { type RateLimits, formLimit, linkLimit } from './limits.ts';

const tags = ['subscribers'];

const listQuery = z.object({ ...listQueryFields, format: formatParam() });

/** The site's own address, for the emails' links when PUBLIC_URL is not set. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The email list (issue 44): the public sign-up with its double opt-in, the confirmation
 * and unsubscribe links' calls, and the owner's list with its actions.
 */
export function subscriberRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { subscribers, subscriberAdmin } = services;

  const signUp = routeSchema('public', {
    tags,
    summary:
      "Sign up to the email list: {email, language (en or mm; the page's when left out), source_page (the page the form was on)}. Sends a confirmation link (valid 7 days) in that language; only its click subscribes. Every sign-up answers 202 {status: check_email}, whether the address is new, waiting, subscribed already (nothing changes) or suppressed (nothing is sent): the answer never tells. Judged by the spam trap as the other public forms; confirmations count toward the mailbox's daily cap on anonymous mail",
    body: schemas.subscribers.signUp,
    response: { 202: ok('Check your email'), 422: problem, 429: problem },
  });
  app.post(
    '/subscribers',
    { config: formLimit(limits), schema: signUp },
    async (request, reply) => {
      const language = customerLanguage(request.body, request);
      const answer = await subscribers.signUp(request.body, language, originOf(request));
      return reply.code(202).header('Cache-Control', PRIVATE).send(answer);
    },
  );

  const confirm = routeSchema('public', {
    tags,
    summary:
      'Confirm a sign-up: {token} (from the confirmation email). Answers {state: subscribed (suppressed for an address the mail server refused), language}; a second confirmation answers the same. 404 for an unknown or replaced link; 410 once its 7 days are over',
    body: schemas.subscribers.token,
    response: { 200: ok(), 404: problem, 410: problem, 422: problem, 429: problem },
  });
  // A subscriber's token is the key to their subscription, as a private page's is.
  privatePageRoute(
    app,
    'POST',
    '/subscribers/confirm',
    { config: linkLimit(limits), schema: confirm },
    (_params, body) => subscribers.confirm(body),
  );

  const tokenCall = (summary: string) =>
    routeSchema('public', {
      tags,
      summary,
      body: schemas.subscribers.token,
      response: { 200: ok(), 404: problem, 422: problem, 429: problem },
    });
  const linkCalls = [
    [
      '/subscribers/unsubscribe',
      "Leave the email list: {token} (the unsubscribe link's). At once, forever valid; answers {state: unsubscribed (suppressed stays suppressed), language}. The link's page /unsubscribe?token= also takes the RFC 8058 one-click POST. 404 for an unknown token",
      subscribers.unsubscribe,
    ],
    [
      '/subscribers/resubscribe',
      'Subscribe again from the unsubscribe link: {token}. Answers {state: subscribed (suppressed stays suppressed), language}. 404 for an unknown token',
      subscribers.resubscribe,
    ],
  ] as const;
  for (const [url, summary, answer] of linkCalls) {
    privatePageRoute(
      app,
      'POST',
      url,
      { config: linkLimit(limits), schema: tokenCall(summary) },
      (_params, body) => answer(body),
    );
  }

  const list = allow('staff', {
    tags,
    summary:
      "The email list, newest first: {subscribers: [{id, email, language, state, created, confirmed_at, source_page, consent_text, suppressed_reason}], total (matching the filter), limit, offset, counts: {state: {pending, subscribed, unsubscribed, suppressed}, language: {en, mm}} (the whole list)}. With format=csv the matching addresses as a CSV file (UTF-8 with a byte-order mark, times in the site's zone, formula-safe cells)",
    querystring: listQuery,
  });
  app.get('/subscribers', list, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { format, ...asked } = parseOrThrow(listQuery, request.query);
    if (format !== 'csv') return subscriberAdmin.read(asked);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="subscribers.csv"')
      .send(await subscriberAdmin.csv(asked));
  });

  const move = (summary: string) =>
    allow('staff', {
      tags,
      summary,
      params: idParams('id'),
      response: { 200: ok(), 401: problem, 404: problem },
    });
  app.post<{ Params: IdParams }>(
    '/subscribers/:id/suppress',
    move(
      'Suppress an address: never mailed again, whatever it asks, until erased. Answers the subscriber',
    ),
    (request) => subscriberAdmin.suppress(request.params.id, request.viewer),
  );
  app.post<{ Params: IdParams }>(
    '/subscribers/:id/remove',
    move(
      'Take an address off the list (unsubscribed; it may sign up again). Answers the subscriber',
    ),
    (request) => subscriberAdmin.remove(request.params.id, request.viewer),
  );

  const erase = allow('owner', {
    tags,
    summary:
      'Erase an address on request: the record and its consent are deleted; the SHA-256 of the address stays so that an import never adds it again. 204',
    params: idParams('id'),
    response: { 204: empty('Erased'), 401: problem, 404: problem },
  });
  app.delete<{ Params: IdParams }>('/subscribers/:id', erase, async (request, reply) => {
    await subscriberAdmin.erase(request.params.id, request.viewer);
    return reply.code(204).send();
  });

  const importList = allow('owner', {
    tags,
    summary: `Import addresses: {csv (a pasted list or a CSV file's text; every cell that is an address counts, up to 5000), language (en or mm, of the emails; en), consent_given, consent_source (required with consent_given: where the consent was given)}. Each new address is sent a confirmation unless consent_given, which subscribes it with that consent recorded. Addresses on the list already and erased ones are left alone. Answers {added, asked_to_confirm, already, erased}`,
    body: schemas.subscribers.import,
    response: { 200: ok(), 401: problem, 422: problem },
  });
  app.post('/subscribers/import', importList, (request) =>
    subscriberAdmin.importAddresses(request.body, request.viewer, originOf(request)),
  );
}
