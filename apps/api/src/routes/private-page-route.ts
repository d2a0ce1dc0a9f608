import type { FastifyInstance, RouteOptions } from 'fastify';
import { type RouteDoc, routeSchema, textParams } from '../http/route-docs.ts';

/** The path of a private page's call: the token in its link. */
export type TokenParams = { token: string };

/** Nobody keeps a visitor's private page: the token in its link is its only key. */
export const PRIVATE = 'private, no-store';

/**
 * A call on a visitor's private page (an order's, a registration's, an offer's, a booked
 * time's), reached by the token in its link, never the id: its answer is marked for nobody
 * to keep. `answer` is given the path's parameters and the body.
 */
export function privatePageRoute<P extends Record<string, string>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: Pick<RouteOptions, 'schema' | 'config'>,
  answer: (params: P, body: unknown) => unknown,
) {
  app.route({
    method,
    url,
    ...options,
    handler: async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return answer(request.params as P, request.body);
    },
  });
}

/**
 * A public call on a private page by the token in its path (`:token`, described by
 * `doc.token` when given): its schema from `doc`, its answer from `answer`.
 */
export function tokenPageRoute(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  doc: Omit<RouteDoc, 'params'> & { token?: string },
  answer: (token: string, body: unknown) => unknown,
  config?: RouteOptions['config'],
) {
  const { tags, summary, token, ...rest } = doc;
  const schema = routeSchema('public', { tags, summary, params: textParams({ token }), ...rest });
  privatePageRoute<TokenParams>(
    app,
    method,
    url,
    { schema, ...(config && { config }) },
    (params, body) => answer(params.token, body),
  );
}
