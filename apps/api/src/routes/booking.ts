import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import type { Services } from '../services.ts';
import { type RateLimits, visitorChangeLimit } from './limits.ts';

type IdParams = { id: string };

/** Nobody keeps a visitor's appointment: the page's link is its only key. */
const PRIVATE = 'private, no-store';

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
  const adminOnly = allow('admin');
  // The hours and the agenda are an assistant's daily work: staff's as well as owners'.
  const staff = allow('staff');

  app.get('/availability', adminOnly, () => bookings.availability.read());
  app.put('/availability', staff, (request) =>
    bookings.availability.replace(request.body, request.viewer),
  );
  app.post('/availability/blocked_dates', staff, (request) =>
    bookings.availability.blockRange(request.body, request.viewer),
  );

  // Free times change as time passes and as visitors book: never kept by a shared cache.
  app.get('/slots', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return bookings.slots(request.query);
  });

  app.get('/agenda', staff, (request) => bookings.agenda(request.query));
  app.put<{ Params: IdParams }>('/appointments/:id/booking', staff, (request) =>
    bookings.setByOwner(request.params.id, request.body, request.viewer),
  );

  app.get<{ Params: IdParams }>('/appointments/:id/booking', async (request, reply) => {
    reply.header('Cache-Control', PRIVATE);
    return bookings.forVisitor(request.params.id);
  });
  app.get<{ Params: IdParams }>('/appointments/:id/calendar', async (request, reply) => {
    const calendar = await bookings.calendarFor(request.params.id);
    return reply
      .header('Cache-Control', PRIVATE)
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="appointment.ics"')
      .send(calendar);
  });
  // Each cancel or move emails the visitor and the owner: limited as the other public writes.
  const changeLimit = { config: visitorChangeLimit(limits) };
  app.post<{ Params: IdParams }>(
    '/appointments/:id/cancel',
    changeLimit,
    async (request, reply) => {
      reply.header('Cache-Control', PRIVATE);
      return bookings.cancelByVisitor(request.params.id);
    },
  );
  app.post<{ Params: IdParams }>('/appointments/:id/move', changeLimit, async (request, reply) => {
    reply.header('Cache-Control', PRIVATE);
    return bookings.moveByVisitor(request.params.id, request.body);
  });
}
