import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { allow, requireAdmin } from '../auth/access.ts';
import { parseChangeOrThrow, parseOrThrow, unauthorized } from '../http/problem.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import {
  empty,
  guardedChange,
  idParams,
  ok,
  problem,
  problemWhen,
  routeSchema,
} from '../http/route-docs.ts';
import type { Services } from '../services.ts';

interface IdParams {
  id: string;
}

const tags = ['accounts'];
const params = idParams('id');

/** A record id from the path; anything else is no account at all. */
const accountId = (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0);

/**
 * Accounts, for owners: list, invite (the email is in the language of the admin who asks),
 * change an address or a role, delete. And each account's own sessions.
 */
export function userRoutes(app: FastifyInstance, { users, sessions }: Services) {
  const list = allow('owner', {
    tags,
    summary:
      "The site's accounts: id, username, email, role, created, invited (no password set yet)",
  });
  app.get('/users', list, async (_request, reply) => {
    const rows = await users.list();
    reply.header('X-Total-Count', String(rows.length));
    return rows;
  });

  const invite = allow('owner', {
    tags,
    summary:
      'Invite an account: made without a password, it gets an email whose link (valid 72 hours) sets one; the email is in the language asked for',
    body: schemas.invitation,
    response: {
      201: ok('The account'),
      401: problem,
      403: problem,
      409: problemWhen('The username is taken, or mail is off'),
      422: problem,
    },
  });
  app.post('/users', invite, async (request, reply) => {
    const input = parseOrThrow(schemas.invitation, request.body);
    return reply
      .code(201)
      .send(await users.invite(input, customerLanguage(request.body, request), request.viewer));
  });

  const change = allow('owner', {
    tags,
    summary: "Change an account's email or role; demoting ends its sessions; the last owner stays",
    params,
    body: schemas.accountChange,
    response: guardedChange,
  });
  app.put<{ Params: IdParams }>('/users/:id', change, async (request) => {
    const change = parseChangeOrThrow(schemas.accountChange, request.body);
    return users.update(accountId(request.params.id), change, request.viewer);
  });

  const remove = allow('owner', {
    tags,
    summary: 'Delete an account and end its sessions; the last owner stays',
    params,
    response: { 204: empty('Deleted'), 401: problem, 403: problem, 404: problem, 409: problem },
  });
  app.delete<{ Params: IdParams }>('/users/:id', remove, async (request, reply) => {
    await users.remove(accountId(request.params.id), request.viewer);
    return reply.code(204).send();
  });

  const sessionList = routeSchema('admin', {
    tags,
    summary: "The signed-in account's sessions: created, last_used, client, expires_at, current",
  });
  app.get('/account/sessions', { schema: sessionList }, async (request) => {
    requireAdmin(request);
    if (!request.bearer) throw unauthorized();
    return sessions.list(request.viewer, request.bearer);
  });

  /** Signs out everywhere but here. */
  const endOthers = routeSchema('admin', {
    tags,
    summary: 'End every session of the signed-in account but this one',
    response: { 200: ok('{ended}: how many ended'), 401: problem },
  });
  app.delete('/account/sessions', { schema: endOthers }, async (request) => {
    requireAdmin(request);
    if (!request.bearer) throw unauthorized();
    return { ended: await sessions.endOthers(request.viewer, request.bearer) };
  });
}
