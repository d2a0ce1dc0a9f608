import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { guardedChange } from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { recordChange } from './record-change.ts';
import { tokenPageRoute } from './private-page-route.ts';
import { newReceiptRoute } from './new-receipt-route.ts';
import type { RateLimits } from './limits.ts';

/**
 * Orders after they are placed: the owner's moves and note (staff and owners, as orders are),
 * and the customer's private view and new receipt, reached by the token in their link.
 */
export function orderRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  const { orderLifecycle: orders } = services;
  const tags = ['payments'];

  // Checking receipts and sending orders out: staff's work as much as the owner's.
  recordChange(
    app,
    '/payments/:id/status',
    'staff',
    {
      tags,
      summary:
        'Move an order: received → paid or rejected (with a reason) → fulfilled or cancelled, and paid back to received (an undo); a move the graph does not allow is a 409. The customer is emailed in their language, told of a payment once (an undo and a second paid send nothing)',
      body: schemas.payment.status,
      response: guardedChange,
    },
    (id, body, viewer) => orders.setStatus(id, body, viewer),
  );
  recordChange(
    app,
    '/payments/:id/note',
    'staff',
    {
      tags,
      summary: "Save the owner's note on an order (never shown to the customer)",
      body: schemas.payment.note,
    },
    (id, body, viewer) => orders.setNote(id, body, viewer),
  );
  // The spec's Resolve: the order is done (fulfilled), and the customer told.
  recordChange(
    app,
    '/payments/:id/resolve',
    'staff',
    {
      tags,
      summary: 'Mark an order resolved: it is fulfilled, and the customer told',
    },
    (id, _body, viewer) => orders.resolve(id, viewer),
  );

  tokenPageRoute(
    app,
    'GET',
    '/orders/:token',
    {
      tags: ['orders'],
      summary:
        "The customer's own view of their order, by the token of its private page (never the id): reference, product, amount, status, the reason of a rejection. Cache-Control: private, no-store",
    },
    (token) => orders.forCustomer(token),
  );
  newReceiptRoute(app, limits, {
    url: '/orders/:token/receipt',
    tag: 'orders',
    summary:
      'A new receipt (the id of a fresh upload) for a rejected order: it is received again and the owner told; 409 when the order awaits no receipt, or when its stock was given back and none is left',
    body: schemas.payment.receipt,
    answer: (token, body) => orders.newReceipt(token, body),
  });
}
