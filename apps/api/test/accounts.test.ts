import { describe, expect, it } from 'vitest';
import { ADMIN, databases, pngImage, uploadFile, useTestServer } from './harness.ts';
import { count, expectInvalid, expectProblem, rows } from './helpers.ts';
import { appointmentBody } from './payloads.ts';

/** Registration (first run only), sign-in, and the rate limits on sign-in and public writes. */
describe.each(databases)('accounts and rate limits on %s', (kind) => {
  describe('accounts', () => {
    let token: string;
    // Hashing is this block's subject: at production's cost, not the harness's lower one.
    const server = useTestServer(kind, { admin: false, passwordCost: 'production' });

    const form = (fields: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/api/token',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });

    it('opens /api/register while no account exists, then closes it', async () => {
      expect((await server.call('GET', '/api/register')).json()).toEqual({ open: true });
      expectInvalid(
        await server.call('POST', '/api/register', {
          username: 'first',
          email: 'nope',
          password: 'short',
        }),
        {
          email: 'Please enter a valid email address.',
          password: 'Must be at least 12 characters',
        },
      );
      expect(await count(server, 'account')).toBe(0);

      const first = await server.call('POST', '/api/register', ADMIN);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({
        id: expect.any(Number),
        username: ADMIN.username,
        email: ADMIN.email,
        // The account that opens the site owns it.
        role: 'owner',
      });
      expect(first.body).not.toContain('password');
      // Hashed at production's cost (OWASP's N = 2^17, r = 8, p = 1), stored with the hash.
      const [stored] = await rows(server, 'account');
      expect(String(stored!.password_hash)).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect((await server.call('GET', '/api/register')).json()).toEqual({ open: false });

      const second = await server.call('POST', '/api/register', { ...ADMIN, username: 'intruder' });
      expectProblem(second, 403, 'Registration is closed. Ask an administrator for an account.');
      expect(await count(server, 'account')).toBe(1);
    });

    it('signs in with form-encoded credentials and answers a bearer token', async () => {
      const res = await form({ username: ADMIN.username, password: ADMIN.password });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ access_token: expect.any(String), token_type: 'bearer' });
      // Only a hash of the token is stored.
      const stored = await rows(server, 'session');
      expect(stored.map((s) => s.token_hash)).not.toContain(res.json().access_token);
      token = res.json().access_token;
    });

    it('lets the admin create more accounts', async () => {
      const res = await server.withToken(token)('POST', '/api/register', {
        username: 'assistant',
        email: 'assistant@example.com',
        password: 'another long password',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await count(server, 'account')).toBe(2);
      expectProblem(
        await server.withToken(token)('POST', '/api/register', {
          ...ADMIN,
          password: 'whatever the password',
        }),
        409,
        'That username is taken.',
      );
    });

    it.each([
      ['a wrong password', { username: ADMIN.username, password: 'wrong password' }],
      ['an unknown user', { username: 'nobody', password: ADMIN.password }],
    ])('answers 401 "Invalid credentials" for %s', async (_label, fields) => {
      const sessions = await count(server, 'session');
      expectProblem(await form(fields), 401, 'Invalid credentials');
      expect(await count(server, 'session')).toBe(sessions);
    });

    it('asks for username and password', async () => {
      expectInvalid(await form({ username: '', password: '' }), {
        username: 'Required',
        password: 'Required',
      });
    });
  });

  describe('rate limits', () => {
    // The harness signs in once, which counts as the first of three attempts.
    const server = useTestServer(kind, { rateLimits: { login: 3, publicWrites: 3 } });

    it('answers 429 after too many sign-in attempts, even with the right password', async () => {
      const attempt = (password: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/token',
          payload: new URLSearchParams({ username: ADMIN.username, password }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      // Blank passwords are refused before any hashing, and still count as attempts.
      expect((await attempt('')).statusCode).toBe(422);
      expect((await attempt('')).statusCode).toBe(422);
      expectProblem(
        await attempt(ADMIN.password),
        429,
        'Too many attempts. Please wait a minute and try again.',
      );
    });

    it('answers 429 after too many public submissions, storing none of the extra ones', async () => {
      for (let i = 0; i < 3; i++) {
        expect((await server.call('POST', '/api/appointment', appointmentBody())).statusCode).toBe(
          201,
        );
      }
      expectProblem(await server.call('POST', '/api/appointment', appointmentBody()), 429);
      expect(await count(server, 'appointment')).toBe(3);
    });

    it('limits visitor uploads; a signed-in account has more room (its own limit)', async () => {
      for (let i = 0; i < 3; i++) await server.upload();
      const files = await count(server, 'file');
      expectProblem(await uploadFile(server.app, await pngImage(), 'x.png'), 429);
      expect(await count(server, 'file')).toBe(files);
      const asAdmin = await uploadFile(server.app, await pngImage(), 'x.png', {
        headers: { authorization: `Bearer ${server.token}` },
      });
      expect(asAdmin.statusCode).toBe(201);
    });
  });
});
