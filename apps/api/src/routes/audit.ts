import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../auth/access.ts';
import type { Services } from '../services.ts';

/**
 * GET /api/audit: the audit log, owners only (401 signed out, 403 an editor), newest
 * first, a page at a time like every list (`limit`, `offset`, `X-Total-Count`), filtered
 * by `account`, `action`, `resource` and the days `from`–`to` (the viewer's, by `tz_offset`).
 */
export function auditRoutes(app: FastifyInstance, { audit }: Services) {
  app.get(
    '/audit',
    { preHandler: async (request) => requireOwner(request) },
    async (request, reply) => {
      const { rows, total } = await audit.list(request.query as Record<string, unknown>);
      reply.header('X-Total-Count', String(total));
      return rows;
    },
  );
}
