import { MAX_SEATS_PER_REGISTRATION, schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { ok, problem, routeSchema, textParams } from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { type TokenParams, PRIVATE, tokenPageRoute } from './private-page-route.ts';
import { eventFormRoute } from './event-form-route.ts';
import { type RateLimits, receiptLimit } from './limits.ts';

/**
 * A full event's waiting list (issue 40, item 5): joining it (a public form, limited per
 * client address and judged by the spam trap as the others are), and the offer of seats
 * that came back, read and claimed through the token its email carries.
 */
export function waitlistRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { waitlist } = services;
  eventFormRoute(
    app,
    limits,
    'waitlist',
    {
      tags: ['registrations'],
      summary: `Join the waiting list of a full event: {name, phone, email, seats (1 to ${MAX_SEATS_PER_REGISTRATION}; 1 when left out), language}. When seats come back, the first in line whose seats fit is emailed an offer holding them for WAITLIST_OFFER_HOURS. Answers {event_id, status: waiting, seats, language, position} (the place in line). 404 for an unknown event; 409 when the event takes no registrations, when registration is closed, when as many seats as asked are still left (register instead; seats_left says how many), or when the email already waits for this event; 429 past the public writes' limit per client`,
      body: schemas.waitlist.create,
      created: 'On the waiting list',
    },
    (eventId, body, language) => waitlist.join(eventId, body, language),
  );

  const offerToken = 'the token of the offer, from its email';
  tokenPageRoute(
    app,
    'GET',
    '/waitlist/:token',
    {
      tags: ['registrations'],
      summary:
        'A waiting-list offer, by its token: {status (offered, expired once past expires_at, registered), name, seats, amount, currency, language, offered_at, expires_at, event: {id, name, name_mm, starts_at, ends_at, location, location_mm}}. 404 for an unknown token. Cache-Control: private, no-store',
      token: offerToken,
      response: { 200: ok(), 404: problem },
    },
    (token) => waitlist.offer(token),
  );

  const claim = routeSchema('public', {
    tags: ['registrations'],
    summary:
      "Take up a waiting-list offer: {receipt_photo (the id of a fresh upload; required when the event has a price)}. Registers the visitor on the seats held for them (a free event's registration is confirmed, a paid one's received) and answers the registration as POST /events/{id}/registrations does. 404 for an unknown token; 409 once taken up; 410 once run out; 422 without a receipt for a paid event",
    params: textParams({ token: offerToken }),
    body: schemas.waitlist.claim,
    response: {
      201: ok('Registered'),
      404: problem,
      409: problem,
      410: problem,
      422: problem,
      429: problem,
    },
  });
  app.post<{ Params: TokenParams }>(
    '/waitlist/:token/claim',
    { config: receiptLimit(limits), schema: claim },
    async (request, reply) => {
      const registration = await waitlist.claim(request.params.token, request.body);
      return reply.code(201).header('Cache-Control', PRIVATE).send(registration);
    },
  );
}
