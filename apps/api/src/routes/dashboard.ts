import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import { mayAccess } from '@coach/contract';
import { offsetMs } from '../resources/filters.ts';
import type { Services } from '../services.ts';

/** GET /api/dashboard: the back office's first screen, in one call (signed in; an editor's is smaller). */
export function dashboardRoutes(app: FastifyInstance, { dashboard }: Services) {
  app.get(
    '/dashboard',
    { preHandler: async (request) => requireAdmin(request) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Appointments and orders are staff's and owners': an editor's dashboard leaves them out.
      if (!mayAccess(request.viewer.role, 'staff')) return dashboard.readForEditor();
      return dashboard.read(offsetMs((request.query as { tz_offset?: string }).tz_offset));
    },
  );
}
