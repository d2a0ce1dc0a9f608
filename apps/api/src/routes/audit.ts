import { AUDIT_ACTIONS, AUDIT_DEFAULT_LIMIT, AUDIT_RESOURCES } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow } from '../auth/access.ts';
import { TOTAL_HEADER, ok, pageQuery, problem, problemWhen, query } from '../http/route-docs.ts';
import { MAX_PAGE_SIZE } from '../resources/paging.ts';
import type { Services } from '../services.ts';

const day = (description: string) => ({ type: 'string', format: 'date', description });

const list = allow('owner', {
  tags: ['audit'],
  summary: `The audit log, owners only (staff and editors get 403): every admin write and sign-in, newest first, each with when (at), the account (account_id, and username as it was then), action, resource, record_id and detail (the fields an update changed, a role, a count). Without limit the newest ${AUDIT_DEFAULT_LIMIT}`,
  querystring: query({
    account: { type: 'integer', minimum: 1, description: "An account's id: only its entries" },
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    resource: { type: 'string', enum: [...AUDIT_RESOURCES] },
    from: day('The first day (YYYY-MM-DD), inclusive'),
    to: day('The last day (YYYY-MM-DD), inclusive'),
    tz_offset: {
      type: 'integer',
      description:
        'Minutes, as Date.getTimezoneOffset() gives them: from and to then mean local days',
    },
    ...pageQuery(
      MAX_PAGE_SIZE,
      `Rows per page, 1 to ${MAX_PAGE_SIZE}; without it the first ${AUDIT_DEFAULT_LIMIT}`,
    ),
  }),
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
    const { rows, total } = await audit.list(request.query as Record<string, unknown>);
    reply.header('X-Total-Count', String(total));
    return rows;
  });
}
