import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import type { Services } from '../services.ts';
import { type RateLimits, uploadLimit } from './limits.ts';

type IdParams = { id: string };
type TokenParams = { token: string };

/** Nobody keeps a customer's order: the page's link is its only key. */
const PRIVATE = 'private, no-store';

/**
 * Orders after they are placed: the owner's moves and note (staff and owners, as orders are),
 * and the customer's private view and new receipt, reached by the token in their link.
 */
export function orderRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { orderLifecycle: orders } = services;
  // Checking receipts and sending orders out: staff's work as much as the owner's.
  const staff = allow('staff');

  app.put<{ Params: IdParams }>('/payments/:id/status', staff, (request) =>
    orders.setStatus(request.params.id, request.body, request.viewer),
  );
  app.put<{ Params: IdParams }>('/payments/:id/note', staff, (request) =>
    orders.setNote(request.params.id, request.body, request.viewer),
  );
  // The spec's Resolve: the order is done (fulfilled), and the customer told.
  app.put<{ Params: IdParams }>('/payments/:id/resolve', staff, (request) =>
    orders.resolve(request.params.id, request.viewer),
  );

  app.get<{ Params: TokenParams }>('/orders/:token', async (request, reply) => {
    reply.header('Cache-Control', PRIVATE);
    return orders.forCustomer(request.params.token);
  });
  app.post<{ Params: TokenParams }>(
    '/orders/:token/receipt',
    { config: uploadLimit(limits) },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return orders.newReceipt(request.params.token, request.body);
    },
  );
}
