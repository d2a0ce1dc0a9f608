import { MAX_SEATS_PER_REGISTRATION, schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { guardedChange, ok, problem } from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { recordChange } from './record-change.ts';
import { tokenPageRoute } from './private-page-route.ts';
import { newReceiptRoute } from './new-receipt-route.ts';
import { eventFormRoute } from './event-form-route.ts';
import { type RateLimits, linkLimit } from './limits.ts';

/**
 * Registering for an event that sells seats (issue 40): a visitor's form, limited per
 * client address and judged by the spam trap as the other public forms are; then the
 * registration's life: the owner's moves, the visitor's private view, new receipt, cancel.
 */
export function registrationRoutes(app: FastifyInstance, services: Services, limits: RateLimits) {
  eventFormRoute(
    app,
    limits,
    'registrations',
    {
      tags: ['registrations'],
      summary: `Register for an event that takes registrations (it has seats): {name, phone, email, seats (1 to ${MAX_SEATS_PER_REGISTRATION}; 1 when left out), receipt_photo (the id of a fresh upload; required when the event has a price), language}. A free event's registration is confirmed at once; a paid one's is received, its seats held until the owner checks the transfer. Answers the registration with its reference and the token of its private page. 404 for an unknown event; 409 when the event takes no registrations, when registration is closed (at registration_closes_at, else the event's start), or when fewer seats are left than asked (the problem's seats_left says how many, and waiting_list that the waiting list is open); 429 past the public writes' limit per client`,
      body: schemas.eventRegistration.create,
      created: 'Registered',
    },
    (eventId, body, language) => services.registrations.register(eventId, body, language),
  );

  const { registrationLifecycle: lifecycle } = services;
  // Checking receipts: staff's work as much as the owner's, as orders' moves are.
  recordChange(
    app,
    '/registrations/:id/status',
    'staff',
    {
      tags: ['registrations'],
      summary:
        "Move a registration: received → paid or rejected (with a reason); any but cancelled → cancelled (its seats given back, the waiting list told). A rejected one is received again only by the visitor's new receipt; a move the graph does not allow is a 409. The visitor is emailed in their language; paid carries the ticket (check-in code and QR code). Answers the registration as the attendees list shows it",
      body: schemas.eventRegistration.status,
      response: guardedChange,
    },
    (id, body, viewer) => lifecycle.setStatus(id, body, viewer),
  );

  tokenPageRoute(
    app,
    'GET',
    '/registrations/:token',
    {
      tags: ['registrations'],
      summary:
        "The visitor's own view of their registration, by the token of its private page (never the id): status, seats, amount, currency, reference, name, language, created, the event (id, title, title_mm, starts_at, ends_at, location, location_mm), reason and hold_until while rejected, pay_to (the accounts) while a paid event's registration is received or rejected, check_in_code while confirmed or paid, can_cancel. 404 for an unknown token. Cache-Control: private, no-store",
      response: { 200: ok(), 404: problem },
    },
    (token) => lifecycle.forVisitor(token),
  );
  newReceiptRoute(app, limits, {
    url: '/registrations/:token/receipt',
    tag: 'registrations',
    summary:
      'A new receipt (the id of a fresh upload) for a rejected registration: it is received again and its seats held again; 409 when it awaits no receipt, or when its seats were given back after the hold and too few are left (seats_left and waiting_list say so)',
    body: schemas.eventRegistration.receipt,
    answer: (token, body) => lifecycle.newReceipt(token, body),
  });
  tokenPageRoute(
    app,
    'POST',
    '/registrations/:token/cancel',
    {
      tags: ['registrations'],
      summary:
        "The visitor cancels their registration: its seats are given back (once) and the waiting list told; the visitor is emailed. 409 when it is already cancelled or the event has started. Answers the visitor's view",
      response: { 200: ok(), 404: problem, 409: problem, 429: problem },
    },
    (token) => lifecycle.cancel(token),
    linkLimit(limits),
  );
}
