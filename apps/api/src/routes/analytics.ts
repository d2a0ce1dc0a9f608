import type { FastifyInstance } from 'fastify';
import { ANALYTICS_DAYS, apiMessage, mayAccess } from '@coach/contract';
import { z } from 'zod';
import { parseOrThrow } from '../http/problem.ts';
import { oneOfNumbersParam } from '../resources/paging.ts';
import { allow } from '../auth/access.ts';
import type { Services } from '../services.ts';

const analyticsQuery = z.object({
  days: oneOfNumbersParam(
    ANALYTICS_DAYS,
    apiMessage('oneOf', { values: ANALYTICS_DAYS.join(', ') }),
  )
    .prefault(30)
    .meta({ description: 'The period, in days' }),
});

/** GET /api/analytics: the site's visits and what they brought (signed in; money for owners). */
export function analyticsRoutes(app: FastifyInstance, { visits }: Services) {
  app.get(
    '/analytics',
    allow('admin', {
      tags: ['analytics'],
      summary:
        "Visits of the last 7, 30 or 90 days, today included, in the site's time zone (issue 43): visitors, visits and pageviews in all, per day (days: day, visitors, pageviews), and lists of {name, visitors, pageviews} sorted by visitors: pages, sources, campaigns, devices, languages; and conversions per source (source, appointments, bookings, orders, testimonials, and for owners order_amount: paid and fulfilled orders' amount). Visitors are counted per day, without cookies; today's figures are read from the day's views as they are written",
      querystring: analyticsQuery,
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { days } = parseOrThrow(analyticsQuery, request.query);
      // The money orders brought is the owner's; staff and editors see the counts.
      return visits.read(days, mayAccess(request.viewer.role, 'owner'));
    },
  );
}
