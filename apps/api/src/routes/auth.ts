import { schemas } from '@coach/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireAdmin, requireOwner } from '../auth/access.ts';
import { customerLanguage } from '../mail/customer-language.ts';
import { isAdmin } from '../auth/viewer.ts';
import { HttpError, parseOrThrow } from '../http/problem.ts';
import { empty, ok, problem, problemWhen, routeSchema, textParams } from '../http/route-docs.ts';
import type { Services } from '../services.ts';
import { type RateLimits, bodyField, loginLimit, perAccountLimit } from './limits.ts';
import { apiMessage } from '@coach/contract';

const tags = ['accounts'];
/** A call of the signed-in account's that checks its password (or a code): counted per account. */
const guessingAnswers = (answer: Record<string, unknown>, conflict: string, refused: string) => ({
  ...answer,
  401: problem,
  409: problemWhen(conflict),
  422: problemWhen(refused),
  429: problem,
});
const WRONG_CODE = 'A missing or wrong code or current password';

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
  const guessing = (schema: ReturnType<typeof routeSchema>) => ({
    config: loginLimit(limits),
    schema,
  });
  // Form-encoded, as the login form and OAuth2 password-grant clients send it; JSON too.
  // `otp`: the code of an account with two-factor sign-in on (a 401 with `otp_required`
  // asks for it).
  const signIn = routeSchema('public', {
    tags,
    summary:
      'Sign in; answers access_token and token_type. An account with two-factor sign-in on also needs `otp` (a current code or an unused recovery code): without it, or with a wrong one, a 401 problem with `otp_required: true`',
    consumes: ['application/x-www-form-urlencoded'],
    body: schemas.credentials,
  });
  const signInOptions = { config: loginLimit(limits), preHandler: perName, schema: signIn };
  app.post('/token', signInOptions, async (request) => {
    const { username, password, otp } = parseOrThrow(schemas.credentials, request.body);
    return accounts.signIn(username, password, request.headers['user-agent'], otp);
  });

  /**
   * Open while no account exists (first run); after that only an owner may add one (an
   * account made here is an owner, so an editor may not: it would promote itself).
   */
  const register = routeSchema('public', {
    tags,
    summary: 'Create an account (open only while none exists)',
    body: schemas.registration,
  });
  app.post(
    '/register',
    { config: loginLimit(limits), schema: register },
    async (request, reply) => {
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
    },
  );

  /** Whether registration is open: the sign-in screens use this to offer /register. */
  const registerOpen = routeSchema('public', { tags, summary: 'Whether registration is open' });
  app.get('/register', { schema: registerOpen }, async () => ({
    open: (await accounts.count()) === 0,
  }));

  const logout = routeSchema('admin', { tags, summary: 'Revoke the bearer token sent' });
  app.post('/logout', { schema: logout }, async (request, reply) => {
    requireAdmin(request);
    await accounts.signOut(request.bearer, request.viewer);
    return reply.code(204).send();
  });

  const me = routeSchema('admin', { tags, summary: 'The signed-in account' });
  app.get('/me', { schema: me }, (request) => accounts.me(request.viewer));

  /**
   * "Forgot your password?": the same 202, as fast, whether or not the address has an
   * account (the lookup runs after the answer). The email is in the language of the page
   * that asked (its `language`, or the lang cookie).
   */
  const reset = routeSchema('public', {
    tags,
    summary:
      'Email a one-time link (valid an hour) to set a new password; 202 whether or not the address has an account',
    body: schemas.passwordResetRequest,
    response: { 202: { description: 'Accepted' }, 422: problem, 429: problem },
  });
  const resetOptions = { config: loginLimit(limits), preHandler: perAddress, schema: reset };
  app.post('/password-reset', resetOptions, async (request, reply) => {
    const { email } = parseOrThrow(schemas.passwordResetRequest, request.body);
    passwordReset.request(email, customerLanguage(request.body, request));
    return reply.code(202).send();
  });

  /** Whose password a link sets (the page shows the username), without using it up. */
  app.get<{ Params: { token: string } }>(
    '/password-reset/:token',
    {
      config: loginLimit(limits),
      schema: routeSchema('public', {
        tags,
        summary:
          "Whose password an emailed link's token sets, without using it up: {username, purpose} (purpose: reset or invitation); 404 for a link used, expired or mistyped. Cache-Control: no-store",
        params: textParams({ token: undefined }),
        response: { 200: ok(), 404: problem, 429: problem },
      }),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return passwordReset.lookup(request.params.token);
    },
  );

  const confirm = routeSchema('public', {
    tags,
    summary:
      "Set the password with the emailed link's token; the link and every session of the account end",
    body: schemas.passwordResetConfirm,
    response: { 204: empty('Password set'), 400: problem, 422: problem, 429: problem },
  });
  const confirmOptions = { config: loginLimit(limits), schema: confirm };
  app.post('/password-reset/confirm', confirmOptions, async (request, reply) => {
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
  async function withPassword<S extends z.ZodType<{ password: string }>>(
    request: FastifyRequest,
    schema: S,
  ): Promise<z.output<S>> {
    requireAdmin(request);
    const body = parseOrThrow(schema, request.body);
    await accounts.checkPassword(request.viewer, body.password, 'password');
    return body;
  }

  const totpBegin = routeSchema('admin', {
    tags,
    summary:
      'Start setting up two-factor sign-in, with the current password: a new key (secret, in base32) and its otpauth_url for an authenticator app; pending until confirmed, replacing one still pending',
    body: schemas.totpBegin,
    response: guessingAnswers(
      { 200: ok('secret, otpauth_url') },
      'Two-factor sign-in is already on',
      'A missing or wrong current password',
    ),
  });
  app.post('/account/totp', guessing(totpBegin), async (request) => {
    await withPassword(request, schemas.totpBegin);
    return totp.begin(request.viewer);
  });

  const totpConfirm = routeSchema('admin', {
    tags,
    summary:
      'Turn two-factor sign-in on with the current password and the first code from the app; answers ten one-time recovery_codes, shown this once',
    body: schemas.totpChange,
    response: guessingAnswers(
      { 200: ok('recovery_codes') },
      'Nothing pending to confirm, or already on',
      WRONG_CODE,
    ),
  });
  app.post('/account/totp/confirm', guessing(totpConfirm), async (request) => {
    const { code } = await withPassword(request, schemas.totpChange);
    return totp.confirm(request.viewer, code);
  });

  const totpOff = routeSchema('admin', {
    tags,
    summary:
      'Turn two-factor sign-in off with the current password and a current code or a recovery code; the recovery codes go too',
    body: schemas.totpChange,
    response: guessingAnswers(
      { 204: empty('Turned off') },
      'Two-factor sign-in is not on',
      WRONG_CODE,
    ),
  });
  app.delete('/account/totp', guessing(totpOff), async (request, reply) => {
    const { code } = await withPassword(request, schemas.totpChange);
    await totp.disable(request.viewer, code);
    return reply.code(204).send();
  });

  const totpState = routeSchema('admin', {
    tags,
    summary:
      'Whether two-factor sign-in is on for the signed-in account (enabled), and how many recovery codes are left (recovery_codes_left)',
  });
  app.get('/account/totp', { schema: totpState }, async (request) => {
    requireAdmin(request);
    return totp.status(request.viewer);
  });

  const passwordChange = routeSchema('admin', {
    tags,
    summary:
      "Change the signed-in account's password (the current one is needed); its other sessions end",
    body: schemas.passwordChange,
    response: { 204: empty('Password changed'), 401: problem, 422: problem, 429: problem },
  });
  app.put('/account/password', guessing(passwordChange), async (request, reply) => {
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
