import { apiMessage } from '@coach/contract';
import { PASSWORD_TRIES_PER_MINUTE } from '../src/auth/accounts.ts';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, databases, pngImage, uploadFile, useTestServer } from './harness.ts';
import { expectInvalid, expectProblem, signedInEditor } from './helpers.ts';

// Sign-ins and password checks hash with scrypt (slow on purpose) on a shared machine.
vi.setConfig({ testTimeout: 90_000 });

const LOGIN = 3;
const TOO_MANY = apiMessage('tooManyAttempts');

/**
 * Rate limits apply to whoever asks: a signed-in session (an editor, or a stolen one) is
 * limited like a visitor on sign-in, reset requests and password checks, and those are
 * counted per account aimed at as well as per client address. Signed-in writes get more
 * room than a visitor's, never none.
 */
describe.each(databases)('limits for everyone on %s', (kind) => {
  const server = useTestServer(kind, {
    rateLimits: { login: LOGIN, publicWrites: 2, signedInWrites: 4 },
  });

  /** A request from a client address of its own (each test's counts start apart). */
  const from =
    (remoteAddress: string, token?: string) =>
    (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: Record<string, unknown>) =>
      server.app.inject({
        method,
        url,
        payload,
        remoteAddress,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

  it("a signed-in editor guessing an owner's password is limited like anyone", async () => {
    // An owner of its own: the harness's sign-in already counts once for ADMIN's name.
    await server.database.db
      .insertInto('account')
      .values({
        username: 'mya',
        email: 'mya@example.com',
        password_hash: 'invited',
        role: 'owner',
        created: new Date().toISOString(),
      })
      .execute();
    const { token } = await signedInEditor(server, 'ed-guess');
    const as = from('10.1.0.1', token);
    const statuses = [];
    for (let i = 0; i < LOGIN + 2; i++) {
      const res = await as('POST', '/api/token', { username: 'mya', password: `no ${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(LOGIN).fill(401), 429, 429]);
  });

  it('guesses at one account from many addresses are counted together', async () => {
    const guess = (address: string, username: string) =>
      from(address)('POST', '/api/token', { username, password: 'not the password' });
    for (let i = 0; i < LOGIN; i++)
      expect((await guess(`10.2.0.${i}`, 'thida')).statusCode).toBe(401);
    expectProblem(await guess('10.2.1.1', 'thida'), 429, TOO_MANY);
    // The name in any case is the same account; another account is counted apart.
    expectProblem(await guess('10.2.1.2', 'THIDA'), 429, TOO_MANY);
    expect((await guess('10.2.1.3', 'someone-else')).statusCode).toBe(401);
  });

  it('reset requests are limited per address and per account, signed in or not', async () => {
    const owner = from('10.3.0.1', server.token);
    for (let i = 0; i < LOGIN; i++) {
      const res = await owner('POST', '/api/password-reset', { email: `a${i}@example.com` });
      expect(res.statusCode).toBe(202);
    }
    expectProblem(await owner('POST', '/api/password-reset', { email: 'b@example.com' }), 429);

    const ask = (address: string, email: string) =>
      from(address)('POST', '/api/password-reset', { email });
    for (let i = 0; i < LOGIN; i++)
      expect((await ask(`10.3.1.${i}`, ADMIN.email)).statusCode).toBe(202);
    expectProblem(await ask('10.3.2.1', ` ${ADMIN.email.toUpperCase()}`), 429, TOO_MANY);
  });

  it('wrong current passwords are limited, recorded, and change nothing', async () => {
    const { token: ownerToken } = server;
    const change = (address: string, current: string) =>
      from(address, ownerToken)('PUT', '/api/account/password', {
        current_password: current,
        new_password: 'marigold lantern 7',
      });
    for (let i = 0; i < PASSWORD_TRIES_PER_MINUTE; i++) {
      expectInvalid(await change(`10.4.0.${i}`, `wrong ${i}`), {
        current_password: apiMessage('currentPasswordWrong'),
      });
    }
    // From yet another address, and even with the right password: the account's count is full.
    expectProblem(await change('10.4.1.1', ADMIN.password), 429, TOO_MANY);
    const failed = await server.database.db
      .selectFrom('audit_entry')
      .select(['account_id', 'record_id'])
      .where('action', '=', 'password_check_failed')
      .execute();
    expect(failed).toHaveLength(PASSWORD_TRIES_PER_MINUTE);
    const signIn = await from('10.4.2.1')('POST', '/api/token', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it("a signed-in account's uploads have a higher limit than a visitor's, not none", async () => {
    const png = await pngImage();
    const upload = (token?: string) =>
      uploadFile(server.app, png, 'x.png', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await upload(server.token)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });
});
