import { schemas } from '@coach/contract';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireOwner } from '../auth/access.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import { isAdmin } from '../auth/viewer.ts';
import { HttpError, parseOrThrow } from '../http/problem.ts';
import type { Services } from '../services.ts';
import { type RateLimits, bodyField, loginLimit, perAccountLimit } from './limits.ts';
import { apiMessage } from '@coach/contract';

const registrationClosed = () => new HttpError(403, 'Forbidden', apiMessage('registrationClosed'));

export function authRoutes(
  app: FastifyInstance,
  { accounts, passwordReset, totp }: Services,
  limits: RateLimits,
) {
  // Each counted per client address (the route's config) and per account aimed at, so
  // that neither many addresses nor a signed-in session add up to more guesses.
  const perName = perAccountLimit(app, limits, 'sign-in', (r) => bodyField(r, 'username'));
  const perAddress = perAccountLimit(app, limits, 'reset', (r) => bodyField(r, 'email'));
  // Calls that check the signed-in account's password: wrong ones are counted per account
  // as well (accounts.checkPassword).
  const guessing = { config: loginLimit(limits) };
  // Form-encoded, as the login form and OAuth2 password-grant clients send it; JSON too.
  // `otp`: the code of an account with two-factor sign-in on (a 401 with `otp_required`
  // asks for it).
  app.post('/token', { config: loginLimit(limits), preHandler: perName }, async (request) => {
    const { username, password, otp } = parseOrThrow(schemas.credentials, request.body);
    return accounts.signIn(username, password, request.headers['user-agent'], otp);
  });

  /**
   * Open while no account exists (first run); after that only an owner may add one (an
   * account made here is an owner, so an editor may not: it would promote itself).
   */
  app.post('/register', { config: loginLimit(limits) }, async (request, reply) => {
    if (isAdmin(request.viewer)) {
      requireOwner(request);
      const input = parseOrThrow(schemas.registration, request.body);
      return reply.code(201).send(await accounts.create(input, request.viewer));
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
    await accounts.signOut(request.bearer, request.viewer);
    return reply.code(204).send();
  });

  app.get('/me', (request) => accounts.me(request.viewer));

  /**
   * "Forgot your password?": the same 202, as fast, whether or not the address has an
   * account (the lookup runs after the answer). The email is in the language of the page
   * that asked (its `language`, or the lang cookie).
   */
  const resetLimits = { config: loginLimit(limits), preHandler: perAddress };
  app.post('/password-reset', resetLimits, async (request, reply) => {
    const { email } = parseOrThrow(schemas.passwordResetRequest, request.body);
    passwordReset.request(email, customerLanguage(request.body, request));
    return reply.code(202).send();
  });

  /** Whose password a link sets (the page shows the username), without using it up. */
  app.get<{ Params: { token: string } }>(
    '/password-reset/:token',
    { config: loginLimit(limits) },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return passwordReset.lookup(request.params.token);
    },
  );

  app.post('/password-reset/confirm', { config: loginLimit(limits) }, async (request, reply) => {
    const { token, password } = parseOrThrow(schemas.passwordResetConfirm, request.body);
    await passwordReset.confirm(token, password);
    return reply.code(204).send();
  });

  /**
   * Two-factor sign-in of the signed-in account: a new key (pending until confirmed), the
   * first code to turn it on (answers the recovery codes, once), a code to turn it off.
   * Each takes the account's password: a stolen session alone cannot turn it on (locking
   * the owner out) or off. Codes are counted per account too (auth/totp.ts).
   */
  app.post('/account/totp', guessing, async (request) => {
    requireAdmin(request);
    const { password } = parseOrThrow(schemas.totpBegin, request.body);
    await accounts.checkPassword(request.viewer, password, 'password');
    return totp.begin(request.viewer);
  });

  app.post('/account/totp/confirm', guessing, async (request) => {
    requireAdmin(request);
    const { code, password } = parseOrThrow(schemas.totpChange, request.body);
    await accounts.checkPassword(request.viewer, password, 'password');
    return totp.confirm(request.viewer, code);
  });

  app.delete('/account/totp', guessing, async (request, reply) => {
    requireAdmin(request);
    const { code, password } = parseOrThrow(schemas.totpChange, request.body);
    await accounts.checkPassword(request.viewer, password, 'password');
    await totp.disable(request.viewer, code);
    return reply.code(204).send();
  });

  app.get('/account/totp', async (request) => {
    requireAdmin(request);
    return totp.status(request.viewer);
  });

  app.put('/account/password', guessing, async (request, reply) => {
    requireAdmin(request);
    const input = parseOrThrow(schemas.passwordChange, request.body);
    await accounts.changePassword(
      request.viewer,
      request.bearer,
      input.current_password,
      input.new_password,
    );
    return reply.code(204).send();
  });
}
