import { AUDIT_DEFAULT_LIMIT } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { auditQuery } from '../audit/audit-service.ts';
import { parseOrThrow } from '../http/problem.ts';
import { TOTAL_HEADER, ok, problem, problemWhen } from '../http/route-docs.ts';
import type { Services } from '../services.ts';

const list = allow('owner', {
  tags: ['audit'],
  summary: `The audit log, owners only (staff and editors get 403): every admin write and sign-in, newest first, each with when (at), the account (account_id, and username as it was then), action, resource, record_id and detail (the fields an update changed, a role, a count). Without limit the newest ${AUDIT_DEFAULT_LIMIT}`,
  querystring: auditQuery,
  response: {
    200: { ...ok('A JSON array of entries, newest first'), headers: TOTAL_HEADER },
    401: problem,
    403: problemWhen('Signed in as an editor'),
    422: problemWhen('A filter, limit or offset it cannot take'),
  },
});

/**
 * GET /api/audit: the audit log, owners only (401 signed out, 403 an editor), newest
 * first, a page at a time like every list (`limit`, `offset`, `X-Total-Count`), filtered
 * by `account`, `action`, `resource` and the days `from`–`to` (the viewer's, by `tz_offset`).
 */
export function auditRoutes(app: FastifyInstance, { audit }: Services) {
  app.get('/audit', list, async (request, reply) => {
    const { rows, total } = await audit.list(parseOrThrow(auditQuery, request.query));
    reply.header('X-Total-Count', String(total));
    return rows;
  });
}
