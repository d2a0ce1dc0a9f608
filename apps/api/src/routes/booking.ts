import { BLOCK_RANGE_MAX_DAYS, MAX_VISITOR_MOVES, schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import {
  type IdParams,
  guardedChange,
  ok,
  problem,
  routeSchema,
  textParams,
} from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { recordChange } from './record-change.ts';
import { PRIVATE, privatePageRoute } from './private-page-route.ts';
import { type RateLimits, visitorChangeLimit } from './limits.ts';

const tags = ['booking'];
/** The visitor's calls take the token of their private link in place of the id. */
const linkToken = (description?: string) => textParams({ id: description });

/**
 * Booking real times (decision 0033): the coach's hours (read by the back office, saved by
 * staff and owners), the free slots (public), the owner's agenda and confirm or cancel, and the
 * visitor's page of their booking, reached by the token in their link.
 *
 * The visitor's calls sit under /appointments/{token}: the same place as the owner's
 * /appointments/{id}, told apart by the call (a token is never a number, and no call
 * reads or changes an appointment by a token and an id alike).
 */
export function bookingRoutes(app: FastifyInstance, { bookings }: Services, limits: RateLimits) {
  // The hours and the agenda are an assistant's daily work: staff's as well as owners'.
  app.get(
    '/availability',
    allow('admin', {
      tags,
      summary: 'The coach’s hours and booking rules (booking is off while weekly is empty)',
    }),
    () => bookings.availability.read(),
  );
  app.put(
    '/availability',
    allow('staff', {
      tags,
      summary:
        'Replace the hours and rules whole: time_zone (IANA), weekly [{weekday 0-6 (0 Sunday), from, to as HH:MM}], slot_minutes, buffer_minutes, min_notice_hours, max_per_day (null: no cap), days_ahead, blocked_dates [YYYY-MM-DD], by_purpose {appointment_for: {slot_minutes, weekly}}; a field left out takes its default',
      body: schemas.availability,
    }),
    (request) => bookings.availability.replace(request.body, request.viewer),
  );
  app.post(
    '/availability/blocked_dates',
    allow('staff', {
      tags,
      summary: `Block every date from..to (YYYY-MM-DD, both included, at most ${BLOCK_RANGE_MAX_DAYS} days) in one step, added to blocked_dates: a holiday. Answers the availability as saved`,
      body: schemas.blockedRange,
    }),
    (request) => bookings.availability.blockRange(request.body, request.viewer),
  );

  // Free times change as time passes and as visitors book: never kept by a shared cache.
  const slots = routeSchema('public', {
    tags,
    summary:
      'The free times of a range of dates: [{starts_at, ends_at}] as ISO 8601 with the coach’s offset, soonest first; empty while booking is off. Cache-Control: no-cache',
    querystring: schemas.slotsQuery,
  });
  app.get('/slots', { schema: slots }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return bookings.slots(request.query);
  });

  const agenda = allow('staff', {
    tags,
    summary:
      'The sessions holding a time on a range of dates, soonest first: [{id, name, appointment_for, mode_of_contact, contact_information, starts_at, ends_at, booking}]',
    querystring: schemas.agendaQuery,
  });
  app.get('/agenda', agenda, (request) => bookings.agenda(request.query));
  recordChange(
    app,
    '/appointments/:id/booking',
    'staff',
    {
      tags,
      summary:
        'Confirm a booked time ({booking: "confirmed"}) or cancel it ({booking: "cancelled"}: the time is free again); the visitor is told by email. 409 for a request without a time or a move its state does not allow',
      body: schemas.bookingMove,
      response: guardedChange,
    },
    (id, body, viewer) => bookings.setByOwner(id, body, viewer),
  );

  const visitorsView = routeSchema('public', {
    tags,
    summary:
      'The visitor’s own view of their appointment, by the token of their private link (in place of the id): name, appointment_for, starts_at, ends_at, booking, time_zone, language, changeable, moves_left (the moves it has left). Cache-Control: private, no-store',
    params: linkToken('The token of the private link'),
  });
  privatePageRoute<IdParams>(
    app,
    'GET',
    '/appointments/:id/booking',
    { schema: visitorsView },
    ({ id }) => bookings.forVisitor(id),
  );
  const calendarFile = routeSchema('public', {
    tags,
    summary:
      'The calendar file (text/calendar, .ics) of a booked time, by the token of its private link (in place of the id); a cancelled time’s file takes it out of the calendar. Cache-Control: private, no-store',
    params: linkToken(),
    response: { 200: ok(), 404: problem },
  });
  app.get<{ Params: IdParams }>(
    '/appointments/:id/calendar',
    { schema: calendarFile },
    async (request, reply) => {
      const calendar = await bookings.calendarFor(request.params.id);
      return reply
        .header('Cache-Control', PRIVATE)
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="appointment.ics"')
        .send(calendar);
    },
  );
  // Each cancel or move emails the visitor and the owner: limited as the other public writes.
  const changeLimit = { config: visitorChangeLimit(limits) };
  app.post<{ Params: IdParams }>(
    '/appointments/:id/cancel',
    {
      ...changeLimit,
      schema: routeSchema('public', {
        tags,
        summary:
          'The visitor cancels their booked time, by the token of their private link (in place of the id): the time is free again, and both sides are told. 409 once cancelled or begun; 429 past the public writes’ limit per client',
        params: linkToken(),
        response: { 200: ok(), 404: problem, 409: problem, 429: problem },
      }),
    },
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return bookings.cancelByVisitor(request.params.id);
    },
  );
  const visitorsMove = routeSchema('public', {
    tags,
    summary: `The visitor moves their booked time to another free one ({starts_at}), by the token of their private link (in place of the id): it waits for the owner’s confirmation again. At most ${MAX_VISITOR_MOVES} moves per booking. 409 when the time was taken meanwhile or the booking has moved as often as it may; 422 for a time never offered; 429 past the public writes’ limit per client`,
    params: linkToken(),
    body: schemas.bookingTime,
    response: { 200: ok(), 404: problem, 409: problem, 422: problem, 429: problem },
  });
  privatePageRoute<IdParams>(
    app,
    'POST',
    '/appointments/:id/move',
    { ...changeLimit, schema: visitorsMove },
    ({ id }, body) => bookings.moveByVisitor(id, body),
  );
}
