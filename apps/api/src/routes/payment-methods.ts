import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../auth/access.ts';
import type { Services } from '../services.ts';

/**
 * The accounts customers pay into: read by everyone (the checkout shows them), replaced
 * whole by an owner. Money goes where this list says, so an editor may not change it.
 */
export function paymentMethodRoutes(app: FastifyInstance, { paymentMethods }: Services) {
  app.get('/payment_methods', () => paymentMethods.list());
  app.put('/payment_methods', { preHandler: async (request) => requireOwner(request) }, (request) =>
    paymentMethods.replace(request.body, request.viewer),
  );
}
