import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../auth/access.ts';
import { parseOrThrow } from '../http/problem.ts';
import { type IdParams, formatParam, idParams, ok, problem } from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { recordChange } from './record-change.ts';

const attendeesQuery = z.object({ format: formatParam() });

/**
 * The owner's side of an event that sells seats (issue 40, item 6): its attendees, as JSON
 * or CSV, and checking tickets in at the door. Staff's work as much as the owner's, as the
 * orders' list and moves are.
 */
export function attendeeRoutes(app: FastifyInstance, services: Services) {
  const { attendees, checkIns } = services;
  const tags = ['registrations'];

  const list = allow('staff', {
    tags,
    summary:
      "An event's registrations (spam left out), oldest first, with their status, seats, amount, receipt (a private file's id), reason, check-in code and time; its waiting list; and totals: {event: {id, title, title_mm, starts_at, seats, seats_taken, price, currency}, registrations, waitlist, totals: {seats_taken, capacity, paid_amount, to_check_amount (received registrations' amounts), currency}}. With format=csv the registrations as a CSV file (UTF-8 with a byte-order mark, times in the site's zone, formula-safe cells, the receipt as its file's address)",
    params: idParams('id'),
    querystring: attendeesQuery,
  });
  app.get<{ Params: IdParams }>('/events/:id/registrations', list, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { format } = parseOrThrow(attendeesQuery, request.query);
    if (format !== 'csv') return attendees.read(request.params.id);
    const origin = services.mail.settings.publicUrl ?? `${request.protocol}://${request.host}`;
    const csv = await attendees.csv(request.params.id, origin.replace(/\/+$/, ''));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="event-${Number(request.params.id)}-registrations.csv"`,
      )
      .send(csv);
  });

  recordChange(
    app,
    '/registrations/:id/check-in',
    'staff',
    {
      tags,
      summary:
        "Check a ticket in at the door: {code} (the ticket's check-in code, `{id}-{six characters}`, or the address its QR code carries; any case). Answers {id, name, seats, status, event {id, title, title_mm, starts_at}, checked_in_at, warning?} (warning 'unpaid' for a received or rejected registration, let in all the same). 404 for an unknown registration; 422 when the code is not this registration's; 409 when it is checked in already (the problem's checked_in_at says when, detail_mm in Burmese) or cancelled (not marked). Marked once, whoever races",
      body: schemas.registrationCheckIn,
      response: { 200: ok(), 401: problem, 404: problem, 409: problem, 422: problem },
    },
    (id, body) => checkIns.checkIn(id, body),
  );
}
