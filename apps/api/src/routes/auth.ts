import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/access.ts';
import { isAdmin } from '../auth/accounts.ts';
import { HttpError, parseOrThrow } from '../http/problem.ts';
import type { Services } from '../services.ts';
import { type RateLimits, loginLimit } from './limits.ts';
import { apiMessage } from '@coach/contract';

const registrationClosed = () => new HttpError(403, 'Forbidden', apiMessage('registrationClosed'));

export function authRoutes(app: FastifyInstance, { accounts }: Services, limits: RateLimits) {
  // Form-encoded, as the login form and OAuth2 password-grant clients send it; JSON too.
  app.post('/token', { config: loginLimit(limits) }, async (request) => {
    const { username, password } = parseOrThrow(schemas.credentials, request.body);
    return accounts.signIn(username, password);
  });

  /** Open while no account exists (first run); after that only an admin may add one. */
  app.post('/register', { config: loginLimit(limits) }, async (request, reply) => {
    if (isAdmin(request.viewer)) {
      const input = parseOrThrow(schemas.registration, request.body);
      return reply.code(201).send(await accounts.create(input));
    }
    if ((await accounts.count()) > 0) throw registrationClosed();
    const input = parseOrThrow(schemas.registration, request.body);
    // Several first-run registrations may race past the count: one account wins.
    const account = await accounts.createFirst(input);
    if (!account) throw registrationClosed();
    return reply.code(201).send(account);
  });

  /** Whether registration is open: the sign-in screens use this to offer /register. */
  app.get('/register', async () => ({ open: (await accounts.count()) === 0 }));

  app.post('/logout', async (request, reply) => {
    requireAdmin(request);
    await accounts.signOut(request.bearer);
    return reply.code(204).send();
  });

  app.get('/me', (request) => accounts.me(request.viewer));
}
