import { PAYMENT_METHODS_MAX, schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { routeSchema } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

/**
 * The accounts customers pay into: read by everyone (the checkout shows them), replaced
 * whole by an owner. Money goes where this list says, so an editor may not change it.
 */
export function paymentMethodRoutes(app: FastifyInstance, { paymentMethods }: Services) {
  const tags = ['settings'];
  const list = routeSchema('public', {
    tags,
    summary:
      'The bank and mobile-wallet accounts customers pay into, in the order shown: a JSON array of {name, name_mm, account_name, account_number, note, note_mm, qr_image} (null where not given)',
  });
  app.get('/payment_methods', { schema: list }, () => paymentMethods.list());
  const replace = allow('owner', {
    tags,
    summary: `Replace the whole list (owners only: staff and editors get 403), at most ${PAYMENT_METHODS_MAX} methods, each with name and account_number; qr_image is the id of a public upload. A refused list (422, naming each bad field as index.field, e.g. 1.qr_image) changes nothing`,
    body: schemas.paymentMethods.update,
  });
  app.put('/payment_methods', replace, (request) =>
    paymentMethods.replace(request.body, request.viewer),
  );
}
