import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireOwner } from '../auth/access.ts';
import { parseChangeOrThrow, parseOrThrow, unauthorized } from '../http/problem.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import type { Services } from '../services.ts';

interface IdParams {
  id: string;
}

/** A record id from the path; anything else is no account at all. */
const accountId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0);

/**
 * Accounts, for owners: list, invite (the email is in the language of the admin who asks),
 * change an address or a role, delete. And each account's own sessions.
 */
export function userRoutes(app: FastifyInstance, { users, sessions }: Services) {
  const owners = {
    preHandler: async (request: Parameters<typeof requireOwner>[0]) => requireOwner(request),
  };

  app.get('/users', owners, async (_request, reply) => {
    const rows = await users.list();
    reply.header('X-Total-Count', String(rows.length));
    return rows;
  });

  app.post('/users', owners, async (request, reply) => {
    const input = parseOrThrow(schemas.invitation, request.body);
    return reply
      .code(201)
      .send(await users.invite(input, customerLanguage(request.body, request), request.viewer));
  });

  app.put<{ Params: IdParams }>('/users/:id', owners, async (request) => {
    const change = parseChangeOrThrow(schemas.accountChange, request.body);
    return users.update(accountId(request.params.id), change, request.viewer);
  });

  app.delete<{ Params: IdParams }>('/users/:id', owners, async (request, reply) => {
    await users.remove(accountId(request.params.id), request.viewer);
    return reply.code(204).send();
  });

  app.get('/account/sessions', async (request) => {
    requireAdmin(request);
    if (!request.bearer) throw unauthorized();
    return sessions.list(request.viewer, request.bearer);
  });

  /** Signs out everywhere but here. */
  app.delete('/account/sessions', async (request) => {
    requireAdmin(request);
    if (!request.bearer) throw unauthorized();
    return { ended: await sessions.endOthers(request.viewer, request.bearer) };
  });
}
