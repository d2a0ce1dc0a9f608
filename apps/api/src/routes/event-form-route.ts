import type { Language } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import {
  type IdParams,
  type RouteDoc,
  idParams,
  ok,
  problem,
  routeSchema,
} from '../http/route-docs.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import { PRIVATE } from './private-page-route.ts';
import { type RateLimits, formLimit } from './limits.ts';

/**
 * POST /events/:id/`form`: a visitor's form on an event (registering, joining its waiting
 * list), limited per client address and judged by the spam trap as the other public forms
 * are. What it makes is answered with 201, marked for nobody to keep: it carries the token
 * of a private page.
 */
export function eventFormRoute(
  app: FastifyInstance,
  limits: RateLimits,
  form: string,
  doc: Required<Pick<RouteDoc, 'tags' | 'summary' | 'body'>> & { created: string },
  make: (eventId: string, body: unknown, language: Language) => Promise<unknown>,
) {
  const schema = routeSchema('public', {
    tags: doc.tags,
    summary: doc.summary,
    params: idParams('id'),
    body: doc.body,
    response: { 201: ok(doc.created), 404: problem, 409: problem, 422: problem, 429: problem },
  });
  app.post<{ Params: IdParams }>(
    `/events/:id/${form}`,
    { config: formLimit(limits), schema },
    async (request, reply) => {
      const language = customerLanguage(request.body, request);
      const made = await make(request.params.id, request.body, language);
      return reply.code(201).header('Cache-Control', PRIVATE).send(made);
    },
  );
}
