import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allow } from '../auth/access.ts';
import { mayAccess } from '@coach/contract';
import { tzOffsetParam } from '../resources/filters.ts';
import { parseOrThrow } from '../http/problem.ts';
import type { Services } from '../services.ts';

const dashboardQuery = z.object({
  tz_offset: tzOffsetParam(
    "The admin's time zone as Date.getTimezoneOffset() minutes (weeks and the month are local)",
  ),
});

/** GET /api/dashboard: the back office's first screen, in one call (signed in; an editor's is smaller). */
export function dashboardRoutes(app: FastifyInstance, { dashboard, clock }: Services) {
  app.get(
    '/dashboard',
    allow('admin', {
      tags: ['dashboard'],
      summary:
        "What needs attention: waiting appointments, orders and testimonials (counts and the newest; an order with its product's Burmese name, product_name_mm), appointments and orders per week for 12 weeks, this month's revenue of resolved orders per currency, and (owners) the sessions booked for today and tomorrow in the coach's time zone (sessions_soon: time_zone, today, tomorrow, sessions); and (staff and owners) the upcoming events that sell seats, soonest first (events_with_seats: id, title, title_mm, starts_at, seats, seats_taken, to_check_amount and to_check_count of received registrations, currency); and (staff and owners) the email list (email_list: new_this_week confirmed in the last seven days, subscribed, pending)",
      querystring: dashboardQuery,
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Appointments and orders are staff's and owners': an editor's dashboard leaves them out.
      if (!mayAccess(request.viewer.role, 'staff')) return dashboard.readForEditor();
      const { tz_offset: minutes = 0 } = parseOrThrow(dashboardQuery, request.query);
      return dashboard.read(minutes * 60_000, clock());
    },
  );
}
