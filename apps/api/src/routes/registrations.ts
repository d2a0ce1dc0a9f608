import { MAX_SEATS_PER_REGISTRATION, schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { idParams, ok, problem, routeSchema } from '../http/route-docs.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import type { Services } from '../services.ts';
import { type RateLimits, formLimit } from './limits.ts';

type IdParams = { id: string };

/** Nobody keeps a visitor's registration: its token is the key of their private page. */
const PRIVATE = 'private, no-store';

/**
 * Registering for an event that sells seats (issue 40): a visitor's form, limited per
 * client address and judged by the spam trap as the other public forms are.
 */
export function registrationRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const register = routeSchema('public', {
    tags: ['registrations'],
    summary: `Register for an event that takes registrations (it has seats): {name, phone, email, seats (1 to ${MAX_SEATS_PER_REGISTRATION}; 1 when left out), receipt_photo (the id of a fresh upload; required when the event has a price), language}. A free event's registration is confirmed at once; a paid one's is received, its seats held until the owner checks the transfer. Answers the registration with its reference and the token of its private page. 404 for an unknown event; 409 when the event takes no registrations, when registration is closed (at registration_closes_at, else the event's start), or when fewer seats are left than asked (the problem's seats_left says how many, and waiting_list that the waiting list is open); 429 past the public writes' limit per client`,
    params: idParams('id'),
    body: schemas.eventRegistration.create,
    response: {
      201: ok('Registered'),
      404: problem,
      409: problem,
      422: problem,
      429: problem,
    },
  });
  app.post<{ Params: IdParams }>(
    '/events/:id/registrations',
    { config: formLimit(limits), schema: register },
    async (request, reply) => {
      const language = customerLanguage(request.body, request);
      const registration = await services.registrations.register(
        request.params.id,
        request.body,
        language,
      );
      return reply.code(201).header('Cache-Control', PRIVATE).send(registration);
    },
  );
}
